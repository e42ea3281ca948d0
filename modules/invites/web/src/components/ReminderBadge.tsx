import { BellRing, BellOff, Ban } from 'lucide-react';
import { Badge, formatDate } from '@korero/web-kit';
import type { InviteRow } from '../../../contract/api.ts';

/** What became, or will become, of an invitation's reminders, in a few words (the reason of a skip in full). */
export function ReminderBadge({ reminder }: { reminder: InviteRow['reminder'] }) {
  switch (reminder.state) {
    case 'scheduled':
      return (
        <Badge tone="info">
          <BellRing className="h-3 w-3" aria-hidden /> Reminder {formatDate(reminder.nextAt)}
          {reminder.sent ? ` (${reminder.sent} sent)` : ''}
        </Badge>
      );
    case 'sent':
      return (
        <Badge tone="neutral">
          <BellRing className="h-3 w-3" aria-hidden /> {reminder.sent === 1 ? 'Reminder sent' : `${reminder.sent} reminders sent`}
        </Badge>
      );
    case 'skipped':
      return (
        <Badge tone="warning" title={reminder.reason ?? undefined}>
          <BellOff className="h-3 w-3" aria-hidden /> {reminder.reason ?? 'Reminder not sent'}
        </Badge>
      );
    case 'cancelled':
      return (
        <Badge tone="danger">
          <Ban className="h-3 w-3" aria-hidden /> Cancelled
        </Badge>
      );
    default:
      return null;
  }
}
