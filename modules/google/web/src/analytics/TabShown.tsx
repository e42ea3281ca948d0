import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { minutes } from '@korero/web-kit';
import { googleClient, googleKeys } from '../../../contract/client.ts';

/**
 * Tells the analytics page whether to offer the Posted on Google tab: where this Korero has a Google client. On a plan
 * without the posted rate the tab is still offered and says what it would show and where to upgrade (it is the
 * figure no peer can show: worth seeing locked).
 */
export function TabShown({ report }: { report: (shown: boolean | undefined) => void }) {
  const status = useQuery({ queryKey: googleKeys.status, queryFn: googleClient.status, staleTime: minutes(5) });
  const shown = status.data ? status.data.data.configured : status.isError ? false : undefined;
  useEffect(() => {
    report(shown);
  }, [shown, report]);
  return null;
}
