import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ShieldCheck, Users } from 'lucide-react';
import { Button, Card, CardContent, useCurrentUser, useModuleEnabled } from '@korero/web-kit';
import { AccountDataCard } from '../../components/AccountDataCard.tsx';
import { AnotherBusinessCard } from './AnotherBusinessCard.tsx';
import { YourNameCard } from './YourNameCard.tsx';
import { teamsPage } from '@korero/module-teams/contract/pages';

/** A card that leads elsewhere: what is there, and the button to go. */
function LinkCard({ icon, title, text, to, action }: { icon: ReactNode; title: string; text: string; to: string; action: string }) {
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 pt-5 sm:flex-row sm:items-center sm:justify-between sm:pt-6">
        <div className="flex items-center gap-3">
          <span className="rounded-lg bg-brand-50 p-2 text-brand-700">{icon}</span>
          <div>
            <p className="font-medium text-stone-900">{title}</p>
            <p className="text-sm text-stone-600">{text}</p>
          </div>
        </div>
        <Button asChild variant="outline">
          <Link to={to}>{action}</Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Settings → Your account: your name, the way to two-step sign-in and to the team, a copy of the data, and closing the account. */
export function AccountSection() {
  const teamsOn = useModuleEnabled('teams');
  const owner = useCurrentUser().user?.role === 'owner';
  return (
    <>
      <YourNameCard />
      {/* The shell's own page (web-shell/src/pages/SecurityPage.tsx). */}
      <LinkCard
        icon={<ShieldCheck className="h-5 w-5" aria-hidden />}
        title="Two-step sign-in"
        text="An authenticator app or a passkey after your password, and recovery codes."
        to="/account/security"
        action="Account Security"
      />
      {teamsOn ? (
        <LinkCard
          icon={<Users className="h-5 w-5" aria-hidden />}
          title="Team management"
          text="Add the people who do the work, so customers can name them."
          to={teamsPage('/teams')}
          action="Manage Teams"
        />
      ) : null}
      {owner ? <AnotherBusinessCard /> : null}
      <AccountDataCard />
    </>
  );
}
