import { useQuery } from '@tanstack/react-query';
import { LoadingBlock, Notice, PageHeader, useCurrentUser } from '@korero/web-kit';
import { AppCard } from './security/AppCard.tsx';
import { PasskeysCard } from './security/PasskeysCard.tsx';
import { RecoveryCodesCard, StaffTwoFactorCard } from './security/SecurityExtras.tsx';
import { SECURITY_KEY, type TwoFactorState } from './security/security-state.ts';

/** Account security: two-step sign-in with an authenticator app, passkeys and recovery codes; an owner's staff rule. */
export function SecurityPage() {
  const { user } = useCurrentUser();
  const state = useQuery<{ data: TwoFactorState }>({ queryKey: SECURITY_KEY, staleTime: 0 });
  const data = state.data?.data;
  const on = Boolean(data && (data.totp || data.passkeys.length));
  return (
    <div className="mx-auto flex max-w-2xl flex-col gap-4">
      <PageHeader title="Account security" description="Two-step sign-in asks for something only you have, after your password." />
      {user?.twoFactorNeeded ? (
        <Notice tone="warning" title="Set up two-step sign-in to carry on">
          {user.isAdmin
            ? 'Administrators must use two-step sign-in before they open the admin area.'
            : 'Your business asks everyone to use two-step sign-in.'}{' '}
          Add an authenticator app or a passkey below.
        </Notice>
      ) : null}
      {data ? (
        <>
          <AppCard state={data} />
          <PasskeysCard state={data} />
          {on ? <RecoveryCodesCard state={data} /> : null}
        </>
      ) : (
        <LoadingBlock />
      )}
      {user?.role === 'owner' ? <StaffTwoFactorCard /> : null}
    </div>
  );
}
