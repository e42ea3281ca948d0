import { complianceSettings } from '@korero/config/compliance';
import { formatDateTime, type BadgeTone } from '@korero/web-kit';

const REASONS = new Map<string, string>(
  [...complianceSettings.skipReasons, ...complianceSettings.automaticSkipReasons].map((r) => [r.id, r.label.replace(' (with a note)', '')]),
);
/** A skip reason's words, as the compliance records show it. */
export const reasonLabel = (id: string | null) => (id ? (REASONS.get(id) ?? id) : '');

export const OUTCOME: Record<'asked' | 'held' | 'skipped', { label: string; tone: BadgeTone }> = {
  asked: { label: 'Asked', tone: 'success' },
  held: { label: 'Waiting', tone: 'info' },
  skipped: { label: 'Not asked', tone: 'neutral' },
};

/** "by text, 2:00 pm Tue 1 Dec" */
export function howAndWhen(channel: 'sms' | 'email' | null, at: string | null): string {
  const how = channel === 'sms' ? 'by text' : channel === 'email' ? 'by email' : '';
  return [how, at ? formatDateTime(at) : ''].filter(Boolean).join(', ');
}
