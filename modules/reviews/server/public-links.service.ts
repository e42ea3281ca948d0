import { randomBytes } from 'node:crypto';
import type { ClockPort, Database } from '@korero/core/sdk';
import { PublicLink } from './public-link.entity.ts';

export interface PublicLinkView {
  enabled: boolean;
  key: string;
  /** The address to share: the simple form, opened with this business's key. */
  url: string;
  updatedAt: string;
}

/** 192 random bits, base64url: nobody finds a business's form by guessing or from its id. */
const newKey = () => randomBytes(24).toString('base64url');

/** The per-business public link to the simple form: made on first sight, switched on and off, rotated by the owner. */
export class PublicLinks {
  private readonly db: Database;
  private readonly clock: ClockPort;
  private readonly publicUrl: string;

  constructor(db: Database, clock: ClockPort, publicUrl: string) {
    this.db = db;
    this.clock = clock;
    this.publicUrl = publicUrl;
  }

  #view(link: PublicLink): PublicLinkView {
    return {
      enabled: link.enabled,
      key: link.key,
      url: `${this.publicUrl}/review?key=${link.key}`,
      updatedAt: link.updatedAt.toISOString(),
    };
  }

  /** The business's link, made (switched on) the first time the owner looks; two first looks at once make one. */
  async #row(businessId: string): Promise<PublicLink> {
    const existing = await this.db.em.findOne(PublicLink, { businessId });
    if (existing) return existing;
    const now = this.clock.now();
    await this.db.em.execute(
      'insert into reviews_public_link (business_id, key, enabled, created_at, updated_at) values (?, ?, true, ?, ?) on conflict (business_id) do nothing',
      [businessId, newKey(), now, now],
    );
    return this.db.em.findOneOrFail(PublicLink, { businessId });
  }

  async view(businessId: string): Promise<PublicLinkView> {
    return this.#view(await this.#row(businessId));
  }

  async setEnabled(businessId: string, enabled: boolean): Promise<PublicLinkView> {
    const link = await this.#row(businessId);
    link.enabled = enabled;
    link.updatedAt = this.clock.now();
    await this.db.em.flush();
    return this.#view(link);
  }

  /** A new key: the old link stops working at once, wherever it was shared. */
  async rotate(businessId: string): Promise<PublicLinkView> {
    const link = await this.#row(businessId);
    link.key = newKey();
    link.updatedAt = this.clock.now();
    await this.db.em.flush();
    return this.#view(link);
  }

  /** The business a switched-on key opens, or null (unknown, rotated away or switched off). */
  async businessFor(key: string): Promise<string | null> {
    if (!key) return null;
    const link = await this.db.em.findOne(PublicLink, { key, enabled: true });
    return link?.businessId ?? null;
  }
}
