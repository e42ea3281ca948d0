import type { ClockPort, Database } from '@korero/core/sdk';
import { conflict } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import type {
  HideReason,
  ShowcaseLayout,
  ShowcaseSettings,
  ShowcaseSettingsInput,
  ShowcaseSource,
  ShowcaseTheme,
} from '../contract/api.ts';
import { newWidgetKey, slugAlternative, slugOf } from './slug.ts';
import { snippetOf } from './widget/snippet.ts';

/** A showcase_settings row. */
export interface SettingsRow {
  businessId: string;
  key: string;
  enabled: boolean;
  theme: ShowcaseTheme;
  layout: ShowcaseLayout;
  slug: string;
  brandColour: string | null;
}

type Raw = Record<string, unknown>;
const rowOf = (r: Raw): SettingsRow => ({
  businessId: String(r.business_id),
  key: String(r.widget_key),
  enabled: Boolean(r.enabled),
  theme: r.theme as ShowcaseTheme,
  layout: r.layout as ShowcaseLayout,
  slug: String(r.slug),
  brandColour: r.brand_colour ? String(r.brand_colour) : null,
});
const COLUMNS = 'business_id, widget_key, enabled, theme, layout, slug';
const READ = `${COLUMNS}, brand_colour`;

/** A business's showcase settings (made, switched off, the first time its owner looks) and the reviews it hid. */
export class ShowcaseSettingsService {
  readonly #db: Database;
  readonly #clock: ClockPort;
  readonly #business: BusinessDirectory;
  readonly #publicUrl: string;

  constructor(deps: { db: Database; clock: ClockPort; business: BusinessDirectory; publicUrl: string }) {
    this.#db = deps.db;
    this.#clock = deps.clock;
    this.#business = deps.business;
    this.#publicUrl = deps.publicUrl;
  }

  view(row: SettingsRow): ShowcaseSettings {
    return {
      key: row.key,
      snippet: snippetOf(this.#publicUrl, row.key, row.layout),
      enabled: row.enabled,
      theme: row.theme,
      layout: row.layout,
      slug: row.slug,
      brandColour: row.brandColour,
      pageUrl: `${this.#publicUrl}/b/${row.slug}`,
    };
  }

  /** The business's row, made the first time: its slug from the business name (the next free one if taken). */
  async row(businessId: string): Promise<SettingsRow> {
    const existing = await this.#find('business_id = ?', businessId);
    if (existing) return existing;
    const base = slugOf((await this.#business.profile(businessId))?.businessName ?? null);
    const now = this.#clock.now();
    for (let attempt = -1; attempt < 20; attempt++) {
      const slug = attempt < 0 ? base : slugAlternative(base, attempt);
      // Nothing inserted: the business got its row meanwhile (two first looks at once), or the slug is taken.
      await this.#db.em.execute(
        `insert into showcase_settings (${COLUMNS}, created_at, updated_at) values (?, ?, false, 'light', 'carousel', ?, ?, ?) on conflict do nothing`,
        [businessId, newWidgetKey(), slug, now, now],
      );
      const made = await this.#find('business_id = ?', businessId);
      if (made) return made;
    }
    throw new Error(`no free showcase slug for "${base}"`);
  }

  async update(businessId: string, input: ShowcaseSettingsInput): Promise<{ row: SettingsRow; before: SettingsRow }> {
    const before = await this.row(businessId);
    if (input.slug !== undefined && input.slug !== before.slug) {
      const [taken] = await this.#db.em.execute<Raw[]>('select 1 from showcase_settings where slug = ? and business_id <> ?', [
        input.slug,
        businessId,
      ]);
      if (taken) throw conflict(`The page address "${input.slug}" is taken. Choose another.`);
    }
    const next = { ...before, ...Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) } as SettingsRow;
    await this.#db.em.execute(
      'update showcase_settings set enabled = ?, theme = ?, layout = ?, slug = ?, brand_colour = ?, updated_at = ? where business_id = ?',
      [next.enabled, next.theme, next.layout, next.slug, next.brandColour, this.#clock.now(), businessId],
    );
    return { row: next, before };
  }

  /** A new key: the old snippet renders nothing from now on (its answers are 404). */
  async rotate(businessId: string): Promise<SettingsRow> {
    await this.row(businessId);
    await this.#db.em.execute('update showcase_settings set widget_key = ?, updated_at = ? where business_id = ?', [
      newWidgetKey(),
      this.#clock.now(),
      businessId,
    ]);
    return (await this.#find('business_id = ?', businessId))!;
  }

  /** The switched-on showcase a widget key or a page slug opens, or null (unknown, rotated away, or off). */
  async byKey(key: string): Promise<SettingsRow | null> {
    const row = await this.#find('widget_key = ?', key);
    return row?.enabled ? row : null;
  }

  async bySlug(slug: string): Promise<SettingsRow | null> {
    const row = await this.#find('slug = ?', slug);
    return row?.enabled ? row : null;
  }

  /** The ids the owner hid, per source, with why (null: hidden before reasons were asked). */
  async hidden(businessId: string): Promise<Record<ShowcaseSource, Map<string, HideReason | null>>> {
    const rows = await this.#db.em.execute<Raw[]>('select source, review_id, reason from showcase_hidden where business_id = ?', [
      businessId,
    ]);
    const out: Record<ShowcaseSource, Map<string, HideReason | null>> = { google: new Map(), korero: new Map() };
    for (const r of rows) out[r.source as ShowcaseSource]?.set(String(r.review_id), (r.reason as HideReason | null) ?? null);
    return out;
  }

  async setHidden(businessId: string, source: ShowcaseSource, reviewId: string, hidden: boolean, reason?: HideReason): Promise<void> {
    if (hidden) {
      // Hidden again for another reason: the newer reason stands.
      await this.#db.em.execute(
        `insert into showcase_hidden (business_id, source, review_id, hidden_at, reason) values (?, ?, ?, ?, ?)
         on conflict (business_id, source, review_id) do update set reason = excluded.reason`,
        [businessId, source, reviewId, this.#clock.now(), reason ?? null],
      );
    } else {
      await this.#db.em.execute('delete from showcase_hidden where business_id = ? and source = ? and review_id = ?', [
        businessId,
        source,
        reviewId,
      ]);
    }
  }

  async #find(where: string, value: string): Promise<SettingsRow | null> {
    const [row] = await this.#db.em.execute<Raw[]>(`select ${READ} from showcase_settings where ${where}`, [value]);
    return row ? rowOf(row) : null;
  }
}
