import { Link } from 'react-router';
import { Lock } from 'lucide-react';
import { Badge, Button, Notice, Textarea, useModuleEnabled } from '@korero/web-kit';
import { BRAND_GREETING, SMS_MAX, SMS_PLACEHOLDERS, STOP_LINE, type SmsRule } from '../../../contract/sms.ts';
import { subscriptionPage } from '@korero/module-subscription/contract/pages';

/**
 * The SMS text as the plan allows: Free sees it locked; Professional edits what sits between the fixed greeting and
 * the fixed STOP line; Business edits everything but the STOP line.
 */
export function SmsMessageField({
  id,
  rule,
  body,
  onBody,
  error,
  describedBy,
  greeting = BRAND_GREETING,
  lang,
  optional = false,
}: {
  id: string;
  rule: SmsRule;
  body: string;
  onBody: (next: string) => void;
  error?: string | undefined;
  describedBy?: string | undefined;
  /** The greeting Professional fixes: Korero's in English, or in te reo for the te reo text. */
  greeting?: string;
  /** The language the owner writes in (the te reo text's is 'mi'). */
  lang?: string;
  /** An empty text is fine (the te reo one): no nudge to add the placeholders until the owner writes. */
  optional?: boolean;
}) {
  const subscriptionOn = useModuleEnabled('subscription');
  const prefix = rule === 'branded' ? greeting : '';
  const full = `${prefix}${body.trim()} ${STOP_LINE}`;
  const over = full.length > SMS_MAX;
  const missing = SMS_PLACEHOLDERS.filter((p) => !full.includes(p));

  return (
    <div className="flex flex-col gap-2">
      {rule === 'locked' ? (
        <Notice tone="info" title="Custom SMS text is part of Professional">
          On Free, invitations go by link and QR code, and this is the text Korero would send.{' '}
          {subscriptionOn ? (
            <Link to={subscriptionPage('/subscription')} className="font-medium underline">
              See plans
            </Link>
          ) : null}
        </Notice>
      ) : null}
      <div
        className={`rounded-lg border ${error || over ? 'border-red-500' : 'border-stone-300'} bg-white focus-within:ring-2 focus-within:ring-brand-600/40`}
      >
        {prefix ? (
          <div className="flex items-center gap-2 border-b border-stone-100 px-3 py-1.5 text-sm text-stone-600">
            <Lock className="h-3.5 w-3.5" aria-hidden />{' '}
            <span className="font-medium" lang={lang}>
              {prefix.trim()}
            </span>
            <span className="text-xs text-stone-500">(required on Professional)</span>
          </div>
        ) : null}
        <Textarea
          id={id}
          aria-describedby={describedBy}
          value={body}
          lang={lang}
          disabled={rule === 'locked'}
          rows={3}
          className="border-0 shadow-none focus:ring-0"
          onChange={(e) => onBody(e.target.value)}
        />
        <div className="flex items-center gap-2 border-t border-stone-100 px-3 py-1.5 text-sm text-stone-600">
          <Lock className="h-3.5 w-3.5" aria-hidden /> {STOP_LINE}{' '}
          <span className="text-xs text-stone-500">(always added, as the law requires)</span>
        </div>
      </div>
      <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
        <div className="flex flex-wrap items-center gap-1.5">
          {rule !== 'locked'
            ? SMS_PLACEHOLDERS.map((p) => (
                <Button key={p} size="sm" variant="ghost" className="h-7 px-2 text-xs" onClick={() => onBody(`${body.trimEnd()} ${p}`)}>
                  + {p}
                </Button>
              ))
            : null}
        </div>
      </div>
      {over ? <p className="text-sm text-red-700">Message exceeds 160 character SMS limit</p> : null}
      {!over && missing.length && rule !== 'locked' && !(optional && !body.trim()) ? (
        <p className="text-sm text-amber-800">
          Include{' '}
          {missing.map((m) => (
            <Badge key={m} className="mx-0.5">
              {m}
            </Badge>
          ))}{' '}
          so each text names you, the job and the review link.
        </p>
      ) : null}
      {error ? (
        <p className="text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
