import { useEffect, useMemo, useState } from 'react';
import { ChevronDown, Sparkles } from 'lucide-react';
import { Button, Card, cn, LoadingBlock, Textarea, toast, useT } from '@korero/web-kit';
import { feedbackItems } from '../../../contract/feedback-items.ts';
import { customerClient } from '../../../contract/client.ts';
import { AiDraftNote } from './AiDraftNote.tsx';
import { loadPageData, type ClosedLink, type PageData } from './api.ts';
import { ApproveStep, type Destination } from './ApproveStep.tsx';
import { copyText, reserveTab } from './copy-and-open.ts';
import { CustomerLanguage } from './CustomerLanguage.tsx';
import { DoneStep, type DoneInfo } from './DoneStep.tsx';
import { FeedbackChecklist } from './FeedbackChecklist.tsx';
import { KoreroText, useKoreroText } from './KoreroWords.tsx';
import { PhotoPicker } from './PhotoPicker.tsx';
import { PrivacyNote, ReviewHeader } from './ReviewHeader.tsx';
import { ScoreSliders, type Scores } from './ScoreSliders.tsx';
import { StarRating } from './StarRating.tsx';
import { StepIndicator } from './StepIndicator.tsx';
import { VoiceRecorder } from './VoiceRecorder.tsx';

type Step = 'review' | 'approve' | 'done';

/** The customer's review, in three steps: what happened, the draft, and where it goes. No account, no gating. */
export function CustomerReviewPage({ token }: { token: string }) {
  const [data, setData] = useState<PageData | ClosedLink | null | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    loadPageData(token).then(setData, () => setFailed(true));
  }, [token]);

  // The invitation's language (what the business chose when it was sent), unless ?lang= asks for another.
  const stored = data && !('closed' in data) ? data.invitation.language : null;
  return (
    <CustomerLanguage stored={stored}>
      <PageState token={token} data={data} failed={failed} />
    </CustomerLanguage>
  );
}

function PageState({ token, data, failed }: { token: string; data: PageData | ClosedLink | null | undefined; failed: boolean }) {
  const { t } = useT();
  if (failed) return <Message title={t('page.loadFailed.title')} text={t('page.loadFailed.text')} />;
  if (data === undefined) return <LoadingBlock className="min-h-dvh" label={t('page.loading')} />;
  if (data === null) return <Message title={t('page.notFound.title')} text={t('page.notFound.text')} />;
  if ('closed' in data) return <Message title={t('page.closed.title')} text={data.closed} />;
  return <ReviewFlow token={token} data={data} />;
}

function Message({ title, text }: { title: string; text: string }) {
  return (
    <main className="flex min-h-dvh items-center justify-center p-4">
      <Card className="max-w-sm p-6 text-center">
        <h1 className="text-xl font-bold text-stone-900">{title}</h1>
        <p className="mt-2 text-stone-600">{text}</p>
      </Card>
    </main>
  );
}

function ReviewFlow({ token, data }: { token: string; data: PageData }) {
  const { t } = useT();
  const { invitation, business } = data;
  const criteria = business.customCriteria;
  const items = useMemo(() => (criteria ? feedbackItems(criteria) : []), [criteria]);
  const team = invitation.teamMembers;
  const businessName = invitation.businessName ?? business.businessName ?? t('business.fallbackName');
  // Korero's default prompt and a preset's placeholder in the page's language; the owner's own as written.
  const placeholder = useKoreroText(business.personalExperiencePlaceholder, business.experienceWords);

  // A reopened link goes straight to what was shared, with what the customer may still do.
  const already = data.submitted;
  const [step, setStep] = useState<Step>(already ? 'done' : 'review');
  const [scoresOpen, setScoresOpen] = useState(false);
  const [usedVoice, setUsedVoice] = useState(false);
  // No stars until the customer taps one (decisions.md: a default would record five stars from anyone).
  const [stars, setStars] = useState(0);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  // Only the scores the customer gives: an untouched one is never sent, drafted from or shown to the owner.
  const [scores, setScores] = useState<Scores>({});
  const [words, setWords] = useState('');
  const [photos, setPhotos] = useState<string[]>([]);
  const [generating, setGenerating] = useState(false);
  const [text, setText] = useState('');
  const [consent, setConsent] = useState(false);
  const [showOnWebsite, setShowOnWebsite] = useState(false);
  const [destination, setDestination] = useState<Destination>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<DoneInfo | null>(() =>
    already
      ? {
          destination: already.destination,
          stars: already.starRating,
          text: already.text,
          googleReviewUrl: already.googleReviewUrl,
          opened: false,
          copied: true,
          businessName,
          submissionId: already.submissionId,
          reviewId: already.reviewId,
          token,
          again: true,
          showOnWebsite: already.showOnWebsite,
        }
      : null,
  );

  const choices = () => ({ starRating: stars, selectedFeedback: [...selected], ratingScores: scores, reviewerText: words });

  const generate = async () => {
    if (stars < 1) return toast({ title: t('review.needStars'), variant: 'destructive' });
    setGenerating(true);
    try {
      const answer = await customerClient.generate(token, choices());
      setText(answer.data.generatedText);
      setStep('approve');
      window.scrollTo({ top: 0 });
    } catch (error) {
      toast({ title: t('review.generateFailed'), description: (error as Error).message, variant: 'destructive' });
    } finally {
      setGenerating(false);
    }
  };

  const submit = async () => {
    if (!destination || !consent) return;
    // Inside the tap: copy the text and hold a tab open, since both are blocked once the tap has passed.
    const copying = destination === 'google' ? copyText(text) : Promise.resolve(false);
    const tab = destination === 'google' ? reserveTab() : null;
    setSubmitting(true);
    try {
      const answer = await customerClient.submit(token, {
        ...choices(),
        generatedReview: text,
        voiceRecordingUrl: null,
        usedVoice,
        photoUrls: photos,
        reviewDestination: destination,
        consent,
        // Only a review for Google may be shown on the business's website (the server ignores it for private feedback too).
        showOnWebsite: destination === 'google' && showOnWebsite,
      });
      const url = answer.data.googleReviewUrl;
      let opened = false;
      if (tab && url) {
        tab.location.href = url;
        opened = true;
      } else tab?.close();
      const { submissionId, reviewId } = answer.data;
      setDone({
        destination,
        stars,
        text: answer.data.generatedText || text,
        googleReviewUrl: url,
        opened,
        copied: await copying,
        businessName,
        submissionId,
        reviewId,
        token,
        showOnWebsite: destination === 'google' && showOnWebsite,
      });
      setStep('done');
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
      <ReviewHeader
        businessName={businessName}
        logoUrl={business.logoUrl}
        customerName={invitation.customerName}
        job={invitation.jobDescription}
        location={invitation.jobLocation}
        team={team}
        shared={Boolean(done?.again)}
      />
      {done?.again ? null : <StepIndicator current={step === 'review' ? (generating ? 1 : 0) : step === 'approve' ? 2 : 3} />}

      {step === 'review' ? (
        <div className="flex flex-col gap-5">
          <Card className="flex flex-col items-center gap-2 p-5">
            <h2 className="font-semibold text-stone-900">{t('review.stars.heading')}</h2>
            <StarRating value={stars} onChange={setStars} />
          </Card>
          <Card className="p-4 sm:p-5">
            <FeedbackChecklist items={items} words={business.criteriaWords} selected={selected} onChange={setSelected} />
          </Card>
          {/* Optional, so closed until asked for: five rows of ten would put Generate another screen down. */}
          <Card className="p-4 sm:p-5">
            <h2>
              <button
                type="button"
                className="flex w-full items-center justify-between gap-2 text-left font-semibold text-stone-900 focus-visible:outline-2 focus-visible:outline-brand-700"
                aria-expanded={scoresOpen}
                aria-controls="detailed-ratings"
                onClick={() => setScoresOpen((o) => !o)}
              >
                <span>
                  {t('review.scores.heading')} <span className="text-sm font-normal text-stone-600">{t('common.optional')}</span>
                </span>
                <ChevronDown
                  className={cn('h-5 w-5 shrink-0 text-stone-600 transition-transform', scoresOpen && 'rotate-180')}
                  aria-hidden
                />
              </button>
            </h2>
            <div id="detailed-ratings" hidden={!scoresOpen} className="mt-3">
              <ScoreSliders value={scores} onChange={setScores} />
            </div>
          </Card>
          <Card className="flex flex-col gap-2 p-4 sm:p-5">
            <label htmlFor="own-words" className="font-semibold text-stone-900">
              <KoreroText text={business.personalExperiencePrompt} words={business.experienceWords} />
            </label>
            <Textarea
              id="own-words"
              rows={4}
              maxLength={2000}
              placeholder={placeholder}
              value={words}
              onChange={(e) => setWords(e.target.value)}
            />
          </Card>
          <VoiceRecorder
            token={token}
            available={data.transcription}
            onText={(t) => {
              setWords((w) => (w.trim() ? `${w.trim()} ${t}` : t));
              setUsedVoice(true);
            }}
          />
          <PhotoPicker photos={photos} onChange={setPhotos} />
          <AiDraftNote />
          {/* Stays in reach at the bottom of a phone's screen while the customer scrolls the extras. */}
          <div className="sticky bottom-0 z-10 -mx-4 border-t border-stone-200 bg-stone-50/95 px-4 py-3 backdrop-blur sm:static sm:mx-0 sm:border-0 sm:bg-transparent sm:p-0">
            <Button
              size="lg"
              className="w-full"
              icon={<Sparkles className="h-5 w-5" />}
              loading={generating}
              onClick={() => void generate()}
            >
              {generating ? t('review.generating') : t('review.generate')}
            </Button>
          </div>
        </div>
      ) : null}

      {step === 'approve' ? (
        <ApproveStep
          stars={stars}
          text={text}
          onText={setText}
          consent={consent}
          onConsent={setConsent}
          showOnWebsite={showOnWebsite}
          onShowOnWebsite={setShowOnWebsite}
          destination={destination}
          onDestination={setDestination}
          submitting={submitting}
          onBack={() => {
            setText('');
            setStep('review');
          }}
          onSubmit={() => void submit()}
        />
      ) : null}

      {step === 'done' && done ? <DoneStep info={done} /> : null}

      <footer className="mt-auto border-t border-stone-200 pt-4">
        <PrivacyNote source={invitation.contactSource} />
      </footer>
    </main>
  );
}
