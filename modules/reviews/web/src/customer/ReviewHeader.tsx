import { MapPin, Users, Wrench } from 'lucide-react';
import { Badge, supportEmailInPage } from '@korero/web-kit';
import { helpPage } from '@korero/module-help/contract/pages';

/** Who is asking and about what: the business's logo, the greeting, the job, the team. */
export function ReviewHeader({
  businessName,
  logoUrl,
  customerName,
  job,
  location,
  team,
  shared = false,
}: {
  businessName: string;
  logoUrl: string | null;
  customerName: string;
  job: string;
  location: string;
  team: string[];
  /** A reopened link: the review is already shared, so the header no longer asks how it went. */
  shared?: boolean;
}) {
  const first = customerName.split(/\s+/)[0] ?? customerName;
  return (
    <header className="flex flex-col items-center gap-3 text-center">
      <BusinessLogo businessName={businessName} logoUrl={logoUrl} />
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{shared ? 'Your Review' : 'Share Your Experience'}</h1>
        <p className="mt-1 text-stone-600">
          Kia ora {first}! {shared ? 'Here is your review of ' : 'How did '}
          <span className="font-semibold text-stone-900">{businessName}</span>
          {shared ? '.' : ' do?'}
        </p>
      </div>
      <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-sm text-stone-600">
        <li className="flex items-center gap-1.5">
          <Wrench className="h-4 w-4 text-brand-700" aria-hidden /> {job}
        </li>
        <li className="flex items-center gap-1.5">
          <MapPin className="h-4 w-4 text-brand-700" aria-hidden /> {location}
        </li>
      </ul>
      {team.length ? (
        <div className="flex flex-wrap items-center justify-center gap-1.5">
          <Users className="h-4 w-4 text-brand-700" aria-hidden />
          {team.map((name) => (
            <Badge key={name} tone="brand">
              {name}
            </Badge>
          ))}
        </div>
      ) : null}
    </header>
  );
}

/** The business's logo (its plan allows one), else its initial: the same mark on every customer page. */
export function BusinessLogo({ businessName, logoUrl }: { businessName: string; logoUrl: string | null }) {
  return logoUrl ? (
    <img
      src={logoUrl}
      alt={`${businessName} logo`}
      width={64}
      height={64}
      className="h-16 w-16 rounded-xl bg-white object-contain shadow-sm"
    />
  ) : (
    <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white" aria-hidden>
      {businessName[0]?.toUpperCase()}
    </span>
  );
}

/**
 * The short privacy notice (Privacy Act 2020, IPP3): what, why, who sees it, how to ask for deletion; and, given
 * `source`, where the business got the customer's details (issue 47, IPP3A), as the server words it.
 */
export function PrivacyNote({ source }: { source?: string | undefined } = {}) {
  // From the page itself: the lean customer pages have no query cache to ask the site's status with.
  const email = supportEmailInPage();
  return (
    <p className="text-xs leading-relaxed text-stone-500">
      <strong className="font-semibold text-stone-600">Your privacy:</strong> {source ? `${source} ` : ''}Korero keeps your rating, the
      points you tick, your words and any photos to draft your review and pass your feedback to this business; only they (and Korero, to run
      the service) can see it. Voice recordings are deleted once turned into text. To see, correct or delete your information,{' '}
      {email ? `email ${email} or ` : ''}read our{' '}
      <a href={helpPage('/privacy-policy')} className="underline">
        privacy policy
      </a>{' '}
      (NZ Privacy Act 2020).
    </p>
  );
}
