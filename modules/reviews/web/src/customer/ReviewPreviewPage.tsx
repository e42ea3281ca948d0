import { useEffect, useState } from 'react';
import { Save } from 'lucide-react';
import { LoadingBlock, toast, useT } from '@korero/web-kit';
import type { Preview as PreviewData } from '../../../contract/api.ts';
import { customerClient } from '../../../contract/client.ts';
import { ApproveStep, type Destination } from './ApproveStep.tsx';
import { copyText, reserveTab } from './copy-and-open.ts';
import { CustomerLanguage } from './CustomerLanguage.tsx';
import { DoneStep, type DoneInfo } from './DoneStep.tsx';
import { BusinessLogo, PrivacyNote, WithName } from './ReviewHeader.tsx';

/** What PATCH /api/review/{id} keeps (the spec's preview: a short review to paste on Google). */
const MAX = 200;

/**
 * /review-preview/{id}#token=…: the simple form's approve step. The same step as an invitation's page (the draft to
 * edit, the consent box, Google and private feedback weighed the same, the privacy notice), under the business's logo.
 * Every call carries the token the customer's browser was given when it sent the form.
 */
export function ReviewPreviewPage(props: { id: string; token: string; businessName: string | null; placeId: string | null }) {
  return (
    <CustomerLanguage>
      <Preview {...props} />
    </CustomerLanguage>
  );
}

function Preview({ id, token, businessName, placeId }: { id: string; token: string; businessName: string | null; placeId: string | null }) {
  const { t } = useT();
  const [data, setData] = useState<PreviewData | null | undefined>(undefined);
  const [text, setText] = useState('');
  const [consent, setConsent] = useState(false);
  const [showOnWebsite, setShowOnWebsite] = useState(false);
  const [destination, setDestination] = useState<Destination>(null);
  const [saving, setSaving] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<DoneInfo | null>(null);
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
    return <main className="flex min-h-dvh items-center justify-center p-4 text-center text-stone-700">{t('preview.notFound')}</main>;
  }
  const name = data.businessName ?? businessName ?? t('business.fallbackName');
  const reviewUrl =
    data.googleReviewUrl ?? (placeId ? `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}` : null);

  const save = async () => {
    if (!text.trim()) return toast({ title: t('preview.noText.title'), description: t('preview.noText.text'), variant: 'destructive' });
    setSaving(true);
    try {
      await customerClient.edit(id, token, text.trim());
      toast({ title: t('preview.saved'), variant: 'success' });
    } catch (error) {
      toast({ title: t('common.error'), description: (error as Error).message, variant: 'destructive' });
    } finally {
      setSaving(false);
    }
  };

  const submit = async () => {
    if (!destination || !consent || !text.trim()) return;
    const approved = text.trim();
    // Inside the tap, as on the invitation's page: copy the text and hold a tab open (both are blocked later).
    const copying = destination === 'google' ? copyText(approved) : Promise.resolve(false);
    const tab = destination === 'google' ? reserveTab() : null;
    setSubmitting(true);
    try {
      // The approved text is kept beside the AI's draft, then it goes where the customer chose.
      await customerClient.edit(id, token, approved);
      if (destination === 'google') await customerClient.markPosted(id, token, reviewUrl, consent, showOnWebsite);
      else
        await customerClient.privateFeedback({
          details: approved,
          email: null,
          submissionId: data.submissionId,
          token,
          consent,
          // Only a review for Google may be shown on the business's website.
          showOnWebsite: false,
        });
      let opened = false;
      if (tab && reviewUrl) {
        tab.location.href = reviewUrl;
        opened = true;
      } else tab?.close();
      setDone({
        destination,
        stars: data.starRating,
        text: approved,
        googleReviewUrl: reviewUrl,
        opened,
        copied: await copying,
        businessName: name,
        submissionId: data.submissionId,
        reviewId: data.id,
        token,
        showOnWebsite: destination === 'google' && showOnWebsite,
      });
      window.scrollTo({ top: 0 });
    } catch (error) {
      tab?.close();
      toast({
        title: t('review.submitFailed'),
        description: (error as Error).message || t('common.tryAgainDetail'),
        variant: 'destructive',
      });
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-2xl flex-col gap-6 px-4 py-6 sm:py-10">
      <header className="flex flex-col items-center gap-3 text-center">
        <BusinessLogo businessName={name} logoUrl={data.logoUrl} />
        <div>
          <h1 className="text-2xl font-bold text-stone-900">{done ? t('header.shared') : t('preview.ready')}</h1>
          {done ? null : (
            <p className="mt-1 text-stone-600">
              <WithName text={t('preview.intro', { business: name })} name={name} />
            </p>
          )}
        </div>
      </header>
      {done ? (
        <DoneStep info={done} />
      ) : (
        <ApproveStep
          stars={data.starRating}
          text={text}
          onText={setText}
          maxLength={MAX}
          consent={consent}
          onConsent={setConsent}
          showOnWebsite={showOnWebsite}
          onShowOnWebsite={setShowOnWebsite}
          destination={destination}
          onDestination={setDestination}
          submitting={submitting}
          secondary={{ label: t('preview.save'), icon: <Save className="h-4 w-4" />, loading: saving, onClick: () => void save() }}
          onSubmit={() => void submit()}
        />
      )}
      <footer className="mt-auto border-t border-stone-200 pt-4">
        <PrivacyNote />
      </footer>
    </main>
  );
}
