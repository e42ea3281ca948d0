import { useSupportEmail } from '@korero/web-kit';
import { SUPPORT_HOURS, supportMailto } from '../support.ts';

/** How to reach a person at Korero, as the legal pages give it. */
export function ContactDetails({ subject }: { subject: string }) {
  const email = useSupportEmail();
  return (
    <dl className="grid gap-x-6 gap-y-1 rounded-xl border border-stone-200 bg-white p-5 text-base sm:grid-cols-[auto_1fr]">
      <dt className="font-semibold text-stone-900">Email</dt>
      <dd>
        <a href={supportMailto(email, subject)}>{email}</a>
      </dd>
      <dt className="mt-2 font-semibold text-stone-900 sm:mt-0">Support hours</dt>
      <dd>{SUPPORT_HOURS}</dd>
    </dl>
  );
}
