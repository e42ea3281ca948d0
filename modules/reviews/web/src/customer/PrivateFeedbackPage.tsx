import { useState } from 'react';
import { CheckCircle2, MessageSquareHeart } from 'lucide-react';
import { Button, Card, Field, Input, Textarea, toast, useT } from '@korero/web-kit';
import { customerClient } from '../../../contract/client.ts';
import { withToken } from './api.ts';
import { CustomerLanguage, withLanguage } from './CustomerLanguage.tsx';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Private feedback to the owner (/feedback?submissionId=…#token=…), with the token of the customer's own submission.
 * Offered to everyone, whatever their rating.
 */
export function PrivateFeedbackPage(props: { submissionId: string | null; reviewId: string | null; token: string }) {
  return (
    <CustomerLanguage>
      <FeedbackForm {...props} />
    </CustomerLanguage>
  );
}

function FeedbackForm({ submissionId, reviewId, token }: { submissionId: string | null; reviewId: string | null; token: string }) {
  const { t, choice } = useT();
  const [details, setDetails] = useState('');
  const [email, setEmail] = useState('');
  const [errors, setErrors] = useState<{ details?: string; email?: string }>({});
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  const submit = async () => {
    const next: typeof errors = {};
    if (details.trim().length < 10) next.details = t('feedback.min');
    if (email.trim() && !EMAIL.test(email.trim())) next.email = t('feedback.invalidEmail');
    setErrors(next);
    if (Object.keys(next).length) return;
    if (!submissionId || !token)
      return toast({
        title: t('common.error'),
        description: t('feedback.missing'),
        variant: 'destructive',
      });
    setBusy(true);
    try {
      await customerClient.privateFeedback({ details: details.trim(), email: email.trim() || null, submissionId, token });
      setSent(true);
    } catch (error) {
      toast({
        title: t('common.error'),
        description: (error as Error).message || t('feedback.failed'),
        variant: 'destructive',
      });
    } finally {
      setBusy(false);
    }
  };

  if (sent) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-4">
        <Card className="flex max-w-md flex-col items-center gap-3 p-6 text-center">
          <CheckCircle2 className="h-12 w-12 text-emerald-600" aria-hidden />
          <h1 className="text-2xl font-bold text-stone-900">{t('feedback.thanks')}</h1>
          <p className="text-stone-600">{t('feedback.sent')}</p>
        </Card>
      </main>
    );
  }

  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-xl flex-col gap-5 px-4 py-8">
      <div className="text-center">
        <MessageSquareHeart className="mx-auto h-10 w-10 text-brand-700" aria-hidden />
        <h1 className="mt-2 text-2xl font-bold text-stone-900">{t('feedback.sorry')}</h1>
        <p className="mt-1 text-stone-600">{t('feedback.intro')}</p>
      </div>
      {!submissionId || !token ? (
        <p className="rounded-lg bg-red-50 p-3 text-center text-sm text-red-800">{t('feedback.missing')}</p>
      ) : null}
      <Card className="flex flex-col gap-4 p-4">
        <Field label={t('feedback.what')} required error={errors.details}>
          {({ id, describedBy, invalid }) => (
            <Textarea
              id={id}
              aria-describedby={describedBy}
              invalid={invalid}
              rows={5}
              maxLength={5000}
              value={details}
              onChange={(e) => setDetails(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('feedback.email')} hint={t('feedback.emailHint')} error={errors.email}>
          {({ id, describedBy, invalid }) => (
            <Input
              id={id}
              type="email"
              aria-describedby={describedBy}
              invalid={invalid}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <Button size="lg" loading={busy} onClick={() => void submit()}>
          {t('approve.submit.private')}
        </Button>
      </Card>
      {reviewId ? (
        <a
          href={withToken(withLanguage(`/review-preview/${reviewId}`, choice), token)}
          className="flex min-h-11 items-center justify-center text-center text-sm font-medium text-brand-700 underline"
        >
          {t('feedback.orGoogle')}
        </a>
      ) : null}
    </main>
  );
}
