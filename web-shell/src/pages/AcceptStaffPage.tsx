import { useState, type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { LinkIcon, UserPlus } from 'lucide-react';
import {
  Button,
  Field,
  FormError,
  homeFor,
  Input,
  LoadingBlock,
  PublicPage,
  ROLE_LABELS,
  staffClient,
  useCurrentUser,
  useShell,
  type CurrentUser,
} from '@korero/web-kit';
import { RecoveryCard } from './RecoveryCard.tsx';

const MIN_PASSWORD = 8;

/**
 * /staff/accept?token=…: a staff invitation's link (docs/decisions/0026). Signed out, the person makes an account (a
 * username and a password; the address is the invited one); signed in, they join with the account they have. Either
 * way the page then loads the business they joined, in full, so nothing of another business stays in memory.
 *
 * The kernel has no route that reads an invitation by its token (the token is claimed only by accepting), so the
 * page cannot name the business or the role before accepting: it says so in general words.
 */
export function AcceptStaffPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const { user, isLoading } = useCurrentUser();
  const { enabled } = useShell();
  // Lands where the person works in the business joined: a technician on their own page, others on the dashboard.
  const accept = useMutation({
    mutationFn: (body: { username?: string; password?: string }) => staffClient.accept({ token, ...body }),
    onSuccess: (joined) => location.assign(homeFor(joined.role, enabled, '/dashboard')),
  });

  if (!token) {
    return (
      <RecoveryCard
        icon={<LinkIcon className="h-6 w-6" />}
        tone="danger"
        title="This link is incomplete"
        description="Open the invitation link again from the email or message you were sent, or ask the owner for a new one."
      />
    );
  }
  if (isLoading) {
    return (
      <PublicPage className="flex items-center justify-center">
        <LoadingBlock label="Opening your invitation…" />
      </PublicPage>
    );
  }
  return (
    <RecoveryCard
      icon={<UserPlus className="h-6 w-6" />}
      title="You're invited to join a business on Korero"
      description={
        <p>
          The business's owner invited you as one of their staff. Accept to see the business in Korero with the role they gave you (a
          technician sends customers review requests from their phone).
        </p>
      }
    >
      {user ? <JoinAs user={user} accept={accept} /> : <NewAccount accept={accept} />}
    </RecoveryCard>
  );
}

type Accept = ReturnType<typeof useMutation<CurrentUser, Error, { username?: string; password?: string }>>;

function JoinAs({ user, accept }: { user: CurrentUser; accept: Accept }) {
  return (
    <div className="flex flex-col gap-3" data-testid="join-as">
      <p className="text-sm text-stone-700">
        You are signed in as <span className="font-medium text-stone-900">{user.username}</span> ({ROLE_LABELS[user.role].toLowerCase()} of
        your current business). The business will be added to your account; you can switch between them from the header.
      </p>
      <FormError message={accept.error?.message} />
      <Button size="lg" className="w-full" loading={accept.isPending} onClick={() => accept.mutate({})}>
        Join the business
      </Button>
    </div>
  );
}

function NewAccount({ accept }: { accept: Accept }) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const usernameError = tried && username.trim() === '' ? 'Choose a username' : undefined;
  const passwordError = tried && password.length < MIN_PASSWORD ? `Use at least ${MIN_PASSWORD} characters` : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (username.trim() === '' || password.length < MIN_PASSWORD) return;
    accept.mutate({ username: username.trim(), password });
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate aria-label="Create your account">
      <Field label="Username" error={usernameError} required>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            invalid={invalid}
            autoComplete="username"
            autoCapitalize="none"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
          />
        )}
      </Field>
      <Field label="Password" error={passwordError} hint={`At least ${MIN_PASSWORD} characters.`} required>
        {({ id, describedBy, invalid }) => (
          <Input
            id={id}
            type="password"
            aria-describedby={describedBy}
            invalid={invalid}
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        )}
      </Field>
      <FormError message={accept.error?.message} />
      <Button type="submit" size="lg" className="w-full" loading={accept.isPending}>
        Create my account and join
      </Button>
      <p className="text-center text-sm text-stone-600">
        Already use Korero?{' '}
        <Link className="font-medium text-brand-700 underline" to="/auth">
          Sign in
        </Link>
        , then open this link again.
      </p>
    </form>
  );
}
