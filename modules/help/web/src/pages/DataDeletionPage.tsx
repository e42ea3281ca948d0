import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Mail, Store, UserRound } from 'lucide-react';
import { Button, Card, PublicPage, useSupportEmail } from '@korero/web-kit';
import { SUPPORT_HOURS, supportMailto } from '../support.ts';
import { settingsPage } from '@korero/module-business/contract/pages';

const REQUEST_BODY = [
  'Kia ora Korero team,',
  '',
  'Please delete my information.',
  '',
  'I am a: business owner / customer (delete one)',
  'Business name:',
  'Phone number or email address the business used to contact me:',
  '',
  'Ngā mihi,',
].join('\n');

const link = 'font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900';

function Audience({ id, icon, title, children }: { id: string; icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={id}>
        <div className="flex items-center gap-3">
          <span className="rounded-lg bg-brand-50 p-2 text-brand-700">{icon}</span>
          <h2 id={id} className="text-xl font-semibold tracking-tight text-stone-900">
            {title}
          </h2>
        </div>
        <div className="mt-4 space-y-4 leading-7 text-stone-700">{children}</div>
      </section>
    </Card>
  );
}

function Steps({ children }: { children: ReactNode }) {
  return <ol className="list-decimal space-y-2 pl-5 marker:font-semibold marker:text-brand-700 [&>li]:pl-1">{children}</ol>;
}

export default function DataDeletionPage() {
  const email = useSupportEmail();
  return (
    <PublicPage>
      <header>
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">Korero</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">Data Deletion Request</h1>
        <p className="mt-4 text-base leading-7 text-stone-700 sm:text-lg sm:leading-8">
          You can ask us to delete the information Korero holds about you at any time. How you ask depends on whether you run a business on
          Korero or were invited to review one.
        </p>
      </header>

      <div className="mt-8 space-y-6">
        <Audience id="business-owners" icon={<Store className="h-5 w-5" aria-hidden />} title="If you run a business on Korero">
          <Steps>
            <li>
              <strong className="text-stone-900">Download your data first.</strong> In{' '}
              <Link className={link} to={settingsPage('account')}>
                Settings
              </Link>
              , export your invitations, reviews and feedback. Once deleted, they can’t be recovered.
            </li>
            <li>
              <strong className="text-stone-900">Delete your account</strong> from Settings, or email us and we’ll do it for you.
            </li>
          </Steps>
          <p>
            We delete or anonymise your business’s data within 30 days of your account closing. Billing records are the exception: the law
            requires us to keep them for 7 years.
          </p>
        </Audience>

        <Audience id="customers" icon={<UserRound className="h-5 w-5" aria-hidden />} title="If a business invited you to leave a review">
          <Steps>
            <li>
              <strong className="text-stone-900">Email us</strong> at{' '}
              <a className={link} href={supportMailto(email, 'Data deletion request')}>
                {email}
              </a>
              . Tell us the name of the business and the phone number or email address it used to contact you.
            </li>
            <li>
              <strong className="text-stone-900">We check it’s you.</strong> This usually takes 1–2 days, so nobody can delete someone
              else’s information.
            </li>
            <li>
              <strong className="text-stone-900">We delete your information</strong> within 30 days and let you know when it’s done.
            </li>
          </Steps>
          <p>A review you posted yourself on Google lives in your Google account, so you can edit or remove it there at any time.</p>
        </Audience>
      </div>

      <section aria-labelledby="ask-us" className="mt-8 rounded-xl border border-brand-200 bg-brand-50 p-5 sm:p-6">
        <h2 id="ask-us" className="text-xl font-semibold tracking-tight text-brand-950">
          Ready to ask?
        </h2>
        <p className="mt-2 leading-7 text-brand-900">
          This opens an email to our support team with the details we need already laid out. We reply during support hours, {SUPPORT_HOURS}.
        </p>
        <Button asChild size="lg" className="mt-4 w-full sm:w-auto">
          <a href={supportMailto(email, 'Data deletion request', REQUEST_BODY)}>
            <Mail className="h-5 w-5" aria-hidden />
            Email a deletion request
          </a>
        </Button>
      </section>

      <p className="mt-8 leading-7 text-stone-700">
        To learn what we collect and how long we keep it, read our{' '}
        <Link className={link} to="/privacy-policy">
          Privacy Policy
        </Link>
        .
      </p>
    </PublicPage>
  );
}
