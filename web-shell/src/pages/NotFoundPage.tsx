import { Link } from 'react-router';
import { AlertCircle } from 'lucide-react';
import { Button, Card, CardContent } from '@korero/web-kit';

/** The unknown-address card. Signed in, it sits inside the app's frame (nav kept); signed out, it is the whole page. */
export function NotFoundPage({ inApp = false }: { inApp?: boolean }) {
  const card = (
    <Card className="w-full max-w-md">
      <CardContent className="pt-6 sm:pt-6">
        <div className="flex items-center gap-2">
          <AlertCircle className="h-8 w-8 text-red-600" aria-hidden />
          <h1 className="text-2xl font-bold text-stone-900">404 Page Not Found</h1>
        </div>
        <p className="mt-4 text-sm text-stone-600">Did you forget to add the page to the router?</p>
        <p className="mt-1 text-sm text-stone-600">The address may be mistyped, or the page may have moved.</p>
        <Button asChild className="mt-6">
          <Link to="/">{inApp ? 'Go to the Dashboard' : 'Go to Korero'}</Link>
        </Button>
      </CardContent>
    </Card>
  );
  if (inApp) return <div className="flex justify-center py-8">{card}</div>;
  return <main className="flex min-h-dvh items-center justify-center bg-stone-50 p-4">{card}</main>;
}
