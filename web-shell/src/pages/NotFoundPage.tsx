import { Link } from 'react-router';
import { AlertCircle, CircleSlash } from 'lucide-react';
import { Button, Card, CardContent } from '@korero/web-kit';

/**
 * The page for an address no route draws. Signed in, it sits inside the app's frame (nav kept); signed out, it is the
 * whole page. `unavailable`: the address is a page of a feature this site has switched off, which is said plainly
 * rather than calling the page missing.
 */
export function NotFoundPage({ inApp = false, unavailable = false }: { inApp?: boolean; unavailable?: boolean }) {
  const card = (
    <Card className="w-full max-w-md">
      <CardContent className="pt-6 sm:pt-6">
        <div className="flex items-start gap-2">
          {unavailable ? (
            <CircleSlash className="mt-0.5 h-7 w-7 shrink-0 text-stone-500" aria-hidden />
          ) : (
            <AlertCircle className="mt-0.5 h-7 w-7 shrink-0 text-red-600" aria-hidden />
          )}
          <h1 className="text-xl font-bold text-stone-900 sm:text-2xl">
            {unavailable ? 'This feature is not available on this site' : '404 Page Not Found'}
          </h1>
        </div>
        {unavailable ? (
          <p className="mt-4 text-sm text-stone-600">
            It has been switched off here. If you expected to find it, ask the people who run this site.
          </p>
        ) : (
          <p className="mt-4 text-sm text-stone-600">There is no page at this address. It may be mistyped, or the page may have moved.</p>
        )}
        <Button asChild className="mt-6">
          <Link to="/">{inApp ? 'Go to the Dashboard' : 'Go to Korero'}</Link>
        </Button>
      </CardContent>
    </Card>
  );
  if (inApp) return <div className="flex justify-center py-8">{card}</div>;
  return <main className="flex min-h-dvh items-center justify-center bg-stone-50 p-4">{card}</main>;
}
