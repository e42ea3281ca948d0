import { useQueryClient } from '@tanstack/react-query';
import { followUpsKeys } from '../../../../contract/client.ts';

/** After a change: every follow-up query (the list, the counts, this one) asks again. */
export function useRefresh() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: followUpsKeys.all });
}
