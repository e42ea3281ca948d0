import { useEffect } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ModuleBoundary, useCurrentUser, useSystemStatus, type WebRoute } from '@korero/web-kit';
import type { LoadedModules } from '../federation/load-web-modules.ts';
import { AppLayout } from '../layout/AppLayout.tsx';
import { AdminSetupPage } from '../pages/AdminSetupPage.tsx';
import { AuthPage } from '../pages/AuthPage.tsx';
import { DashboardPage } from '../pages/DashboardPage.tsx';
import { ForgotPasswordPage } from '../pages/ForgotPasswordPage.tsx';
import { MaintenancePage } from '../pages/MaintenancePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { ResetPasswordPage } from '../pages/ResetPasswordPage.tsx';
import { LoadingFrame, RequireAdmin, RequireUser } from './guards.tsx';

/** An address no route knows: inside the app's frame for a signed-in owner (so the nav stays), bare otherwise. */
function UnknownAddress({ modules }: { modules: LoadedModules }) {
  const { user, isLoading } = useCurrentUser();
  // A module's page may still be loading: wait for it (and the session) before calling the path unknown.
  if (modules.pending || isLoading) return <LoadingFrame />;
  if (!user) return <NotFoundPage />;
  return (
    <AppLayout modules={modules}>
      <NotFoundPage inApp />
    </AppLayout>
  );
}

/** Pages that stay open during maintenance: signing in (administrators) and recovering a password. */
const OPEN_IN_MAINTENANCE = ['/auth', '/forgot-password', '/reset-password', '/admin'];

/** The shell's own screens, plus every loaded module's routes; the maintenance page instead while the app is closed. */
export function AppRouter({ modules }: { modules: LoadedModules }) {
  const status = useSystemStatus();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = status.siteName;
  }, [status.siteName]);
  const open = OPEN_IN_MAINTENANCE.some((path) => pathname === path || pathname.startsWith(`${path}/`));
  // Until the status is known, a guard could send a visitor to sign-in before the maintenance page had its say.
  if (!status.settled && !open) return <LoadingFrame />;
  if (status.maintenance.on && !status.maintenance.openToYou && !open) {
    return <MaintenancePage message={status.maintenance.message} siteName={status.siteName} />;
  }
  return <AppRoutes modules={modules} />;
}

function AppRoutes({ modules }: { modules: LoadedModules }) {
  const titles = new Map(modules.enabled.map((m) => [m.name, m.title]));
  const routes = modules.webModules.flatMap((m) =>
    (m.routes ?? []).map((route) => ({ module: m.id, title: titles.get(m.id) ?? m.id, route })),
  );
  const page = (title: string, route: WebRoute) => (
    <ModuleBoundary name={title}>
      <route.Component />
    </ModuleBoundary>
  );

  const bare = routes.filter(({ route }) => route.layout === 'bare' || (route.access === 'public' && route.layout !== 'app'));
  const inApp = routes.filter((r) => !bare.includes(r));

  return (
    <Routes>
      <Route path="/auth" element={<AuthPage />} />
      {/* Open to everyone, signed in or not. */}
      <Route path="/forgot-password" element={<ForgotPasswordPage />} />
      <Route path="/reset-password" element={<ResetPasswordPage />} />
      {bare.map(({ module, title, route }) => (
        <Route
          key={`${module}:${route.path}`}
          path={route.path}
          element={
            route.access === 'admin' ? (
              <RequireAdmin>{page(title, route)}</RequireAdmin>
            ) : route.access === 'user' ? (
              <RequireUser>{page(title, route)}</RequireUser>
            ) : (
              page(title, route)
            )
          }
        />
      ))}
      <Route
        element={
          <RequireUser>
            <AppLayout modules={modules} />
          </RequireUser>
        }
      >
        <Route path="/" element={<DashboardPage />} />
        <Route path="/dashboard" element={<DashboardPage />} />
        <Route path="/admin-setup" element={<AdminSetupPage />} />
        {inApp.map(({ module, title, route }) => (
          <Route
            key={`${module}:${route.path}`}
            path={route.path}
            element={route.access === 'admin' ? <RequireAdmin>{page(title, route)}</RequireAdmin> : page(title, route)}
          />
        ))}
      </Route>
      <Route path="*" element={<UnknownAddress modules={modules} />} />
    </Routes>
  );
}
