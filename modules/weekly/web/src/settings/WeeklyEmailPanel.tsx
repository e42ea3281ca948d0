import { useId } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Mail } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle, FormError, Skeleton, Switch, toast } from '@korero/web-kit';
import { weeklyClient, weeklyKeys } from '../../../contract/client.ts';

/**
 * Settings → Weekly report: the signed-in person's own Monday email in this business. Owners get it unless they say
 * no; managers and technicians when they say yes. A technician's is the shorter one, about their own asks.
 */
export default function WeeklyEmailPanel() {
  const client = useQueryClient();
  const switchId = useId();
  const preference = useQuery({ queryKey: weeklyKeys.preference, queryFn: weeklyClient.preference });
  const choose = useMutation({
    mutationFn: (enabled: boolean) => weeklyClient.setPreference(enabled),
    onSuccess: (answer) => {
      client.setQueryData(weeklyKeys.preference, answer);
      toast(
        answer.data.enabled
          ? { title: 'Weekly report on', description: 'It comes each Monday at 8 am.', variant: 'success' }
          : { title: 'Weekly report off', description: 'No more weekly emails to you from this business.' },
      );
    },
    onError: (error) => toast({ title: 'Could not change your weekly report', description: error.message, variant: 'destructive' }),
  });
  const data = preference.data?.data;
  const own = data?.kind === 'technician';
  return (
    <Card data-testid="weekly-email-panel">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Mail className="h-5 w-5 text-brand-700" aria-hidden /> Your weekly email
        </CardTitle>
        <CardDescription>
          {own
            ? 'A short email each Monday at 8 am: the customers you asked for a review last week, and how many answered.'
            : 'An email each Monday at 8 am about the week just ended: invitations, answers, Google reviews, follow-ups and each technician’s asks.'}{' '}
          Only you are affected; each email also has a link to stop it.
        </CardDescription>
      </CardHeader>
      <CardContent>
        {preference.isLoading ? <Skeleton className="h-10 w-full" /> : null}
        <FormError message={preference.error?.message} />
        {data ? (
          <div className="flex items-center justify-between gap-4 rounded-lg border border-stone-200 p-3">
            <label htmlFor={switchId} className="min-w-0">
              <span className="block font-medium text-stone-900">Email me the weekly report</span>
              <span className="block text-sm text-stone-600">{data.enabled ? 'On: it comes each Monday.' : 'Off: you get none.'}</span>
            </label>
            <Switch id={switchId} checked={data.enabled} disabled={choose.isPending} onCheckedChange={(on) => choose.mutate(on)} />
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
