import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { setupQuery } from '../../../contract/client.ts';

/** Tells the analytics page whether to offer the Competitor Analysis tab: not on a plan without it. */
export function TabShown({ report }: { report: (shown: boolean | undefined) => void }) {
  const setup = useQuery(setupQuery);
  const shown = setup.data ? setup.data.data.included : setup.isError ? false : undefined;
  useEffect(() => report(shown), [shown, report]);
  return null;
}
