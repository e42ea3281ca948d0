import { useEffect, useState } from 'react';
import { ExternalLink, Lock, Save } from 'lucide-react';
import { Button, Card, LoadingBlock, Textarea, toast } from '@korero/web-kit';
import type { Preview as PreviewData } from '../../../contract/api.ts';
import { customerClient } from '../../../contract/client.ts';
import { withToken } from './api.ts';
import { copyText, googleSearchUrl } from './copy-and-open.ts';

const MAX = 200;

/**
 * /review-preview/{id}#token=…: the drafted review to edit and post, with private feedback offered just as plainly.
 * Every call carries the token the customer's browser was given when it sent the review.
 */
export function ReviewPreviewPage({
  id,
  token,
  businessName,
  placeId,
}: {
  id: string;
  token: string;
  businessName: string | null;
  placeId: string | null;
}) {
  const [data, setData] = useState<PreviewData | null | undefined>(undefined);
  const [text, setText] = useState('');
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    customerClient.preview(id, token).then(
      (answer) => {
        setData(answer.data);
        setText(answer.data.reviewerApprovedText.slice(0, MAX));
      },
      () => setData(null),
    );
  }, [id, token]);

  if (data === undefined) return <LoadingBlock className="min-h-dvh" />;
  if (data === null) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-4 text-center text-stone-700">
        Review not found. It can be opened, changed and posted from the browser that sent it, for 7 days.
      </main>
    );
  }
  const name = data.businessName ?? businessName ?? 'the business';
  const reviewUrl =
    data.googleReviewUrl ?? (placeId ? `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}` : null);

  const save = async () => {
    if (!text.trim())
      return toast({ title: 'No Review Text', description: 'Please write a review before submitting to Google.', variant: 'destructive' });
    setSaving(true);
    try {
      await customerClient.edit(id, token, text.trim());
      toast({ title: 'Changes saved', variant: 'success' });
    } catch (error) {
      toast({ title: 'Error', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const post = async () => {
    if (!text.trim())
      return toast({ title: 'No Review Text', description: 'Please write a review before submitting to Google.', variant: 'destructive' });
    const copied = await copyText(text.trim());
    if (!copied)
      toast({
        title: 'Copy failed',
        description: 'Please manually copy the review text shown above.',
        variant: 'destructive',
        duration: 12000,
      });
    const tab = window.open(reviewUrl ?? googleSearchUrl(name), '_blank');
    void customerClient.markPosted(id, token, reviewUrl).catch(() => undefined);
    // If no tab appeared within a second, a popup blocker won: go to a maps search in this tab instead.
    window.setTimeout(() => {
      if (!tab || tab.closed) location.assign(`https://www.google.com/maps/search/${encodeURIComponent(name)}`);
    }, 1000);
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-5 px-4 py-8">
      <div className="text-center">
        <h1 className="text-2xl font-bold text-stone-900">Your Review is Ready!</h1>
        <p className="mt-1 text-stone-600">
          Check it over, change anything you like, then choose where it goes. It&apos;s your review for {name}.
        </p>
      </div>
      <Card className="flex flex-col gap-2 p-4">
        <Textarea aria-label="Review text" rows={5} maxLength={MAX} value={text} onChange={(e) => setText(e.target.value)} />
        <div className="flex items-center justify-between text-xs text-stone-500">
          <span>AI drafted this from your answers.</span>
          <span aria-live="polite">
            {text.length}/{MAX}
          </span>
        </div>
        <Button variant="outline" icon={<Save className="h-4 w-4" />} loading={saving} onClick={() => void save()}>
          Save Changes
        </Button>
      </Card>
      {/* Two equal choices at every rating (decisions.md: no gating): the same look, side by side. */}
      <section aria-labelledby="where-it-goes" className="flex flex-col gap-2">
        <h2 id="where-it-goes" className="text-center font-semibold text-stone-900">
          Where should it go?
        </h2>
        <div className="grid gap-3 sm:grid-cols-2" data-testid="destinations">
          <Button size="lg" variant="secondary" icon={<ExternalLink className="h-5 w-5" />} onClick={() => void post()}>
            Post on Google
          </Button>
          <Button asChild size="lg" variant="secondary">
            <a href={withToken(`/feedback?submissionId=${data.submissionId}&reviewId=${data.id}`, token)}>
              <Lock className="h-5 w-5" aria-hidden /> Send private feedback
            </a>
          </Button>
        </div>
      </section>
    </main>
  );
}
