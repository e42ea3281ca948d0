import { Building2 } from 'lucide-react';
import { Badge, Card, CardContent, CardHeader, CardTitle, Notice, Skeleton, countOf, useCurrentUser } from '@korero/web-kit';
import { useProfile, useUsage } from '../../queries.ts';
import { isProfessional } from './invite-values.ts';

/** Beside the form: the business the invitation comes from, its services, and what Free allows. */
export function YourBusinessCard() {
  const { user } = useCurrentUser();
  const profile = useProfile();
  const usage = useUsage();
  const services = profile.data?.data.serviceTypes ?? [];
  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Building2 className="h-5 w-5 text-brand-700" aria-hidden /> Your business
        </CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {/* While the profile loads nothing is known yet: no "add your name" to an owner who has one. */}
        {profile.isLoading ? (
          <div className="flex flex-col gap-2" role="status" aria-label="Loading your business">
            <Skeleton className="h-5 w-40" />
            <Skeleton className="h-4 w-56" />
          </div>
        ) : (
          <p className="font-medium text-stone-900">{profile.data?.data.businessName ?? 'Add your business name on the dashboard'}</p>
        )}
        {profile.isLoading ? null : services.length ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Services">
            {services.map((s) => (
              <li key={s}>
                <Badge tone="brand">{s}</Badge>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-stone-500">No service types yet.</p>
        )}
        {user && !isProfessional(user) && usage.data ? (
          <Notice tone="info">
            {usage.data.data.invitesLimit === null
              ? 'On Free you can create invitations and share them by link or QR code.'
              : `On Free you can create ${countOf(usage.data.data.invitesLimit, 'invitation', 'invitations')} a month and share them by link or QR code.`}
          </Notice>
        ) : null}
      </CardContent>
    </Card>
  );
}
