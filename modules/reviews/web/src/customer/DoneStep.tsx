import { closeSentence } from '@korero/web-kit';
import { useState } from 'react';
import { CheckCircle2, ExternalLink, Lock, Search } from 'lucide-react';
import { Button, Card, toast } from '@korero/web-kit';
import { customerClient } from '../../../contract/client.ts';
import { withToken } from './api.ts';
import { copyText, googleSearchUrl } from './copy-and-open.ts';
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
      toast({ title: 'Could not take it down', description: (error as Error).message, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="flex w-full flex-col gap-3 p-4 text-left" data-testid="website-choice">
      {takenDown ? (
        <p className="text-sm text-stone-700" role="status">
          Your review is off {info.businessName}&apos;s website. It stays with the business, but their website no longer shows it.
        </p>
      ) : (
        <>
          <p className="text-sm text-stone-700">
            {info.businessName} may show your review and first name on its website. Changed your mind? Take it down here, now or whenever
            you open this same link again.
          </p>
          {/* The Button's own height and nowrap come later in the stylesheet than these, hence the "!": without it a
              long business name kept this on one line, 434 px wide on a 390 px phone. */}
          <Button variant="outline" className="h-auto! min-h-11 py-2 whitespace-normal!" loading={busy} onClick={() => void takeDown()}>
            Take my review off {info.businessName}&apos;s website
          </Button>
        </>
      )}
    </Card>
  );
}

/** Thank you, and the way onwards: Google (with a fallback if the tab was blocked), or private with the public option kept open. */
export function DoneStep({ info }: { info: DoneInfo }) {
  const [showPublic, setShowPublic] = useState(false);
  const openGoogle = async () => {
    const copied = await copyText(info.text);
    if (!copied)
      toast({
        title: 'Copy failed',
        description: 'Please manually copy the review text shown above.',
        variant: 'destructive',
        duration: 12000,
      });
    else toast({ title: 'Review copied', description: 'Paste it into the Google review box.', variant: 'success' });
    window.open(info.googleReviewUrl ?? googleSearchUrl(info.businessName), '_blank', 'noopener');
    // Tells the owner the customer went to post it (a private review sent first had no such mark).
    if (info.destination === 'private' && info.googleReviewUrl)
      void customerClient.markPosted(info.reviewId, info.token, info.googleReviewUrl).catch(() => undefined);
  };

  const publicPanel = (
    <Card className="flex w-full flex-col gap-3 p-4 text-left">
      {info.googleReviewUrl ? (
        <p className="text-sm text-stone-700">
          {info.destination === 'google' && info.opened
            ? 'Your review is copied and Google opened in a new tab: paste it into the review box and post it.'
            : 'Tap below: we copy your review and open Google, where you paste it and post it yourself.'}
        </p>
      ) : (
        <p className="text-sm text-stone-700">The business owner hasn&apos;t set up Google Reviews integration yet.</p>
      )}
      <textarea
        readOnly
        value={info.text}
        aria-label="Your review text"
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
            ? 'Open Google Reviews Again'
            : 'Copy & Open Google Reviews'
          : `Copy & Search for ${info.businessName}`}
      </Button>
      {!info.copied && info.destination === 'google' ? (
        <p className="text-sm text-amber-800">Please manually copy the review text shown above.</p>
      ) : null}
    </Card>
  );

  return (
    <div className="flex flex-col items-center gap-5 text-center" data-testid="done-step">
      <CheckCircle2 className="h-14 w-14 text-emerald-600" aria-hidden />
      <div>
        <h2 className="text-2xl font-bold text-stone-900">{info.again ? 'You’ve already shared your review' : 'Thank you!'}</h2>
        {info.again ? (
          <p className="mt-1 text-stone-700">Thank you for taking the time. It means a lot to {closeSentence(info.businessName)}</p>
        ) : null}
        <div className="mt-2 flex items-center justify-center gap-2 text-stone-600">
          <StarRating value={info.stars} readOnly size="sm" /> <span>{info.stars}-star review</span>
        </div>
      </div>
      {info.destination === 'private' ? (
        <>
          <p className="text-stone-700">Your private feedback has been sent to the business owner.</p>
          <WebsiteChoice info={info} />
          {info.again && !showPublic ? (
            <Card className="w-full p-4 text-left">
              <h3 className="text-sm font-semibold text-stone-900">What you sent</h3>
              <p className="mt-1 whitespace-pre-line text-stone-800">{info.text}</p>
            </Card>
          ) : null}
          {showPublic ? (
            publicPanel
          ) : (
            <Button variant="outline" className="h-auto! min-h-11 py-2 whitespace-normal!" onClick={() => setShowPublic(true)}>
              I&apos;d also like to post it publicly
            </Button>
          )}
        </>
      ) : (
        <>
          {publicPanel}
          <WebsiteChoice info={info} />
          <a
            href={withToken(`/feedback?submissionId=${info.submissionId}&reviewId=${info.reviewId}`, info.token)}
            className="flex min-h-11 items-center gap-1.5 px-2 text-sm font-medium text-brand-700 underline"
          >
            <Lock className="h-4 w-4" aria-hidden /> Something to tell the owner privately as well?
          </a>
        </>
      )}
    </div>
  );
}
