import { type ReactNode, useEffect, useId, useRef } from 'react';
import { ExternalLink, Lock, RotateCcw, Send } from 'lucide-react';
import { Button, Card, cn, Textarea, useT, type Translator } from '@korero/web-kit';
import { english } from '../../../locales/index.ts';
import { StarRating } from './StarRating.tsx';

export type Destination = 'google' | 'private' | null;

// The statements in English, as the tests name them; the page shows them in the customer's language (locales/).
export const SHOW_ON_WEBSITE_TEXT = english.t('consent.website');

/** What a review for Google asks: it is honest, nothing was offered for it, and the customer posts it themselves. */
export const GOOGLE_CONSENT_TEXT = english.t('consent.google');

/** What private feedback asks (decisions.md, "Promises across modules"): only that it is the customer's honest experience. */
export const PRIVATE_CONSENT_TEXT = english.t('consent.private');

/** The statement for a destination; before one is chosen, the private (smaller) one, shown but not yet open to tick. */
const consentText = (destination: Destination, t: Translator['t']): string =>
  t(destination === 'google' ? 'consent.google' : 'consent.private');

/** Why the send button is disabled, or null when it is not (the first thing missing, top to bottom). */
function sendBlockedBy(state: { text: string; destination: Destination; consent: boolean }, t: Translator['t']): string | null {
  if (!state.text.trim()) return t('approve.blocked.text');
  if (!state.destination) return t('approve.blocked.destination');
  if (!state.consent) return t('approve.blocked.consent');
  return null;
}

/**
 * The draft to edit and approve, an equal choice of where it goes, and the statement for that destination. The
 * invitation's page and the simple form's preview both approve through it, so both ask the same and weigh both the same.
 */
export function ApproveStep(props: {
  stars: number;
  text: string;
  onText: (text: string) => void;
  consent: boolean;
  onConsent: (consent: boolean) => void;
  /** The website box (issue 37): unticked unless the customer ticks it; offered only for a review for Google. */
  showOnWebsite: boolean;
  onShowOnWebsite: (show: boolean) => void;
  destination: Destination;
  onDestination: (d: Destination) => void;
  submitting: boolean;
  /** "Edit & Regenerate": back to the choices (the invitation's page). */
  onBack?: () => void;
  /** Another action in the back button's place (the preview's "Save Changes"). */
  secondary?: { label: string; icon: ReactNode; loading: boolean; onClick: () => void };
  /** The longest text the page can store (shown as a count when set). */
  maxLength?: number;
  onSubmit: () => void;
}) {
  const { stars, text, consent, destination, submitting, maxLength } = props;
  const { t, languages } = useT();
  // Drafts are written in English (the embedded writer knows no other language): on a page in te reo it says so.
  const englishDraft = languages[0] !== 'en';
  const draft = useRef<HTMLTextAreaElement>(null);
  const choices = useRef<Record<'google' | 'private', HTMLButtonElement | null>>({ google: null, private: null });
  // The statement the tick was given under: a tick for private feedback's statement is not one for Google's.
  const tickedFor = useRef<Destination>(null);
  const ids = useId();
  const reasonId = `${ids}-reason`;
  const consentHintId = `${ids}-consent-hint`;
  // Straight after Generate, the draft is what the customer reads and edits next: focus goes there.
  useEffect(() => {
    draft.current?.focus({ preventScroll: false });
  }, []);
  const choose = (next: Destination) => {
    // Google asks more than private feedback: a tick given for less is asked again.
    if (next === 'google' && consent && tickedFor.current !== 'google') props.onConsent(false);
    // Only a review for Google may be shown on the business's website.
    if (next !== 'google' && props.showOnWebsite) props.onShowOnWebsite(false);
    props.onDestination(next);
  };
  const other = (value: 'google' | 'private') => (value === 'google' ? 'private' : 'google');
  const label = t(
    destination === 'google' ? 'approve.submit.google' : destination === 'private' ? 'approve.submit.private' : 'approve.submit.none',
  );
  const blocked = sendBlockedBy({ text, destination, consent }, t);
  const reason = submitting ? t('approve.sending') : blocked;
  const choice = (value: Exclude<Destination, null>, title: string, detail: string, Icon: typeof ExternalLink) => (
    <button
      type="button"
      role="radio"
      ref={(el) => {
        choices.current[value] = el;
      }}
      aria-checked={destination === value}
      // One stop for Tab (the chosen one, else the first); arrow keys move between the two and choose, as radios do.
      tabIndex={destination === value || (destination === null && value === 'google') ? 0 : -1}
      onKeyDown={(e) => {
        if (!['ArrowRight', 'ArrowLeft', 'ArrowUp', 'ArrowDown'].includes(e.key)) return;
        e.preventDefault();
        choose(other(value));
        choices.current[other(value)]?.focus();
      }}
      onClick={() => choose(destination === value ? null : value)}
      className={cn(
        'flex min-h-11 flex-1 items-start gap-3 rounded-xl border-2 p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-brand-700',
        destination === value ? 'border-brand-700 bg-brand-50' : 'border-stone-200 bg-white hover:border-stone-300',
      )}
    >
      <Icon className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
      <span>
        <span className="block font-semibold text-stone-900">{title}</span>
        <span className="block text-sm text-stone-600">{detail}</span>
      </span>
    </button>
  );

  return (
    <div className="flex flex-col gap-5" data-testid="approve-step">
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-stone-900">{t('approve.heading')}</h2>
          <StarRating value={stars} readOnly size="sm" />
        </div>
        <Textarea
          ref={draft}
          lang={englishDraft ? 'en-NZ' : undefined}
          aria-label={t('approve.textLabel')}
          rows={7}
          value={text}
          onChange={(e) => props.onText(e.target.value)}
          maxLength={maxLength ?? 5000}
        />
        <div className="flex items-start justify-between gap-2 text-xs text-stone-500">
          <p>
            {t('approve.aiNote')}
            {englishDraft ? <span className="mt-1 block font-medium text-stone-700">{t('approve.draftInEnglish')}</span> : null}
          </p>
          {maxLength ? (
            <span aria-live="polite" className="shrink-0">
              {text.length}/{maxLength}
            </span>
          ) : null}
        </div>
      </Card>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-900">{t('approve.where')}</legend>
        <div role="radiogroup" aria-label={t('approve.destination')} className="flex flex-col gap-3 sm:flex-row">
          {choice('google', t('approve.google.title'), t('approve.google.detail'), ExternalLink)}
          {choice('private', t('approve.private.title'), t('approve.private.detail'), Lock)}
        </div>
      </fieldset>

      {/* The words follow the destination: private feedback asks only that it is honest; Google asks more. */}
      <div className="rounded-xl border border-stone-200 bg-white" data-testid="consent-box">
        <label className={cn('flex min-h-11 items-start gap-3 p-4', destination ? 'cursor-pointer' : 'cursor-not-allowed')}>
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            checked={consent}
            disabled={!destination}
            aria-describedby={destination ? undefined : consentHintId}
            onChange={(e) => {
              tickedFor.current = e.target.checked ? destination : null;
              props.onConsent(e.target.checked);
            }}
          />
          <span className={cn('text-sm', destination ? 'text-stone-800' : 'text-stone-600')}>{consentText(destination, t)}</span>
        </label>
        {destination ? null : (
          <p id={consentHintId} className="-mt-2 px-4 pb-3 pl-12 text-xs text-stone-600">
            {t('approve.consentHint')}
          </p>
        )}
      </div>

      {destination === 'google' ? (
        <label className="flex min-h-11 cursor-pointer items-start gap-3 rounded-xl border border-stone-200 bg-white p-4">
          <input
            type="checkbox"
            className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
            checked={props.showOnWebsite}
            onChange={(e) => props.onShowOnWebsite(e.target.checked)}
          />
          <span className="text-sm text-stone-800">
            {t('consent.website')} <span className="text-stone-600">{t('approve.websiteNote')}</span>
          </span>
        </label>
      ) : null}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-start sm:justify-between">
        {props.secondary ? (
          <Button
            variant="outline"
            className="min-h-11"
            icon={props.secondary.icon}
            loading={props.secondary.loading}
            onClick={props.secondary.onClick}
            disabled={submitting}
            aria-describedby={submitting ? reasonId : undefined}
          >
            {props.secondary.label}
          </Button>
        ) : props.onBack ? (
          <Button
            variant="outline"
            className="min-h-11"
            icon={<RotateCcw className="h-4 w-4" />}
            onClick={props.onBack}
            disabled={submitting}
            aria-describedby={submitting ? reasonId : undefined}
          >
            {t('approve.back')}
          </Button>
        ) : (
          <span />
        )}
        <div className="flex flex-col gap-1 sm:items-end">
          <Button
            size="lg"
            icon={<Send className="h-5 w-5" />}
            loading={submitting}
            disabled={Boolean(blocked) || submitting}
            aria-describedby={reason ? reasonId : undefined}
            onClick={props.onSubmit}
          >
            {label}
          </Button>
          {/* Says why the button is disabled, next to it, and again as the reason changes. */}
          <p id={reasonId} aria-live="polite" className="text-sm text-stone-600 sm:text-right" data-testid="send-reason">
            {reason ?? ''}
          </p>
        </div>
      </div>
    </div>
  );
}
