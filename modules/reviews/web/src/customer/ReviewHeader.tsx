import { Fragment } from 'react';
import { MapPin, Users, Wrench } from 'lucide-react';
import { Badge, EachLanguage, supportEmailInPage, useT } from '@korero/web-kit';
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
  const { t } = useT();
  const first = customerName.split(/\s+/)[0] ?? customerName;
  return (
    <header className="flex flex-col items-center gap-3 text-center">
      <BusinessLogo businessName={businessName} logoUrl={logoUrl} />
      <div>
        <h1 className="text-2xl font-bold text-stone-900">{shared ? t('header.shared') : t('header.title')}</h1>
        <p className="mt-1 text-stone-600">
          <WithName text={t(shared ? 'header.sharedWith' : 'header.ask', { name: first, business: businessName })} name={businessName} />
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

/** A sentence with the business's name in it, the name in bold wherever the sentence puts it (each language its own place). */
export function WithName({ text, name }: { text: string; name: string }) {
  const pieces = name ? text.split(name) : [text];
  return (
    <>
      {pieces.map((piece, i) => (
        // oxlint-disable-next-line react/no-array-index-key -- the pieces of one sentence, in order: their place is their identity
        <Fragment key={i}>
          {i > 0 ? <span className="font-semibold text-stone-900">{name}</span> : null}
          {piece}
        </Fragment>
      ))}
    </>
  );
}

/** The business's logo (its plan allows one), else its initial: the same mark on every customer page. */
export function BusinessLogo({ businessName, logoUrl }: { businessName: string; logoUrl: string | null }) {
  const { t } = useT();
  return logoUrl ? (
    <img
      src={logoUrl}
      alt={t('header.logo', { business: businessName })}
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
  return (
    <EachLanguage>
      <PrivacyParagraph source={source} />
    </EachLanguage>
  );
}

function PrivacyParagraph({ source }: { source?: string | undefined }) {
  const email = supportEmailInPage();
  const { t } = useT();
  return (
    <p className="text-xs leading-relaxed text-stone-500">
      <strong className="font-semibold text-stone-600">{t('privacy.heading')}</strong> {source ? `${source} ` : ''}
      {t('privacy.body')} {t('privacy.ask', { email: email || 'none' })}{' '}
      <a href={helpPage('/privacy-policy')} className="underline">
        {t('privacy.policy')}
      </a>{' '}
      {t('privacy.act')}
    </p>
  );
}
