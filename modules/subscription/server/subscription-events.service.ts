import type { AuthPort, ClockPort, Database, TierChange, TierId } from '@korero/core/sdk';
import type { PlanTier, SubscriptionEventType } from '../contract/api.ts';
import type { SubscriptionEventView } from '../contract/index.ts';
import { SubscriptionEvent } from './subscription-event.entity.ts';

/** A tier or status change in the spec's event vocabulary: activated, cancelled, past_due, or something generic. */
export function eventFor(change: TierChange): { type: SubscriptionEventType; tier: TierId } {
  if (change.status === 'past_due') return { type: 'past_due', tier: change.to };
  if (change.status === 'canceled') return { type: 'cancelled', tier: change.from === 'free' ? change.to : change.from };
  if (change.status === 'paused') return { type: 'paused', tier: change.to };
  if (change.to !== 'free') return { type: 'activated', tier: change.to };
  return { type: 'tier_changed', tier: change.to };
}

/** The subscription event log the admin area reads (subscription_event). */
export class SubscriptionEvents {
  private readonly db: Database;
  private readonly clock: ClockPort;
  private readonly auth: AuthPort;

  constructor(db: Database, clock: ClockPort, auth: AuthPort) {
    this.db = db;
    this.clock = clock;
    this.auth = auth;
  }

  /**
   * Every tier change, whoever made it (a checkout, a webhook, an admin). The row's id is the event's, so a second
   * delivery of one event adds nothing; a change delivered after its account was deleted is not recorded.
   */
  async recordChange(change: TierChange, eventId: string): Promise<void> {
    const { type, tier } = eventFor(change);
    const account = await this.auth.ownerOf(change.businessId);
    if (!account) return;
    await this.db.em
      .createQueryBuilder(SubscriptionEvent)
      .insert({
        id: eventId,
        eventType: type,
        subscriptionTier: tier,
        userId: change.businessId,
        metadata: { username: account.username, from: change.from, to: change.to, status: change.status },
        timestamp: new Date(change.changedAt),
      })
      .onConflict('id')
      .ignore()
      .execute('run');
  }

  async record(businessId: string, eventType: SubscriptionEventType, tier: TierId, details: Record<string, unknown> = {}): Promise<void> {
    const account = await this.auth.ownerOf(businessId);
    this.db.em.create(SubscriptionEvent, {
      eventType,
      subscriptionTier: tier,
      userId: businessId,
      metadata: { username: account?.username ?? null, ...details },
      timestamp: this.clock.now(),
    });
    await this.db.em.flush();
  }

  async recent(limit: number): Promise<SubscriptionEventView[]> {
    const rows = await this.db.em.find(
      SubscriptionEvent,
      {},
      { orderBy: { timestamp: 'desc', id: 'asc' }, limit: Math.max(1, Math.min(limit, 500)) },
    );
    return rows.map(toView);
  }

  async of(businessId: string): Promise<SubscriptionEventView[]> {
    return (await this.db.em.find(SubscriptionEvent, { userId: businessId }, { orderBy: { timestamp: 'asc' } })).map(toView);
  }

  async deleteBusiness(businessId: string): Promise<void> {
    await this.db.em.nativeDelete(SubscriptionEvent, { userId: businessId });
  }
}

function toView(row: SubscriptionEvent): SubscriptionEventView {
  return {
    id: row.id,
    eventType: row.eventType,
    subscriptionTier: row.subscriptionTier as PlanTier,
    userId: row.userId,
    metadata: row.metadata as SubscriptionEventView['metadata'],
    timestamp: row.timestamp.toISOString(),
  };
}
