import { applyRetention, DAY_MS, type ClockPort, type Database, type RetentionBounds } from '@korero/core/sdk';

/**
 * Message ids Meta delivered, kept to answer a redelivery once (Meta retries a webhook for hours, not weeks): 30 days
 * (decision 0032).
 */
export const KEEP_SEEN_DAYS = 30;

export async function applyMessengerRetention(db: Database, clock: ClockPort, bounds?: RetentionBounds): Promise<number> {
  return applyRetention(
    db,
    {
      table: 'messenger_seen',
      key: 'mid',
      where: 'seen_at < ?',
      params: [new Date(clock.now().getTime() - KEEP_SEEN_DAYS * DAY_MS)],
      orderBy: 'seen_at',
    },
    bounds,
  );
}
