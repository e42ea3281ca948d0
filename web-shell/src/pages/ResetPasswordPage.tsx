import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { CheckCircle2, Eye, EyeOff, LinkIcon, LockKeyhole } from 'lucide-react';
import { ApiError, apiRequest, Button, Field, Input, LoadingBlock, PublicPage, toast, USER_KEY } from '@korero/web-kit';
import { RecoveryCard } from './RecoveryCard.tsx';

const MIN_LENGTH = 8;
const REDIRECT_SECONDS = 3;

interface TokenCheck {
  valid: boolean;
  message: string;
}

interface ResetAnswer {
  success: boolean;
  message: string;
}

/** /reset-password?token=…: checks the link, takes the new password, then sends the person to sign in (spec §2, §4, §8). */
export function ResetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const [outcome, setOutcome] = useState<{ kind: 'done' } | { kind: 'refused'; message: string } | null>(null);

  const check = useQuery({
    queryKey: ['/api/auth/validate-reset-token', token],
    queryFn: () => apiRequest<TokenCheck>('POST', '/api/auth/validate-reset-token', { token }),
    enabled: token !== '' && outcome === null,
    gcTime: 0,
  });

  if (!token) return <InvalidLink message="No reset token provided" />;
  if (outcome?.kind === 'done') return <ResetDone />;
  if (outcome?.kind === 'refused') return <InvalidLink message={outcome.message} />;
  if (check.isPending) {
    return (
      <PublicPage className="flex items-center justify-center">
        <LoadingBlock label="Validating reset token..." />
      </PublicPage>
    );
  }
  if (check.error) {
    const { error } = check;
    return <InvalidLink message={error instanceof ApiError && error.status === 429 ? error.message : 'Failed to validate reset token'} />;
  }
  if (!check.data.valid) return <InvalidLink message={check.data.message || 'Invalid or expired reset token'} />;
  return (
    <NewPasswordForm
      token={token}
      onDone={() => setOutcome({ kind: 'done' })}
      onRefused={(message) => setOutcome({ kind: 'refused', message })}
    />
  );
}

function InvalidLink({ message }: { message: string }) {
  return (
    <RecoveryCard
      icon={<LinkIcon className="h-7 w-7" aria-hidden />}
      tone="danger"
      title="Invalid Reset Link"
      description={
        <>
          <p className="font-medium text-stone-800" data-testid="reset-link-problem">
            {message}
          </p>
          <p>This could happen if the link has expired or has already been used.</p>
        </>
      }
    >
      <div className="flex flex-col gap-2">
        <Button asChild size="lg">
          <Link to="/forgot-password">Request New Reset Link</Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/auth">Back to Login</Link>
        </Button>
      </div>
    </RecoveryCard>
  );
}

function NewPasswordForm({ token, onDone, onRefused }: { token: string; onDone: () => void; onRefused: (message: string) => void }) {
  const client = useQueryClient();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [visible, setVisible] = useState(false);

  const reset = useMutation({
    mutationFn: () => apiRequest<ResetAnswer>('POST', '/api/auth/reset-password', { token, newPassword: password }),
    onSuccess: (answer) => {
      if (!answer.success) {
        toast({ title: 'Reset Failed', description: answer.message || 'Failed to reset password', variant: 'destructive' });
        return;
      }
      // Every session of the account has ended, this browser's included.
      client.clear();
      client.setQueryData(USER_KEY, null);
      toast({ title: 'Password Reset Successful', description: answer.message, variant: 'success' });
      onDone();
    },
    onError: (error) => {
      if (!(error instanceof ApiError)) {
        toast({ title: 'Error', description: 'Failed to reset password. Please try again.', variant: 'destructive' });
        return;
      }
      toast({ title: 'Reset Failed', description: error.message || 'Failed to reset password', variant: 'destructive' });
      // The link itself was refused (expired, used meanwhile): offer a new one.
      const fields = (error.data as { fields?: unknown } | null)?.fields;
      if (error.status === 400 && !fields) onRefused(error.message);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password.length < MIN_LENGTH) {
      toast({ title: 'Password Too Short', description: 'Password must be at least 8 characters long.', variant: 'destructive' });
      return;
    }
    if (password !== confirm) {
      toast({ title: "Passwords Don't Match", description: 'Please make sure both passwords match.', variant: 'destructive' });
      return;
    }
    reset.mutate();
  };

  const toggle = (
    <button
      type="button"
      onClick={() => setVisible((v) => !v)}
      className="absolute inset-y-0 right-0 flex w-10 items-center justify-center rounded-r-lg text-stone-500 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-700"
      aria-label={visible ? 'Hide password' : 'Show password'}
      aria-pressed={visible}
    >
      {visible ? <EyeOff className="h-4 w-4" aria-hidden /> : <Eye className="h-4 w-4" aria-hidden />}
    </button>
  );

  return (
    <RecoveryCard
      icon={<LockKeyhole className="h-7 w-7" aria-hidden />}
      title="Set New Password"
      description={<p>Choose a new password for your Korero account. You&apos;ll be signed out everywhere else.</p>}
    >
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate aria-label="Set new password">
        <Field label="New password" hint="Must be at least 8 characters long">
          {({ id, describedBy }) => (
            <div className="relative">
              <Input
                id={id}
                type={visible ? 'text' : 'password'}
                autoComplete="new-password"
                autoFocus
                aria-describedby={describedBy}
                className="pr-10"
                value={password}
                onChange={(event) => setPassword(event.target.value)}
              />
              {toggle}
            </div>
          )}
        </Field>
        <Field label="Confirm new password">
          {({ id, describedBy }) => (
            <Input
              id={id}
              type={visible ? 'text' : 'password'}
              autoComplete="new-password"
              aria-describedby={describedBy}
              value={confirm}
              onChange={(event) => setConfirm(event.target.value)}
            />
          )}
        </Field>
        <Button type="submit" size="lg" loading={reset.isPending} disabled={!password || !confirm}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </RecoveryCard>
  );
}

function ResetDone() {
  const navigate = useNavigate();
  const [left, setLeft] = useState(REDIRECT_SECONDS);
  useEffect(() => {
    const tick = setInterval(() => setLeft((s) => Math.max(0, s - 1)), 1000);
    const redirect = setTimeout(() => navigate('/auth', { replace: true }), REDIRECT_SECONDS * 1000);
    return () => {
      clearInterval(tick);
      clearTimeout(redirect);
    };
  }, [navigate]);

  return (
    <RecoveryCard
      icon={<CheckCircle2 className="h-7 w-7" aria-hidden />}
      tone="success"
      title="Password Reset Successful"
      description={
        <>
          <p className="text-base text-stone-700">You can now log in with your new password.</p>
          <p aria-live="polite">
            Taking you to the login page in {left} second{left === 1 ? '' : 's'}…
          </p>
        </>
      }
    >
      <Button asChild size="lg">
        <Link to="/auth" replace>
          Go to Login Now
        </Link>
      </Button>
    </RecoveryCard>
  );
}
