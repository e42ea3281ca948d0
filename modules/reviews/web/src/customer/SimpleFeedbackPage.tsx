import { useEffect, useState } from 'react';
import { Button, Card, cn, LoadingBlock, Textarea, toast, useT, type LanguageChoice } from '@korero/web-kit';
import { SATISFACTION, SIMPLE_FEEDBACK } from '../../../contract/feedback-items.ts';
import { customerClient } from '../../../contract/client.ts';
import { withToken } from './api.ts';
import { CustomerLanguage, withLanguage } from './CustomerLanguage.tsx';
import { AiDraftNote } from './AiDraftNote.tsx';
import { BusinessLogo, PrivacyNote, WithName } from './ReviewHeader.tsx';
import { StarRating } from './StarRating.tsx';

/** Whose form a public link opens: undefined while asking, null when the link is unknown or switched off. */
function useLinkOwner(linkKey: string | null) {
  const [owner, setOwner] = useState<
    { businessName: string | null; logoUrl: string | null; contactSource: string; language: LanguageChoice } | null | undefined
  >(linkKey ? undefined : null);
  useEffect(() => {
    if (!linkKey) return;
    customerClient.form(linkKey).then(
      (answer) => setOwner(answer.data),
      () => setOwner(null),
    );
  }, [linkKey]);
  return owner;
}

/**
 * The satisfaction form for customers without an invitation, opened from the business's public link
 * (/review?key=…&jobId=…). The spec's /review?clientId=… links no longer post anything: a business id is public.
 */
export function SimpleFeedbackPage({ linkKey, jobId }: { linkKey: string | null; jobId: string | null }) {
  const owner = useLinkOwner(linkKey);
  if (owner === undefined) return <LoadingBlock className="min-h-dvh" />;
  return (
    // The business's language (Settings) unless the address asks for another.
    <CustomerLanguage stored={owner?.language}>
      {owner === null || !linkKey ? (
        <NotActive />
      ) : (
        <SimpleForm
          linkKey={linkKey}
          jobId={jobId}
          businessName={owner.businessName}
          logoUrl={owner.logoUrl}
          source={owner.contactSource}
        />
      )}
    </CustomerLanguage>
  );
}

function NotActive() {
  const { t } = useT();
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="max-w-sm p-6 text-center">
        <h1 className="text-xl font-bold text-stone-900">{t('simple.notActive.title')}</h1>
        <p className="mt-2 text-stone-600">{t('simple.notActive.text')}</p>
      </Card>
    </main>
  );
}

function SimpleForm({
  linkKey,
  jobId,
  businessName,
  logoUrl,
  source,
}: {
  linkKey: string;
  jobId: string | null;
  businessName: string | null;
  logoUrl: string | null;
  /** Where the details came from, as the privacy notice says it (the server's wording). */
  source: string;
}) {
  const { t, choice } = useT();
  const [satisfaction, setSatisfaction] = useState<(typeof SATISFACTION)[number] | null>(null);
  const [feedback, setFeedback] = useState<Array<(typeof SIMPLE_FEEDBACK)[number]>>([]);
  const [comments, setComments] = useState('');
  // No stars until the customer taps one (decisions.md): a default would record a rating nobody gave.
  const [rating, setRating] = useState(0);
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    if (!satisfaction) return toast({ title: t('common.error'), description: t('simple.needSatisfaction'), variant: 'destructive' });
    if (rating < 1) return toast({ title: t('review.needStars'), variant: 'destructive' });
    setBusy(true);
    try {
      const answer = await customerClient.submitSimple({ satisfaction, feedback, comments, rating, key: linkKey ?? '', jobId });
      const params = new URLSearchParams({
        businessName: answer.businessName ?? '',
        placeId: answer.googlePlaceId ?? '',
        submissionId: answer.submissionId,
      });
      // Everyone goes to the same page, which offers Google and private feedback side by side. The edit token
      // goes with them in the fragment: it is this browser's only way back to what it sent.
      const next = answer.redirectToFeedback
        ? `/feedback?submissionId=${answer.submissionId}&reviewId=${answer.review.id}`
        : `/review-preview/${answer.review.id}?${params}`;
      location.assign(withToken(withLanguage(next, choice), answer.editToken));
    } catch (error) {
      toast({
        title: t('common.error'),
        description: (error as Error).message || t('common.tryAgainDetail'),
        variant: 'destructive',
      });
      setBusy(false);
    }
  };

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-5 px-4 py-8">
      <header className="flex flex-col items-center gap-3 text-center">
        {businessName ? <BusinessLogo businessName={businessName} logoUrl={logoUrl} /> : null}
        <div>
          <h1 className="text-2xl font-bold text-stone-900">{t('simple.title')}</h1>
          {businessName ? (
            <p className="mt-1 text-stone-600">
              <WithName text={t('simple.how', { business: businessName })} name={businessName} />
            </p>
          ) : null}
        </div>
      </header>
      <Card className="p-4">
        <fieldset>
          <legend className="mb-2 font-semibold text-stone-900">{t('simple.satisfied')}</legend>
          <div role="radiogroup" aria-label={t('simple.satisfaction')} className="flex flex-col gap-2">
            {SATISFACTION.map((s) => (
              <button
                key={s}
                type="button"
                role="radio"
                aria-checked={satisfaction === s}
                onClick={() => setSatisfaction(s)}
                className={cn(
                  'min-h-11 rounded-lg border px-3 py-2 text-left text-sm',
                  satisfaction === s
                    ? 'border-brand-600 bg-brand-50 font-medium text-brand-900'
                    : 'border-stone-200 hover:border-stone-300',
                )}
              >
                {t(`satisfaction.${s}`)}
              </button>
            ))}
          </div>
        </fieldset>
      </Card>
      <Card className="p-4">
        <fieldset>
          <legend className="mb-2 font-semibold text-stone-900">{t('simple.stoodOut')}</legend>
          <div className="grid grid-cols-2 gap-2">
            {SIMPLE_FEEDBACK.map((f) => (
              <label key={f} className="flex min-h-11 items-center gap-2 rounded-lg border border-stone-200 px-3 py-2 text-sm">
                <input
                  type="checkbox"
                  className="h-4 w-4 accent-brand-700"
                  checked={feedback.includes(f)}
                  onChange={() => setFeedback((x) => (x.includes(f) ? x.filter((y) => y !== f) : [...x, f]))}
                />
                {t(`simpleFeedback.${f}`)}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>
      <Card className="flex flex-col items-center gap-2 p-4">
        <span className="font-semibold text-stone-900">{t('simple.rating')}</span>
        <StarRating value={rating} onChange={setRating} />
      </Card>
      <Card className="flex flex-col gap-2 p-4">
        <label htmlFor="comments" className="font-semibold text-stone-900">
          {t('simple.anything')} <span className="font-normal text-stone-500">{t('common.optional')}</span>
        </label>
        <Textarea id="comments" rows={4} maxLength={2000} value={comments} onChange={(e) => setComments(e.target.value)} />
      </Card>
      <AiDraftNote />
      <Button size="lg" loading={busy} onClick={() => void submit()}>
        {t('simple.continue')}
      </Button>
      <PrivacyNote source={source} />
    </main>
  );
}
