import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link } from 'react-router';
import { ArrowLeft, KeyRound, MailCheck } from 'lucide-react';
import { ApiError, apiRequest, Button, Field, Input, toast } from '@korero/web-kit';
import { RecoveryCard } from './RecoveryCard.tsx';

interface ForgotAnswer {
  success: boolean;
  message: string;
}

const invalidEmail = () => toast({ title: 'Invalid Email', description: 'Please enter a valid email address.', variant: 'destructive' });

/** /forgot-password: asks for the account's email and sends a reset link (spec §2, §5, §8). */
export function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState<{ to: string; message: string } | null>(null);

  const send = useMutation({
    mutationFn: (address: string) => apiRequest<ForgotAnswer>('POST', '/api/auth/forgot-password', { email: address }),
    onSuccess: (answer, address) => {
      if (!answer.success) {
        toast({ title: 'Error', description: answer.message || 'Failed to send reset email', variant: 'destructive' });
        return;
      }
      setSent({ to: address, message: answer.message });
      toast({ title: 'Reset Email Sent', description: answer.message, variant: 'success' });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) return invalidEmail();
      toast({
        title: 'Error',
        description:
          error instanceof ApiError ? error.message || 'Failed to send reset email' : 'Failed to send reset email. Please try again.',
        variant: 'destructive',
      });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim().toLowerCase();
    if (!address || !address.includes('@')) return invalidEmail();
    send.mutate(address);
  };

  if (sent) {
    return (
      <RecoveryCard
        icon={<MailCheck className="h-7 w-7" aria-hidden />}
        tone="success"
        title="Check Your Email"
        description={
          <>
            <p className="text-base text-stone-700">{sent.message}</p>
            <p className="mx-auto w-fit max-w-full truncate rounded-full bg-stone-100 px-3 py-1 font-medium text-stone-800">{sent.to}</p>
          </>
        }
      >
        <ul className="flex flex-col gap-2 rounded-lg bg-stone-50 p-4 text-sm leading-6 text-stone-700">
          <li>The link expires in 1 hour, and works once.</li>
          <li>Can&apos;t see it after a few minutes? Check your spam or junk folder.</li>
        </ul>
        <div className="flex flex-col gap-2">
          <Button asChild size="lg">
            <Link to="/auth">Back to Login</Link>
          </Button>
          <Button
            variant="ghost"
            onClick={() => {
              setSent(null);
              setEmail('');
            }}
          >
            Try a different email address
          </Button>
        </div>
      </RecoveryCard>
    );
  }

  return (
    <RecoveryCard
      icon={<KeyRound className="h-7 w-7" aria-hidden />}
      title="Forgot your password?"
      description={<p>Enter the email address you signed up with and we&apos;ll send you a link to choose a new password.</p>}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Forgot password">
        <Field label="Email">
          {({ id, describedBy }) => (
            <Input
              id={id}
              type="email"
              inputMode="email"
              autoComplete="email"
              autoFocus
              placeholder="you@yourbusiness.example"
              aria-describedby={describedBy}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" size="lg" loading={send.isPending} disabled={!email.trim()}>
          {send.isPending ? 'Sending...' : 'Send Reset Email'}
        </Button>
        <Link to="/auth" className="inline-flex items-center justify-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
          <ArrowLeft className="h-4 w-4" aria-hidden />
          Back to Login
        </Link>
      </form>
    </RecoveryCard>
  );
}
