import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { AlertCircle, MapPin, Printer, Users, Wrench } from 'lucide-react';
import { ApiError, Badge, Button, Card, LoadingBlock } from '@korero/web-kit';
import { businessClient, publicProfileKey } from '@korero/module-business/contract/client';
import { invitesClient, qrImageUrl } from '../../../contract/client.ts';
import { reviewsPage } from '@korero/module-reviews/contract/pages';

/** Not found (404) is an answer here: the page says the link is not valid. */
const orNull = (error: unknown) => {
  if (error instanceof ApiError && error.status === 404) return null;
  throw error;
};

/** A printable poster for one invitation: scan the code, or tap Start Review on the owner's phone. */
export default function QrPage() {
  const { token = '' } = useParams();
  const invite = useQuery({ queryKey: ['qr-invite', token], queryFn: () => invitesClient.byToken(token, 'qr').catch(orNull) });
  const clientId = invite.data?.clientId;
  const profile = useQuery({
    queryKey: publicProfileKey(clientId ?? ''),
    queryFn: () => businessClient.publicProfile(clientId!).catch(orNull),
    enabled: Boolean(clientId),
  });

  if (invite.isLoading) return <LoadingBlock className="min-h-dvh" label="Loading…" />;
  if (!invite.data) {
    return (
      <main className="flex min-h-dvh items-center justify-center p-4">
        <Card className="max-w-sm p-6 text-center">
          <AlertCircle className="mx-auto h-10 w-10 text-red-600" aria-hidden />
          <h1 className="mt-3 text-xl font-bold text-stone-900">Review Link Not Found</h1>
          <p className="mt-2 text-sm text-stone-600">This review invitation may have expired or is invalid.</p>
        </Card>
      </main>
    );
  }

  const team = invite.data.teamMembers;
  const name = invite.data.businessName ?? profile.data?.businessName ?? 'Your service provider';
  const logo = profile.data?.logoUrl;

  return (
    <main className="flex min-h-dvh items-center justify-center bg-stone-100 p-4 print:bg-white">
      <Card className="w-full max-w-sm overflow-hidden print:border-0 print:shadow-none">
        <div className="flex flex-col items-center gap-4 p-6 text-center">
          {logo ? (
            <img src={logo} alt={`${name} logo`} className="h-16 w-16 rounded-xl object-contain" />
          ) : (
            <span
              className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-700 text-2xl font-bold text-white"
              aria-hidden
            >
              {name[0]?.toUpperCase()}
            </span>
          )}
          <div>
            <h1 className="text-xl font-bold text-stone-900">{name}</h1>
            <p className="text-sm text-stone-600">would love your feedback, {invite.data.customerName.split(' ')[0]}</p>
          </div>
          <img src={qrImageUrl(token)} alt="QR code for your review link" className="h-56 w-56 rounded-lg border border-stone-200 p-2" />
          <ul className="flex w-full flex-col gap-1.5 text-left text-sm text-stone-700">
            <li className="flex items-center gap-2">
              <Wrench className="h-4 w-4 shrink-0 text-brand-700" aria-hidden /> {invite.data.jobDescription}
            </li>
            <li className="flex items-center gap-2">
              <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden /> {invite.data.jobLocation}
            </li>
            {team.length ? (
              <li className="flex items-start gap-2">
                <Users className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden />
                <span className="flex flex-wrap gap-1">
                  {team.map((m) => (
                    <Badge key={m} tone="brand">
                      {m}
                    </Badge>
                  ))}
                </span>
              </li>
            ) : null}
          </ul>
          {/* A full page load, so the customer gets the lean review page rather than the whole app. */}
          <Button asChild size="lg" className="w-full print:hidden">
            <a href={reviewsPage('/review/:token', { token })}>Start Review</a>
          </Button>
          <Button variant="ghost" size="sm" className="print:hidden" icon={<Printer className="h-4 w-4" />} onClick={() => window.print()}>
            Print
          </Button>
        </div>
        <p className="border-t border-stone-100 bg-stone-50 px-4 py-3 text-center text-xs text-stone-500">
          This should only take a few minutes • No account required
        </p>
      </Card>
    </main>
  );
}
