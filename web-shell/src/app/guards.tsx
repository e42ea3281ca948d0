import type { ReactNode } from 'react';
import { Link, Navigate } from 'react-router';
import type { RoleId } from '@korero/core/contract';
import { Button, homeFor, KoreroMark, Notice, Skeleton, useCurrentUser, useShell } from '@korero/web-kit';
import { roleMayUse } from './roles.ts';

/**
 * While the session or a module's page loads: the app's frame (header with the logo, the page's outline), drawn
 * like the static frame in index.html, so a cold start goes from frame to page without a blank screen or a lone
 * spinner in between.
 */
export function LoadingFrame() {
  return (
    <div className="flex min-h-dvh flex-col" role="status" aria-label="Loading">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-[96rem] items-center gap-2 px-4 sm:px-6">
          <KoreroMark className="h-8 w-8" />
          <span className="text-lg font-bold tracking-tight text-stone-900">Korero</span>
        </div>
      </header>
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-4 px-4 py-8 sm:px-6">
        <Skeleton className="h-8 w-64 max-w-full" />
        <Skeleton className="h-4 w-96 max-w-full" />
        <Skeleton className="mt-2 h-40 w-full" />
      </div>
    </div>
  );
}

/** Where a person sets up two-step sign-in (the shell's own page). */
export const SECURITY_PAGE = '/account/security';

/** Signed-in owners only: a spinner while the session is checked, then /auth for anyone signed out. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingFrame />;
  if (!user) return <Navigate to="/auth" replace />;
  return <>{children}</>;
}

/** Administrators only: a signed-in non-admin is sent to /admin-setup, which explains why. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <LoadingFrame />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!user.isAdmin) return <Navigate to="/admin-setup" replace />;
  // Administrators must use two-step sign-in: the admin area opens once it is set up.
  if (user.twoFactorNeeded) return <Navigate to={SECURITY_PAGE} replace />;
  return <>{children}</>;
}

/**
 * A page the person's role in this business cannot use: a friendly word and the way to what they can do, instead
 * of a page of 403s. Technicians are sent to their own page when they open the dashboard.
 */
export function RequireRole({ roles, children }: { roles?: readonly RoleId[] | undefined; children: ReactNode }) {
  const { user } = useCurrentUser();
  if (!user || roleMayUse(user.role, roles)) return <>{children}</>;
  return <AskAnOwner role={user.role} />;
}

/** What a person sees on a page their role cannot use: what they may do, and whom to ask. */
export function AskAnOwner({ role }: { role: RoleId }) {
  const home = homeFor(role, useShell().enabled, '/dashboard');
  const technician = role === 'technician';
  return (
    <div className="mx-auto flex max-w-xl flex-col gap-4 py-8" data-testid="ask-an-owner">
      <Notice
        tone="info"
        title={technician ? 'This page is for the business’s owners and managers' : 'This page is for the business’s owners'}
      >
        {technician
          ? 'As a technician you can ask customers for reviews and see the ones you sent. Ask an owner or a manager of this business for anything else.'
          : 'Staff, billing and API keys are managed by an owner of this business. Ask an owner if something here needs changing.'}
      </Notice>
      {home === '/dashboard' && technician ? null : (
        <div>
          <Button asChild variant="outline">
            <Link to={home}>{technician ? 'Go to my page' : 'Back to the dashboard'}</Link>
          </Button>
        </div>
      )}
    </div>
  );
}
