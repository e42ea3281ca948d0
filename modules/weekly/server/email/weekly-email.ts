import { compliancePage } from '@korero/module-compliance/contract/pages';
import { followUpsPage } from '@korero/module-followups/contract/pages';
import { invitesPage } from '@korero/module-invites/contract/pages';
import { reviewsPage } from '@korero/module-reviews/contract/pages';
import { settingsPage } from '@korero/module-business/contract/pages';
import type { WeekFigures } from '../figures.ts';
import type { FigureLine, WeeklyEmailProps } from './WeeklyEmail.tsx';

export interface ComposedEmail {
  subject: string;
  text: string;
  html: string;
}

/** What every report names, whoever it goes to. */
export interface ReportParts {
  publicUrl: string;
  businessName: string;
  weekLabel: string;
  /** When the report is composed: the oldest follow-up's wait is counted to it. */
  now: Date;
  unsubscribeUrl: string;
}

const DAY = 86_400_000;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function waited(since: Date, now: Date): string {
  const days = Math.floor((now.getTime() - since.getTime()) / DAY);
  return days < 1 ? 'The oldest was opened today.' : `The oldest has waited ${plural(days, 'day', 'days')}.`;
}

/** The business's figures as lines, each linked to its screen; a line whose module does not run is left out. */
function businessLines(f: WeekFigures, p: ReportParts): FigureLine[] {
  const at = (path: string) => `${p.publicUrl}${path}`;
  const lines: FigureLine[] = [
    { label: 'Invitations sent', value: String(f.invitationsSent), href: at(invitesPage('/invites')), note: null },
    { label: 'Answers from customers', value: String(f.answers), href: at(reviewsPage('/reviews')), note: null },
  ];
  const google = at(reviewsPage('/reviews', { source: 'google' }));
  if (f.googlePosted !== null)
    lines.push({ label: 'Google reviews posted by your customers', value: String(f.googlePosted), href: google, note: null });
  if (f.repliesRejected !== null)
    lines.push({ label: 'Replies Google rejected', value: String(f.repliesRejected), href: google, note: null });
  if (f.followUps)
    lines.push({
      label: 'Follow-ups still open',
      value: String(f.followUps.unresolved),
      href: at(followUpsPage('/follow-ups')),
      note: f.followUps.oldestOpenedAt && f.followUps.unresolved ? waited(f.followUps.oldestOpenedAt, p.now) : null,
    });
  if (f.coverage)
    lines.push({
      label: 'Compliance coverage',
      value: f.coverage.percentage === null ? 'No jobs' : `${Math.round(f.coverage.percentage)}%`,
      href: at(compliancePage('/compliance')),
      note: f.coverage.jobs ? `${f.coverage.invited} of ${plural(f.coverage.jobs, 'job', 'jobs')} asked for a review.` : null,
    });
  return lines;
}

/** The renderer, loaded on the first report (not at start-up) and kept: the sweep composes thousands. */
let renderer: Promise<[typeof import('@react-email/render'), typeof import('react'), typeof import('./WeeklyEmail.tsx')]> | null = null;

async function render(props: WeeklyEmailProps, subject: string, text: string): Promise<ComposedEmail> {
  renderer ??= Promise.all([import('@react-email/render'), import('react'), import('./WeeklyEmail.tsx')]);
  const [{ render: draw }, { createElement }, { default: WeeklyEmail }] = await renderer.catch((error: unknown) => {
    renderer = null;
    throw error;
  });
  return { subject, text, html: await draw(createElement(WeeklyEmail, props)) };
}

/** Lines of the plain-text part: each figure with the address of its screen. */
const textLines = (lines: FigureLine[]) =>
  lines.flatMap((l) => [`${l.label}: ${l.value}`, ...(l.note ? [`  ${l.note}`] : []), `  ${l.href}`]);

/** The owner's and managers' report: the business's whole week. */
export async function businessReport(f: WeekFigures, p: ReportParts): Promise<ComposedEmail> {
  const lines = businessLines(f, p);
  const subject = `${p.businessName}: your week, ${p.weekLabel}`;
  const intro = `Here is how ${p.businessName} did last week.`;
  const dashboard = `${p.publicUrl}/`;
  const techniciansHref = `${p.publicUrl}${invitesPage('/invites')}`;
  const footer = `You get this every Monday as a person in ${p.businessName} on Korero.`;
  const settingsUrl = `${p.publicUrl}${settingsPage('account')}`;
  const text = [
    `${p.businessName}: ${p.weekLabel}`,
    '',
    intro,
    '',
    ...textLines(lines),
    ...(f.technicians.length
      ? [
          '',
          'Asks and answers by person:',
          ...f.technicians.map((t) => `- ${t.name}: asked ${t.asks}, answered ${t.answers}`),
          `  ${techniciansHref}`,
        ]
      : []),
    '',
    `Open your dashboard: ${dashboard}`,
    '',
    '—',
    footer,
    `Unsubscribe from the weekly report: ${p.unsubscribeUrl}`,
  ].join('\n');
  return render(
    {
      title: subject,
      preview: `${plural(f.invitationsSent, 'invitation', 'invitations')} sent, ${plural(f.answers, 'answer', 'answers')} from customers.`,
      businessName: p.businessName,
      weekLabel: p.weekLabel,
      intro,
      figures: lines,
      technicians: f.technicians,
      techniciansHref,
      buttonLabel: 'Open your dashboard',
      buttonUrl: dashboard,
      footer,
      settingsUrl,
      unsubscribeUrl: p.unsubscribeUrl,
    },
    subject,
    text,
  );
}

/** A technician's shorter one: their own asks and answers, and where to ask again. */
export async function technicianReport(mine: { asks: number; answers: number }, p: ReportParts): Promise<ComposedEmail> {
  const askUrl = `${p.publicUrl}${invitesPage('/ask')}`;
  const lines: FigureLine[] = [
    { label: 'Customers you asked for a review', value: String(mine.asks), href: askUrl, note: null },
    { label: 'Of them, answered', value: String(mine.answers), href: askUrl, note: null },
  ];
  const subject = `Your week at ${p.businessName}, ${p.weekLabel}`;
  const intro = mine.asks ? 'Thanks for asking your customers. Here is how it went.' : 'You asked no customers for a review last week.';
  const footer = `You asked for this weekly email in ${p.businessName} on Korero.`;
  const text = [
    `${p.businessName}: ${p.weekLabel}`,
    '',
    intro,
    '',
    ...textLines(lines),
    '',
    `Ask for a review: ${askUrl}`,
    '',
    '—',
    footer,
    `Unsubscribe from the weekly report: ${p.unsubscribeUrl}`,
  ].join('\n');
  return render(
    {
      title: subject,
      preview: `You asked ${plural(mine.asks, 'customer', 'customers')}; ${mine.answers} answered.`,
      businessName: p.businessName,
      weekLabel: p.weekLabel,
      intro,
      figures: lines,
      technicians: [],
      techniciansHref: askUrl,
      buttonLabel: 'Ask for a review',
      buttonUrl: askUrl,
      footer,
      settingsUrl: `${p.publicUrl}${settingsPage('account')}`,
      unsubscribeUrl: p.unsubscribeUrl,
    },
    subject,
    text,
  );
}
