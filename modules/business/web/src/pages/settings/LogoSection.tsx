import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@korero/web-kit';
import { LogoUpload } from '../../components/LogoUpload.tsx';
import type { ProfileView } from '../../queries.ts';

/** Settings → Logo. An upload saves itself, so this section has no Save. */
export function LogoSection({ profile }: { profile: ProfileView }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>Logo</CardTitle>
        <CardDescription>Your customers see it at the top of your review page, and it is printed on your QR posters.</CardDescription>
      </CardHeader>
      <CardContent>
        <LogoUpload logoUrl={profile.logoUrl} shownToCustomers={profile.logoOnReviewPages} businessName={profile.businessName} />
      </CardContent>
    </Card>
  );
}
