import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { Spinner, useCurrentUser } from '@korero/web-kit';

export function FullScreenSpinner() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-label="Loading">
      <Spinner className="h-10 w-10 text-brand-700" />
    </div>
  );
}

/** Signed-in owners only: a spinner while the session is checked, then /auth for anyone signed out. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  return <>{children}</>;
}

/** Administrators only: a signed-in non-admin is sent to /admin-setup, which explains why. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <FullScreenSpinner />;
  if (!user) return <Navigate to="/auth" replace />;
  if (!user.isAdmin) return <Navigate to="/admin-setup" replace />;
  return <>{children}</>;
}
