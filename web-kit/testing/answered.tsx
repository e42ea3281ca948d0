import { useQuery, type QueryKey } from '@tanstack/react-query';

/**
 * For a test that checks what a screen does not draw once its data is in (a card that draws nothing, a count that is
 * not shown): drawn beside the screen, it shows `data-testid="answered"` once the query under `queryKey` has its
 * answer (data or error). It reads the screen's own query (it never asks itself), so it is drawn in the same render
 * as the screen's use of that answer: wait for it, then assert, instead of waiting a fixed time.
 */
export function Answered({ queryKey }: { queryKey: QueryKey }) {
  const { status } = useQuery({ queryKey, enabled: false });
  return status === 'pending' ? null : <output data-testid="answered" hidden />;
}
