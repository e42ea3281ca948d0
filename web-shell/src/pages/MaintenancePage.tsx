import { Link } from 'react-router';
import { Wrench } from 'lucide-react';
import { Card, CardContent, KoreroLogo, SiteFooter, useCurrentUser } from '@korero/web-kit';

/** What everyone but an administrator sees while maintenance mode is on: the administrator's message, nothing broken. */
export function MaintenancePage({ message, siteName }: { message: string; siteName: string }) {
  const { user } = useCurrentUser();
  return (
    <div className="flex min-h-dvh flex-col bg-stone-50">
      <header className="border-b border-stone-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center px-4 sm:px-6">
          <KoreroLogo />
        </div>
      </header>
      <main id="main" className="flex flex-1 items-center justify-center p-4">
        <Card className="w-full max-w-md" role="status">
          <CardContent className="flex flex-col items-center gap-3 pt-6 text-center sm:pt-6">
            <span className="rounded-full bg-amber-50 p-3 text-amber-800">
              <Wrench className="h-7 w-7" aria-hidden />
            </span>
            <h1 className="text-2xl font-bold text-stone-900">{siteName} is down for maintenance</h1>
            <p className="text-stone-700">{message}</p>
            <p className="text-sm text-stone-600">Nothing you saved is lost. This page checks again every minute.</p>
            {user ? null : (
              <p className="text-sm text-stone-600">
                Administrator?{' '}
                <Link to="/auth" className="font-medium text-brand-700 underline">
                  Sign in
                </Link>
              </p>
            )}
          </CardContent>
        </Card>
      </main>
      <SiteFooter />
    </div>
  );
}
