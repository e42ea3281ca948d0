import { useLocation, useParams, useSearchParams } from 'react-router';
import { tokenFromHash } from '../customer/api.ts';
import { CustomerReviewPage } from '../customer/CustomerReviewPage.tsx';
import { PrivateFeedbackPage } from '../customer/PrivateFeedbackPage.tsx';
import { ReviewPreviewPage } from '../customer/ReviewPreviewPage.tsx';
import { SimpleFeedbackPage } from '../customer/SimpleFeedbackPage.tsx';

// The customer pages inside the full app (reached by in-app navigation). Opened from a link, the same components
// are served by the lean customer entry instead (customer-entry.tsx), without the shell.
export function ReviewRoute() {
  const { token = '' } = useParams();
  return <CustomerReviewPage token={token} />;
}

export function SimpleReviewRoute() {
  const [params] = useSearchParams();
  return <SimpleFeedbackPage linkKey={params.get('key')} jobId={params.get('jobId')} />;
}

export function FeedbackRoute() {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  return <PrivateFeedbackPage submissionId={params.get('submissionId')} reviewId={params.get('reviewId')} token={tokenFromHash(hash)} />;
}

export function PreviewRoute() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const { hash } = useLocation();
  return (
    <ReviewPreviewPage id={id} token={tokenFromHash(hash)} businessName={params.get('businessName')} placeId={params.get('placeId')} />
  );
}
