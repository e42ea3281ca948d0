import { lazy, Suspense, useState } from 'react';
import { Link, NavLink, Route, Routes } from 'react-router';
import {
  ArrowLeft,
  BarChart3,
  BellRing,
  Blocks,
  FileClock,
  Gauge,
  LayoutDashboard,
  Menu,
  Percent,
  Settings,
  Shield,
  UserCog,
  Users,
  X,
} from 'lucide-react';
import { LoadingBlock, cn } from '@korero/web-kit';

const DashboardPage = lazy(() => import('./pages/DashboardPage.tsx'));
const SubscribersPage = lazy(() => import('./pages/SubscribersPage.tsx'));
const UsersPage = lazy(() => import('./pages/UsersPage.tsx'));
const DiscountCodesPage = lazy(() => import('./pages/DiscountCodesPage.tsx'));
const MetricsPage = lazy(() => import('./pages/MetricsPage.tsx'));
const AuditPage = lazy(() => import('./pages/AuditPage.tsx'));
const SettingsPage = lazy(() => import('./pages/SettingsPage.tsx'));
const AnalyticsPage = lazy(() => import('./pages/AnalyticsPage.tsx'));
const ModulesPage = lazy(() => import('./pages/ModulesPage.tsx'));
const AlertsPage = lazy(() => import('./pages/AlertsPage.tsx'));
const AlertGuidePage = lazy(() => import('./pages/AlertGuidePage.tsx'));

const SECTIONS = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/subscribers', label: 'Subscribers', icon: Users },
  { to: '/admin/users', label: 'Users', icon: UserCog },
  { to: '/admin/discount-codes', label: 'Discount Codes', icon: Percent },
  { to: '/admin/subscription-analytics', label: 'Subscription Analytics', icon: BarChart3 },
  { to: '/admin/metrics', label: 'System Metrics', icon: Gauge },
  { to: '/admin/alerts', label: 'Alerts', icon: BellRing },
  { to: '/admin/audit', label: 'Audit Log', icon: FileClock },
  { to: '/admin/modules', label: 'Modules', icon: Blocks },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
];

function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <nav aria-label="Admin" className="flex flex-col gap-1">
      {SECTIONS.map(({ to, label, icon: Icon, end }) => (
        <NavLink
          key={to}
          to={to}
          end={end ?? false}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium',
              isActive ? 'bg-brand-50 text-brand-800' : 'text-stone-700 hover:bg-stone-100',
            )
          }
        >
          <Icon className="h-4 w-4" aria-hidden /> {label}
        </NavLink>
      ))}
      <Link
        to="/"
        onClick={onNavigate}
        className="mt-4 flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium text-stone-700 hover:bg-stone-100"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to App
      </Link>
    </nav>
  );
}

/** The admin area's own frame: a sidebar with every section (a menu on phones) and the 'System Administrator' header. */
export default function AdminArea() {
  const [menu, setMenu] = useState(false);
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <header className="sticky top-0 z-30 border-b border-stone-200 bg-white">
        <div className="flex h-14 items-center gap-3 px-4">
          <button
            type="button"
            className="rounded-lg p-2 text-stone-700 hover:bg-stone-100 lg:hidden"
            aria-label={menu ? 'Close admin menu' : 'Open admin menu'}
            aria-expanded={menu}
            onClick={() => setMenu((m) => !m)}
          >
            {menu ? <X className="h-5 w-5" /> : <Menu className="h-5 w-5" />}
          </button>
          <Shield className="h-5 w-5 text-brand-700" aria-hidden />
          <span className="font-semibold text-stone-900">System Administrator</span>
        </div>
        {menu ? (
          <div className="border-t border-stone-200 p-3 lg:hidden">
            <Sidebar onNavigate={() => setMenu(false)} />
          </div>
        ) : null}
      </header>
      <div className="flex flex-1">
        <aside className="hidden w-60 shrink-0 border-r border-stone-200 bg-white p-3 lg:block">
          <Sidebar />
        </aside>
        <main className="min-w-0 flex-1 p-4 sm:p-6">
          <Suspense fallback={<LoadingBlock label="Loading…" />}>
            <Routes>
              <Route index element={<DashboardPage />} />
              <Route path="subscribers" element={<SubscribersPage />} />
              <Route path="users" element={<UsersPage />} />
              <Route path="discount-codes" element={<DiscountCodesPage />} />
              <Route path="subscription-analytics" element={<AnalyticsPage />} />
              <Route path="metrics" element={<MetricsPage />} />
              <Route path="alerts" element={<AlertsPage />} />
              <Route path="alerts/guide" element={<AlertGuidePage />} />
              <Route path="audit" element={<AuditPage />} />
              <Route path="modules" element={<ModulesPage />} />
              <Route path="settings" element={<SettingsPage />} />
              <Route path="*" element={<p className="text-stone-700">There is no admin page at this address.</p>} />
            </Routes>
          </Suspense>
        </main>
      </div>
    </div>
  );
}
