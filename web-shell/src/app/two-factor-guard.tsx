import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useCurrentUser } from '@korero/web-kit';
import { SECURITY_PAGE } from './guards.tsx';

/**
 * Staff whose business asks for two-step sign-in, without it yet, are taken to set it up before anything else
 * (the server refuses them the business's routes meanwhile). Apart from guards.tsx, which the lean sign-in page loads.
 */
export function RequireTwoFactor({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  if (user?.twoFactorNeeded && !user.isAdmin && pathname !== SECURITY_PAGE) return <Navigate to={SECURITY_PAGE} replace />;
  return <>{children}</>;
}
