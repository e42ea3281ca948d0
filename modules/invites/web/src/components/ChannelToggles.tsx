import { Link } from 'react-router';
import { Mail, MessageCircle, MessageSquare } from 'lucide-react';
import { Badge, cn, Switch, useModuleEnabled } from '@korero/web-kit';
import { subscriptionPage } from '@korero/module-subscription/contract/pages';

export interface Channels {
  sendSms: boolean;
  sendEmail: boolean;
  sendMessenger: boolean;
}

/** How the invitation goes out. Link and QR always work; the others depend on the plan and the Facebook connection. */
export function ChannelToggles({
  value,
  onChange,
  professional,
  messengerEnabled,
}: {
  value: Channels;
  onChange: (next: Channels) => void;
  professional: boolean;
  /** Null while the Page's connection is not known yet: the switch takes a tap meanwhile. */
  messengerEnabled: boolean | null;
}) {
  const subscriptionOn = useModuleEnabled('subscription');
  const rows = [
    {
      key: 'sendSms' as const,
      label: 'Text message (SMS)',
      icon: MessageSquare,
      locked: !professional,
      hint: professional ? 'Sent from Korero with your SMS text' : 'Needs Professional',
    },
    {
      key: 'sendEmail' as const,
      label: 'Email',
      icon: Mail,
      locked: !professional,
      hint: professional ? 'With your name and logo, and an unsubscribe link' : 'Needs Professional',
    },
    {
      key: 'sendMessenger' as const,
      label: 'Facebook Messenger',
      icon: MessageCircle,
      locked: messengerEnabled === false,
      hint: messengerEnabled === false ? 'Connect your Facebook Page in Settings first' : 'To a customer who messaged your Page',
    },
  ];
  return (
    <div className="flex flex-col gap-2">
      {rows.map(({ key, label, icon: Icon, locked, hint }) => (
        <label
          key={key}
          className={cn(
            'flex items-center justify-between gap-3 rounded-lg border px-3 py-2.5',
            value[key] ? 'border-brand-300 bg-brand-50' : 'border-stone-200',
            // Greyed only when it cannot be switched on; Messenger without a Page stays readable, it says why when tapped.
            locked && key !== 'sendMessenger' && 'opacity-70',
          )}
        >
          <span className="flex min-w-0 items-center gap-3">
            <Icon className="h-5 w-5 shrink-0 text-brand-700" aria-hidden />
            <span className="flex min-w-0 flex-col">
              <span className="text-sm font-medium text-stone-900">{label}</span>
              <span className="text-xs text-stone-500">
                {hint}
                {locked && key !== 'sendMessenger' && subscriptionOn ? (
                  <>
                    {' · '}
                    <Link to={subscriptionPage('/subscription')} className="font-medium text-brand-700 underline">
                      Upgrade
                    </Link>
                  </>
                ) : null}
              </span>
            </span>
          </span>
          <span className="flex shrink-0 items-center gap-2">
            {/* The hint already says so on a phone, where the badge would squeeze the channel's name. */}
            {locked && key !== 'sendMessenger' ? (
              <span className="hidden sm:inline">
                <Badge tone="info">Professional</Badge>
              </span>
            ) : null}
            <Switch
              checked={value[key]}
              // Messenger stays tappable when not connected: the form then says why ('Facebook Not Connected').
              disabled={locked && key !== 'sendMessenger'}
              aria-label={label}
              onCheckedChange={(checked) => onChange({ ...value, [key]: checked })}
            />
          </span>
        </label>
      ))}
    </div>
  );
}
