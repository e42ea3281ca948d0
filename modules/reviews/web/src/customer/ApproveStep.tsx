import { type ReactNode, useEffect, useRef } from 'react';
import { ExternalLink, Lock, RotateCcw, Send } from 'lucide-react';
import { Button, Card, cn, Textarea } from '@korero/web-kit';
import { StarRating } from './StarRating.tsx';

export type Destination = 'google' | 'private' | null;

export const SHOW_ON_WEBSITE_TEXT = 'The business may show my review and first name on its website';

export const CONSENT_TEXT =
  'I confirm this review reflects my own honest experience. I understand no incentive was offered and I will post it using my Google account.';

/**
 * The draft to edit and approve, the honest-review confirmation, and an equal choice of where it goes. The invitation's
 * page and the simple form's preview both approve through it, so both ask the same consent and weigh both the same.
 */
export function ApproveStep(props: {
  stars: number;
  text: string;
  onText: (text: string) => void;
  consent: boolean;
  onConsent: (consent: boolean) => void;
  /** The second box (issue 37): unticked unless the customer ticks it, whichever destination they choose. */
  showOnWebsite: boolean;
  onShowOnWebsite: (show: boolean) => void;
  destination: Destination;
  onDestination: (d: Destination) => void;
  submitting: boolean;
  /** "Edit & Regenerate": back to the choices (the invitation's page). */
  onBack?: () => void;
  /** Another action in the back button's place (the preview's "Save Changes"). */
  secondary?: ReactNode;
  /** The longest text the page can store (shown as a count when set). */
  maxLength?: number;
  onSubmit: () => void;
}) {
  const { stars, text, consent, destination, submitting, maxLength } = props;
  const draft = useRef<HTMLTextAreaElement>(null);
  const choices = useRef<Record<'google' | 'private', HTMLButtonElement | null>>({ google: null, private: null });
  // Straight after Generate, the draft is what the customer reads and edits next: focus goes there.
  useEffect(() => {
    draft.current?.focus({ preventScroll: false });
  }, []);
  const other = (value: 'google' | 'private') => (value === 'google' ? 'private' : 'google');
  const label =
    destination === 'google' ? 'Submit & Go to Google' : destination === 'private' ? 'Send Private Feedback' : 'Choose Destination Above';
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
        props.onDestination(other(value));
        choices.current[other(value)]?.focus();
      }}
      onClick={() => props.onDestination(destination === value ? null : value)}
      className={cn(
        'flex flex-1 items-start gap-3 rounded-xl border-2 p-4 text-left transition-colors focus-visible:outline-2 focus-visible:outline-brand-700',
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
    <div className="flex flex-col gap-5">
      <Card className="flex flex-col gap-3 p-4">
        <div className="flex items-center justify-between gap-2">
          <h2 className="text-lg font-semibold text-stone-900">Your review</h2>
          <StarRating value={stars} readOnly size="sm" />
        </div>
        <Textarea
          ref={draft}
          aria-label="Review text"
          rows={7}
          value={text}
          onChange={(e) => props.onText(e.target.value)}
          maxLength={maxLength ?? 5000}
        />
        <div className="flex items-start justify-between gap-2 text-xs text-stone-500">
          <p>AI drafted this from your choices. Change anything: it should sound like you.</p>
          {maxLength ? (
            <span aria-live="polite" className="shrink-0">
              {text.length}/{maxLength}
            </span>
          ) : null}
        </div>
      </Card>

      <label className="flex items-start gap-3 rounded-xl border border-stone-200 bg-white p-4">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          checked={consent}
          onChange={(e) => props.onConsent(e.target.checked)}
        />
        <span className="text-sm text-stone-800">{CONSENT_TEXT}</span>
      </label>

      <label className="flex items-start gap-3 rounded-xl border border-stone-200 bg-white p-4">
        <input
          type="checkbox"
          className="mt-0.5 h-5 w-5 shrink-0 accent-brand-700"
          checked={props.showOnWebsite}
          onChange={(e) => props.onShowOnWebsite(e.target.checked)}
        />
        <span className="text-sm text-stone-800">
          {SHOW_ON_WEBSITE_TEXT} <span className="text-stone-600">(optional; you can take it down later)</span>
        </span>
      </label>

      <fieldset>
        <legend className="mb-2 text-sm font-semibold text-stone-900">Where should it go?</legend>
        <div role="radiogroup" aria-label="Destination" className="flex flex-col gap-3 sm:flex-row">
          {choice('google', 'Post a public Google review', 'We copy the text; you paste it on Google and post it yourself.', ExternalLink)}
          {choice('private', 'Send private feedback to owner', 'Only the business owner sees it.', Lock)}
        </div>
      </fieldset>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-between">
        {props.secondary ??
          (props.onBack ? (
            <Button variant="outline" icon={<RotateCcw className="h-4 w-4" />} onClick={props.onBack} disabled={submitting}>
              Edit &amp; Regenerate
            </Button>
          ) : (
            <span />
          ))}
        <Button
          size="lg"
          icon={<Send className="h-5 w-5" />}
          loading={submitting}
          disabled={!consent || !destination || submitting || !text.trim()}
          onClick={props.onSubmit}
        >
          {label}
        </Button>
      </div>
    </div>
  );
}
