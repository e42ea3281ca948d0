import { Link } from 'react-router';
import { ShieldCheck, Users } from 'lucide-react';
import { Button, Card, CardContent, useCurrentUser, useModuleEnabled } from '@korero/web-kit';
import { AccountDataCard } from '../../components/AccountDataCard.tsx';
import { AnotherBusinessCard } from './AnotherBusinessCard.tsx';
import { YourNameCard } from './YourNameCard.tsx';
import { teamsPage } from '@korero/module-teams/contract/pages';

/** Settings → Your account: your name, the way to two-step sign-in and to the team, a copy of the data, and closing the account. */
export function AccountSection() {
  const teamsOn = useModuleEnabled('teams');
  const owner = useCurrentUser().user?.role === 'owner';
  return (
    <>
      <YourNameCard />
      <Card>
        <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
          <div className="flex items-center gap-3">
            <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
              <ShieldCheck className="h-5 w-5" aria-hidden />
            </span>
            <div>
              <p className="font-medium text-stone-900">Two-step sign-in</p>
              <p className="text-sm text-stone-600">An authenticator app or a passkey after your password, and recovery codes.</p>
            </div>
          </div>
          {/* The shell's own page (web-shell/src/pages/SecurityPage.tsx). */}
          <Button asChild variant="outline">
            <Link to="/account/security">Account Security</Link>
          </Button>
        </CardContent>
      </Card>
      {teamsOn ? (
        <Card>
          <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
            <div className="flex items-center gap-3">
              <span className="rounded-lg bg-brand-50 p-2 text-brand-700">
                <Users className="h-5 w-5" aria-hidden />
              </span>
              <div>
                <p className="font-medium text-stone-900">Team management</p>
                <p className="text-sm text-stone-600">Add the people who do the work, so customers can name them.</p>
              </div>
            </div>
            <Button asChild variant="outline">
              <Link to={teamsPage('/teams')}>Manage Teams</Link>
            </Button>
          </CardContent>
        </Card>
      ) : null}
      {owner ? <AnotherBusinessCard /> : null}
      <AccountDataCard />
    </>
  );
}
