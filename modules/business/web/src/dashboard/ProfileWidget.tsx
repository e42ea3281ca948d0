import { useState } from 'react';
import { Building2, CheckCircle2, CircleAlert, Mail, MapPin, Pencil, Phone } from 'lucide-react';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Notice,
  Skeleton,
  useCurrentUser,
} from '@korero/web-kit';
import { ProfileForm } from '../components/ProfileForm.tsx';
import { PLACE_ID_STATUS } from '../../../contract/place-id.ts';
import { useProfile, type ProfileView } from '../queries.ts';
import { formatNzPhone } from '@korero/web-kit';

/** The dashboard's profile card: a summary once the business has a name, else (or when editing) the setup form. */
export default function ProfileWidget() {
  const { data, isLoading, error } = useProfile();
  const { user } = useCurrentUser();
  const [editing, setEditing] = useState(false);
  const profile = data?.data;
  const showSummary = Boolean(profile?.businessName) && !editing;

  return (
    <Card data-testid="profile-card">
      <CardHeader>
        <div className="flex items-start justify-between gap-3">
          <div>
            <CardTitle className="flex items-center gap-2">
              <Building2 className="h-5 w-5 text-brand-700" aria-hidden /> Business Profile
            </CardTitle>
            <CardDescription>
              {showSummary
                ? 'What customers see on your review pages.'
                : 'Set up your business so invitations and review pages carry your name.'}
            </CardDescription>
          </div>
          {showSummary && profile ? (
            // Complete only once the review button reaches Google; otherwise the spec's Place ID status says what is missing.
            profile.placeIdStatus === 'linked' ? (
              <Badge tone="success">
                <CheckCircle2 className="h-3.5 w-3.5" aria-hidden /> Complete
              </Badge>
            ) : (
              <Badge tone={profile.placeIdStatus === 'invalid' ? 'danger' : 'warning'} data-testid="place-id-badge">
                <CircleAlert className="h-3.5 w-3.5" aria-hidden /> Place ID {PLACE_ID_STATUS[profile.placeIdStatus].label}
              </Badge>
            )
          ) : null}
        </div>
      </CardHeader>
      <CardContent>
        {isLoading ? <Skeleton className="h-32 w-full" /> : null}
        {error ? (
          <Notice tone="danger" title="Could not load your profile">
            {error.message}
          </Notice>
        ) : null}
        {profile && showSummary ? <ProfileSummary profile={profile} onEdit={() => setEditing(true)} /> : null}
        {profile && !showSummary ? (
          <ProfileForm
            profile={profile}
            accountEmail={user?.email ?? ''}
            onSaved={() => setEditing(false)}
            onCancel={profile.businessName ? () => setEditing(false) : undefined}
          />
        ) : null}
      </CardContent>
    </Card>
  );
}

function ProfileSummary({ profile, onEdit }: { profile: ProfileView; onEdit: () => void }) {
  const services = profile.serviceTypes;
  const place = PLACE_ID_STATUS[profile.placeIdStatus];
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
      <div className="flex h-20 w-20 shrink-0 items-center justify-center overflow-hidden rounded-xl border border-stone-200 bg-white">
        {profile.logoUrl ? (
          <img src={profile.logoUrl} alt={`${profile.businessName} logo`} className="h-full w-full object-contain" />
        ) : (
          <span className="flex h-full w-full items-center justify-center bg-brand-700 text-3xl font-bold text-white" aria-hidden>
            {profile.businessName?.[0]?.toUpperCase()}
          </span>
        )}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-2">
        <p className="text-xl font-semibold text-stone-900" data-testid="profile-name">
          {profile.businessName}
        </p>
        <ul className="flex flex-col gap-1 text-sm text-stone-600">
          {profile.email ? (
            <li className="flex items-center gap-2">
              <Mail className="h-4 w-4 shrink-0" aria-hidden /> {profile.email}
            </li>
          ) : null}
          {profile.businessPhone ? (
            <li className="flex items-center gap-2">
              <Phone className="h-4 w-4 shrink-0" aria-hidden /> {formatNzPhone(profile.businessPhone)}
            </li>
          ) : null}
          <li className="flex items-center gap-2">
            <MapPin className="h-4 w-4 shrink-0" aria-hidden />
            <span data-testid="place-id-status">
              Google Place ID: <strong className="font-medium text-stone-800">{place.label}</strong> ({place.detail}
              {profile.placeIdStatus === 'invalid' ? ': edit it to fix your review link' : ''})
            </span>
          </li>
        </ul>
        {services.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Service types">
            {services.slice(0, 6).map((s) => (
              <li key={s}>
                <Badge tone="brand">{s}</Badge>
              </li>
            ))}
            {services.length > 6 ? (
              <li>
                <Badge>+{services.length - 6} more</Badge>
              </li>
            ) : null}
          </ul>
        ) : null}
      </div>
      <Button variant="outline" size="sm" icon={<Pencil className="h-4 w-4" />} onClick={onEdit}>
        Edit Profile
      </Button>
    </div>
  );
}
