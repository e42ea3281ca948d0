import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Navigate, Route, Routes, useLocation } from 'react-router';
import { pageMatches, pageOwner } from '@korero/core/web-places';
import { homeFor, ModuleBoundary, useCurrentUser, useShell, useSystemStatus, type WebRoute } from '@korero/web-kit';
import type { LoadedModules } from '../remotes/load-web-modules.ts';
import { AppLayout } from '../layout/AppLayout.tsx';
import { DashboardPage } from '../pages/DashboardPage.tsx';
import { MaintenancePage } from '../pages/MaintenancePage.tsx';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';
import { RequireTwoFactor } from './two-factor-guard.tsx';
import { AskAnOwner, LoadingFrame, RequireAdmin, RequireRole, RequireUser, SECURITY_PAGE } from './guards.tsx';

// The shell's form pages come when opened, with react-hook-form: the dashboard and most module pages need neither.
// (An owner opening /auth first gets the lean sign-in page instead; see web-shell/sign-in.)
const AuthPage = lazy(() => import('../pages/AuthPage.tsx').then((m) => ({ default: m.AuthPage })));
const ForgotPasswordPage = lazy(() => import('../pages/ForgotPasswordPage.tsx').then((m) => ({ default: m.ForgotPasswordPage })));
const ResetPasswordPage = lazy(() => import('../pages/ResetPasswordPage.tsx').then((m) => ({ default: m.ResetPasswordPage })));
const AdminSetupPage = lazy(() => import('../pages/AdminSetupPage.tsx').then((m) => ({ default: m.AdminSetupPage })));
const SecurityPage = lazy(() => import('../pages/SecurityPage.tsx').then((m) => ({ default: m.SecurityPage })));
const AcceptStaffPage = lazy(() => import('../pages/AcceptStaffPage.tsx').then((m) => ({ default: m.AcceptStaffPage })));

const Later = ({ children }: { children: ReactNode }) => <Suspense fallback={<LoadingFrame />}>{children}</Suspense>;

/** The dashboard, or for a technician their own page: the dashboard's figures and settings are not theirs. */
function Home() {
  const { user } = useCurrentUser();
  const { enabled } = useShell();
  if (user?.role !== 'technician') return <DashboardPage />;
  const home = homeFor(user.role, enabled);
  return home === '/' ? <AskAnOwner role={user.role} /> : <Navigate to={home} replace />;
}

/**
 * An address no route knows: inside the app's frame for a signed-in owner (so the nav stays), bare otherwise. A page of
 * an installed module that is switched off says the feature is not available here, rather than that it does not exist.
 */
function UnknownAddress({ modules }: { modules: LoadedModules }) {
  const { user, isLoading } = useCurrentUser();
  const { pathname } = useLocation();
  // The page's module may still be loading: wait for it (and the session) before calling the path unknown.
  const owner = pageOwner(modules.enabled, pathname);
  const ownerSettled = !owner || modules.webModules.some((m) => m.id === owner.name) || modules.failed.some((f) => f.name === owner.name);
  if (!ownerSettled || isLoading) return <LoadingFrame />;
  const unavailable = modules.offPages.some((page) => pageMatches(page, pathname));
  if (!user) return <NotFoundPage unavailable={unavailable} />;
  return (
    <AppLayout modules={modules}>
      <NotFoundPage inApp unavailable={unavailable} />
    </AppLayout>
  );
}

/**
 * The shell's pages that stay open during maintenance: signing in (administrators) and recovering a password. Modules
 * name their own (`openInMaintenance` in their contract/pages.ts, sent with the module list).
 */
const OPEN_IN_MAINTENANCE = ['/auth', '/forgot-password', '/reset-password'];

function openInMaintenance(modules: LoadedModules, pathname: string): boolean {
  return (
    OPEN_IN_MAINTENANCE.some((path) => pathname === path || pathname.startsWith(`${path}/`)) ||
    modules.enabled.some((m) => (m.openInMaintenance ?? []).some((page) => pageMatches(page, pathname)))
  );
}

/** The shell's own screens, plus every loaded module's routes; the maintenance page instead while the app is closed. */
export function AppRouter({ modules }: { modules: LoadedModules }) {
  const status = useSystemStatus();
  const { pathname } = useLocation();
  useEffect(() => {
    document.title = status.siteName;
  }, [status.siteName]);
  const open = openInMaintenance(modules, pathname);
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
      <Route
        path="/auth"
        element={
          <Later>
            <AuthPage />
          </Later>
        }
      />
      {/* Open to everyone, signed in or not. */}
      <Route
        path="/forgot-password"
        element={
          <Later>
            <ForgotPasswordPage />
          </Later>
        }
      />
      <Route
        path="/reset-password"
        element={
          <Later>
            <ResetPasswordPage />
          </Later>
        }
      />
      {/* A staff invitation's link: open signed in or out (the page offers either way to accept). */}
      <Route
        path="/staff/accept"
        element={
          <Later>
            <AcceptStaffPage />
          </Later>
        }
      />
      {bare.map(({ module, title, route }) => (
        <Route
          key={`${module}:${route.path}`}
          path={route.path}
          element={
            route.access === 'admin' ? (
              <RequireAdmin>{page(title, route)}</RequireAdmin>
            ) : route.access === 'user' ? (
              <RequireUser>
                <RequireRole roles={route.roles}>{page(title, route)}</RequireRole>
              </RequireUser>
            ) : (
              page(title, route)
            )
          }
        />
      ))}
      <Route
        element={
          <RequireUser>
            <RequireTwoFactor>
              <AppLayout modules={modules} />
            </RequireTwoFactor>
          </RequireUser>
        }
      >
        <Route path="/" element={<Home />} />
        <Route path="/dashboard" element={<Home />} />
        <Route
          path="/admin-setup"
          element={
            <Later>
              <AdminSetupPage />
            </Later>
          }
        />
        <Route
          path={SECURITY_PAGE}
          element={
            <Later>
              <SecurityPage />
            </Later>
          }
        />
        {inApp.map(({ module, title, route }) => (
          <Route
            key={`${module}:${route.path}`}
            path={route.path}
            element={
              route.access === 'admin' ? (
                <RequireAdmin>{page(title, route)}</RequireAdmin>
              ) : (
                <RequireRole roles={route.roles}>{page(title, route)}</RequireRole>
              )
            }
          />
        ))}
      </Route>
      <Route path="*" element={<UnknownAddress modules={modules} />} />
    </Routes>
  );
}
