import { applyRetention, DAY_MS, type ClockPort, type Database, type RetentionBounds } from '@korero/core/sdk';

/** A finished webhook delivery (its payload names customers) is kept 90 days for the owner's log (decision 0032). */
export const KEEP_DELIVERY_DAYS = 90;

export async function applyIntegrationsRetention(db: Database, clock: ClockPort, bounds?: RetentionBounds): Promise<number> {
  return applyRetention(
    db,
    {
      table: 'integrations_delivery',
      key: 'id',
      // Pending ones are still being retried: they go when they finish and age.
      where: `created_at < ? and status in ('delivered', 'failed')`,
      params: [new Date(clock.now().getTime() - KEEP_DELIVERY_DAYS * DAY_MS)],
      orderBy: 'created_at',
    },
    bounds,
  );
}
