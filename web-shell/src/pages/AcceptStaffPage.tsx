import { useState, type FormEvent } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { LinkIcon, MailCheck, UserPlus } from 'lucide-react';
import {
  Button,
  Field,
  formatLongDate,
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
  type StaffInvitationPreview,
} from '@korero/web-kit';
import { RecoveryCard } from './RecoveryCard.tsx';

const MIN_PASSWORD = 8;

/**
 * /staff/accept?token=…: a staff invitation's link (docs/decisions/0026). Signed out, the person makes an account (a
 * username and a password; the address is the invited one); signed in, they join with the account they have. Either
 * way the page then loads the business they joined, in full, so nothing of another business stays in memory.
 *
 * The page first reads what the link is for (POST /api/staff/invitations/preview: the business, the role, who
 * invited, the expiry), so the person knows what they join; a link that is unknown, used or expired says so at once.
 */
export function AcceptStaffPage() {
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';

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
  return <Invitation token={token} />;
}

const ROLE_SENTENCE: Record<StaffInvitationPreview['role'], string> = {
  technician: 'As a technician you ask customers for reviews from your phone and record your jobs.',
  manager: 'As a manager you run reviews, invitations, follow-ups, jobs, teams and settings.',
};

function Invitation({ token }: { token: string }) {
  const { user, isLoading } = useCurrentUser();
  const { enabled } = useShell();
  // Read once: the link does not change while the page is open, and a second read is another rate-limited lookup.
  const invitation = useQuery({
    queryKey: ['/api/staff/invitations/preview', token],
    queryFn: () => staffClient.preview(token),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  // Lands where the person works in the business joined: a technician on their own page, others on the dashboard.
  // An answer with only a message: the invited address has an account, and the next step went to its inbox.
  const accept = useMutation({
    mutationFn: (body: AcceptBody) => staffClient.accept({ token, ...body }),
    onSuccess: (answer) => {
      if ('role' in answer) location.assign(homeFor(answer.role, enabled, '/dashboard'));
    },
  });
  if (accept.data && !('role' in accept.data)) {
    return (
      <RecoveryCard icon={<MailCheck className="h-6 w-6" />} title="Check your email" description={accept.data.message}>
        <p className="text-center text-sm text-stone-600">
          Already use Korero?{' '}
          <Link className="font-medium text-brand-700 underline" to="/auth">
            Sign in
          </Link>
          , then open this link again.
        </p>
      </RecoveryCard>
    );
  }

  if (isLoading || invitation.isPending) {
    return (
      <PublicPage className="flex items-center justify-center">
        <LoadingBlock label="Opening your invitation…" />
      </PublicPage>
    );
  }
  if (invitation.isError) {
    return (
      <RecoveryCard
        icon={<LinkIcon className="h-6 w-6" />}
        tone="danger"
        title="This invitation can't be used"
        description={invitation.error.message}
      />
    );
  }
  const { businessName, role, inviter, expiresAt } = invitation.data;
  return (
    <RecoveryCard
      icon={<UserPlus className="h-6 w-6" />}
      title={`Join ${businessName} on Korero`}
      description={
        <div className="flex flex-col gap-2" data-testid="invitation-summary">
          <p>
            {inviter ? `${inviter} invited you` : 'You are invited'} to join <strong className="text-stone-900">{businessName}</strong> as a{' '}
            <strong className="text-stone-900">{ROLE_LABELS[role].toLowerCase()}</strong>. {ROLE_SENTENCE[role]}
          </p>
          <p className="text-sm">This link works once, until {formatLongDate(expiresAt)}.</p>
        </div>
      }
    >
      {user ? <JoinAs user={user} accept={accept} /> : <NewAccount accept={accept} />}
    </RecoveryCard>
  );
}

type AcceptBody = { username?: string; password?: string; displayName?: string | null };
type Accept = ReturnType<typeof useMutation<CurrentUser | { message: string }, Error, AcceptBody>>;

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
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [tried, setTried] = useState(false);
  const usernameError = tried && username.trim() === '' ? 'Choose a username' : undefined;
  const passwordError = tried && password.length < MIN_PASSWORD ? `Use at least ${MIN_PASSWORD} characters` : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (username.trim() === '' || password.length < MIN_PASSWORD) return;
    accept.mutate({ username: username.trim(), password, ...(name.trim() ? { displayName: name.trim() } : {}) });
  };
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate aria-label="Create your account">
      <Field label="Your name" hint="How the business's people will read you, e.g. Aroha Ngata. Optional.">
        {({ id, describedBy }) => (
          <Input
            id={id}
            aria-describedby={describedBy}
            autoComplete="name"
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        )}
      </Field>
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
