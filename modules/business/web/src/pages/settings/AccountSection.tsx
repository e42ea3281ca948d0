import { Link } from 'react-router';
import { Users } from 'lucide-react';
import { Button, Card, CardContent, useCurrentUser, useModuleEnabled } from '@korero/web-kit';
import { AccountDataCard } from '../../components/AccountDataCard.tsx';
import { AnotherBusinessCard } from './AnotherBusinessCard.tsx';
import { YourNameCard } from './YourNameCard.tsx';
import { teamsPage } from '@korero/module-teams/contract/pages';

/** Settings → Your account: your name, the way to the team, a copy of the data, and closing the account. */
export function AccountSection() {
  const teamsOn = useModuleEnabled('teams');
  const owner = useCurrentUser().user?.role === 'owner';
  return (
    <>
      <YourNameCard />
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
