import type { Analytics, Credited } from '../../../contract/api.ts';
import { Bar, NothingYet, Section, Table } from '../components/parts.tsx';
import { ratingTone } from '../rating.ts';

const CHANNEL_LABELS = { sms: 'SMS', email: 'Email', messenger: 'Messenger', link: 'Link (shared by you)', qr: 'QR code (scanned)' };

const percent = (part: number, whole: number) => (whole > 0 ? `${Math.round((part / whole) * 100)}%` : '—');

/** Performance: measured invitation figures (funnel, destinations by rating, review length, channels, team). */
export function PerformanceTab({ a }: { a: Analytics }) {
  const p = a.performance;
  if (p.funnel.sent === 0 && a.totalReviews === 0) return <NothingYet />;
  const f = p.funnel;
  const steps = [
    { label: 'Sent', value: f.sent },
    { label: 'Opened', value: f.opened },
    { label: 'Started (chose stars, had a draft)', value: f.started },
    { label: 'Finished', value: f.completed },
  ];
  return (
    <div className="flex flex-col gap-4">
      <Section title="What became of your invitations" hint="Invitations sent in this range, and how far their customers got.">
        <div className="flex flex-col gap-2">
          {steps.map((s) => (
            <Bar key={s.label} label={`${s.label} (${percent(s.value, f.sent)})`} value={s.value} max={f.sent} />
          ))}
        </div>
      </Section>
      <Section
        title="Google or private, by rating"
        hint="Every customer is offered both at every rating: Korero never steers unhappy customers away from Google."
      >
        <Table
          label="Destinations by rating"
          head={['Stars', 'Google', 'Private', 'Not chosen yet']}
          rows={p.destinations.map((d) => [`${d.band} ★`, d.google, d.private, d.undecided])}
        />
      </Section>
      <Section title="The reviews themselves">
        <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-stone-600">Median length</dt>
            <dd className="text-lg font-semibold text-stone-900">{p.medianWords === null ? '—' : `${p.medianWords} words`}</dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">With photos</dt>
            <dd className="text-lg font-semibold text-stone-900">
              {p.withPhotos} ({percent(p.withPhotos, a.totalReviews)})
            </dd>
          </div>
          <div>
            <dt className="text-sm text-stone-600">Spoken with voice-to-text</dt>
            <dd className="text-lg font-semibold text-stone-900">
              {p.withVoice} ({percent(p.withVoice, a.totalReviews)})
            </dd>
          </div>
        </dl>
      </Section>
      <Section title="By channel" hint="An invitation sent by SMS and email counts under both.">
        <Table
          label="Invitations by channel"
          head={['Channel', 'Sent', 'Opened', 'Finished']}
          rows={p.channels.map((c) => [CHANNEL_LABELS[c.channel], c.sent, c.opened, `${c.completed} (${percent(c.completed, c.sent)})`])}
        />
      </Section>
      <Section title="By person" hint="The people credited on invitations, and the reviews that name them.">
        {p.members.length === 0 ? (
          <p className="text-sm text-stone-600">No one was credited in this range. Choose who did the job when you create an invitation.</p>
        ) : (
          <CreditTable label="People" rows={p.members} />
        )}
      </Section>
      {/* Teams apart: a team credited as a whole is not a person, and its average is the team's. */}
      {p.teams.length ? (
        <Section title="By team" hint="Teams credited as a whole on invitations, and the reviews of their jobs.">
          <CreditTable label="Teams" rows={p.teams} />
        </Section>
      ) : null}
    </div>
  );
}

function CreditTable({ label, rows }: { label: string; rows: Credited[] }) {
  return (
    <Table
      label={label}
      head={[label === 'Teams' ? 'Team' : 'Name', 'Invitations', 'Finished', 'Reviews', 'Average']}
      rows={rows.map((m) => [
        m.name,
        m.invitations,
        m.completed,
        m.reviews,
        <span key="r" className={ratingTone(m.averageRating)}>
          {m.averageRating === null ? 'No reviews yet' : m.averageRating.toFixed(1)}
        </span>,
      ])}
    />
  );
}
