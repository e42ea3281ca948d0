import type { ActivityItem } from '../../../contract/api.ts';

/** "Aroha" from "Aroha Smith"; the simple form's "A customer" reads "a customer" mid-sentence. */
const who = (customerName: string) =>
  customerName === 'A customer' ? 'a customer' : (customerName.trim().split(/\s+/)[0] ?? customerName) || 'a customer';

/**
 * One line of the dashboard's activity: the stars, where the customer sent it, and who. A Google choice says "for
 * Google", not "posted": the customer posts it themselves, and Korero claims a posting only once it sees it
 * (decisions.md).
 */
export function ActivityLine({ item }: { item: ActivityItem }) {
  const stars = (
    <>
      {item.starRating}
      <span aria-hidden>★</span>
      <span className="sr-only"> {item.starRating === 1 ? 'star' : 'stars'}</span>
    </>
  );
  const from = who(item.customerName);
  if (item.destination === 'private')
    return (
      <>
        {stars} private feedback from {from}
      </>
    );
  if (item.destination === 'google')
    return (
      <>
        {stars} review for Google from {from}
      </>
    );
  return (
    <>
      {stars} rating from {from}, not sent anywhere yet
    </>
  );
}
