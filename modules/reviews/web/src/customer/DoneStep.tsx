import { useState } from 'react';
import { CheckCircle2, ExternalLink, Lock, Search } from 'lucide-react';
import { Button, Card, closeSentence, toast, useT } from '@korero/web-kit';
import { customerClient } from '../../../contract/client.ts';
import { withToken } from './api.ts';
import { copyText, googleSearchUrl } from './copy-and-open.ts';
import { withLanguage } from './CustomerLanguage.tsx';
import { StarRating } from './StarRating.tsx';

export interface DoneInfo {
  destination: 'google' | 'private';
  stars: number;
  text: string;
  googleReviewUrl: string | null;
  /** False when the browser blocked the new tab. */
  opened: boolean;
  copied: boolean;
  businessName: string;
  submissionId: string;
  reviewId: string;
  /** The invitation token: the customer's capability for their own review (feedback, marking it posted). */
  token: string;
  /** A reopened link: the review was shared on an earlier visit. */
  again?: boolean;
  /** The customer agreed the business may show it on its website (and has not taken it down). */
  showOnWebsite: boolean;
}

/**
 * Issue 37: a customer who agreed their review may appear on the business's website is told how to take it off, and
 * can, here or whenever they open the same link again.
 */
function WebsiteChoice({ info }: { info: DoneInfo }) {
  const { t } = useT();
  const [shown, setShown] = useState(info.showOnWebsite);
  const [busy, setBusy] = useState(false);
  const [takenDown, setTakenDown] = useState(false);
  if (!shown && !takenDown) return null;
  const takeDown = async () => {
    setBusy(true);
    try {
      await customerClient.takeDown(info.submissionId, info.token);
      setShown(false);
      setTakenDown(true);
    } catch (error) {
      toast({ title: t('done.takeDownFailed'), description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="flex w-full flex-col gap-3 p-4 text-left" data-testid="website-choice">
      {takenDown ? (
        <p className="text-sm text-stone-700" role="status">
          {t('done.takenDown', { business: info.businessName })}
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-700">{t('done.websiteShown', { business: info.businessName })}</p>
          {/* The Button's own height and nowrap come later in the stylesheet than these, hence the "!": without it a
              long business name kept this on one line, 434 px wide on a 390 px phone. */}
          <Button variant="outline" className="h-auto! min-h-11 py-2 whitespace-normal!" loading={busy} onClick={() => void takeDown()}>
            {t('done.takeDown', { business: info.businessName })}
          </Button>
        </>
      )}
    </Card>
  );
}

/** Thank you, and the way onwards: Google (with a fallback if the tab was blocked), or private with the public option kept open. */
export function DoneStep({ info }: { info: DoneInfo }) {
  const { t, choice } = useT();
  const [showPublic, setShowPublic] = useState(false);
  const openGoogle = async () => {
    const copied = await copyText(info.text);
    if (!copied)
      toast({
        title: t('done.copyFailed'),
        description: t('done.copyManually'),
        variant: 'destructive',
        duration: 12000,
      });
    else toast({ title: t('done.copied'), description: t('done.paste'), variant: 'success' });
    window.open(info.googleReviewUrl ?? googleSearchUrl(info.businessName), '_blank', 'noopener');
    // Tells the owner the customer went to post it (a private review sent first had no such mark).
    if (info.destination === 'private' && info.googleReviewUrl)
      void customerClient.markPosted(info.reviewId, info.token, info.googleReviewUrl).catch(() => undefined);
  };

  const publicPanel = (
    <Card className="flex w-full flex-col gap-3 p-4 text-left">
      {info.googleReviewUrl ? (
        <p className="text-sm text-stone-700">{info.destination === 'google' && info.opened ? t('done.opened') : t('done.tapBelow')}</p>
      ) : (
        <p className="text-sm text-stone-700">{t('done.noGoogle')}</p>
      )}
      <textarea
        readOnly
        value={info.text}
        aria-label={t('done.textLabel')}
        className="min-h-28 w-full rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm text-stone-800"
      />
      {/* A long business name wraps rather than pushing the page wider than a phone. */}
      <Button
        size="lg"
        className="h-auto! min-h-12 py-2 whitespace-normal!"
        icon={info.googleReviewUrl ? <ExternalLink className="h-5 w-5" /> : <Search className="h-5 w-5" />}
        onClick={() => void openGoogle()}
      >
        {info.googleReviewUrl
          ? info.opened
            ? t('done.openAgain')
            : t('done.copyOpen')
          : t('done.copySearch', { business: info.businessName })}
      </Button>
      {!info.copied && info.destination === 'google' ? <p className="text-sm text-amber-800">{t('done.copyManually')}</p> : null}
    </Card>
  );

  return (
    <div className="flex flex-col items-center gap-5 text-center" data-testid="done-step">
      <CheckCircle2 className="h-14 w-14 text-emerald-600" aria-hidden />
      <div>
        <h2 className="text-2xl font-bold text-stone-900">{info.again ? t('done.again') : t('done.thanks')}</h2>
        {info.again ? <p className="mt-1 text-stone-700">{t('done.meansALot', { business: closeSentence(info.businessName) })}</p> : null}
        <div className="mt-2 flex items-center justify-center gap-2 text-stone-600">
          <StarRating value={info.stars} readOnly size="sm" /> <span>{t('done.starReview', { stars: info.stars })}</span>
        </div>
      </div>
      {info.destination === 'private' ? (
        <>
          <p className="text-stone-700">{t('done.privateSent')}</p>
          <WebsiteChoice info={info} />
          {info.again && !showPublic ? (
            <Card className="w-full p-4 text-left">
              <h3 className="text-sm font-semibold text-stone-900">{t('done.whatYouSent')}</h3>
              <p className="mt-1 whitespace-pre-line text-stone-800">{info.text}</p>
            </Card>
          ) : null}
          {showPublic ? (
            publicPanel
          ) : (
            <Button variant="outline" className="h-auto! min-h-11 py-2 whitespace-normal!" onClick={() => setShowPublic(true)}>
              {t('done.alsoPublic')}
            </Button>
          )}
        </>
      ) : (
        <>
          {publicPanel}
          <WebsiteChoice info={info} />
          <a
            href={withToken(withLanguage(`/feedback?submissionId=${info.submissionId}&reviewId=${info.reviewId}`, choice), info.token)}
            className="flex min-h-11 items-center gap-1.5 px-2 text-sm font-medium text-brand-700 underline"
          >
            <Lock className="h-4 w-4" aria-hidden /> {t('done.privatelyToo')}
          </a>
        </>
      )}
    </div>
  );
}
