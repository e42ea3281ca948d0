import { useId, useState } from 'react';
import { useParams } from 'react-router';
import { FileText } from 'lucide-react';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle, PageHeader, Select } from '@korero/web-kit';
import { complianceClient } from '../../../contract/client.ts';

const PERIODS = [3, 6, 12, 24, 36].map((months) => ({ value: String(months), label: `The last ${months} months` }));

/**
 * /compliance/dispute/:reviewId: "Prepare a dispute" for a synced Google review (issue 47). The summary itself is a
 * printable page the API makes from the record of asking; preparing it is noted in the record.
 */
export default function DisputePage() {
  const { reviewId = '' } = useParams();
  const [months, setMonths] = useState('12');
  const periodId = useId();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <PageHeader
        title="Prepare a Dispute"
        description="For a Google review you believe is not from a customer: a one-page summary of what your records show about the reviewer's name."
      />
      <Card>
        <CardHeader>
          <CardTitle>What the summary holds</CardTitle>
          <CardDescription>
            Whether any job, invitation or answer in your record of asking carries the reviewer&apos;s name, the timeline, the Google policy
            you may cite and the steps in Google&apos;s Reviews Management Tool. It states what the records show; it never calls a review
            fake.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex max-w-xs flex-col gap-1.5">
            <label htmlFor={periodId} className="text-sm font-medium text-stone-800">
              Records from
            </label>
            <Select id={periodId} value={months} onValueChange={setMonths} options={PERIODS} />
          </div>
          <div>
            <Button asChild>
              <a href={complianceClient.disputeUrl(reviewId, Number(months))} target="_blank" rel="noreferrer">
                <FileText className="h-4 w-4" aria-hidden />
                Prepare the summary
              </a>
            </Button>
          </div>
          <p className="text-sm text-stone-600">
            It opens in a new tab: print it or save it as a PDF to attach to your report to Google. Preparing it is noted in your record of
            asking.
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
