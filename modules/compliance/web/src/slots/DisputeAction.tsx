import { FileText } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@korero/web-kit';
import type { GoogleReviewActionProps } from '@korero/module-google/contract/slots';
import { compliancePage } from '../../../contract/pages.ts';

/**
 * Under a Google review (`google.reviewActions`): its dispute summary, from the record of asking. A review matched to a
 * submission was posted by a customer Korero asked, so it has none.
 */
export default function DisputeAction({ reviewId, submissionId }: GoogleReviewActionProps) {
  if (submissionId) return null;
  return (
    <div>
      <Button asChild size="sm" variant="ghost" className="-ml-2">
        <Link to={compliancePage('/compliance/dispute/:reviewId', { reviewId })}>
          <FileText className="h-4 w-4" aria-hidden />
          Prepare a dispute
        </Link>
      </Button>
    </div>
  );
}
