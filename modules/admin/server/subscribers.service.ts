import type { AuthPort, BillingPort, PlacesPort } from '@korero/core/sdk';
import { badRequest, forbidden, isUuid, notFound, pagination } from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import type { Subscriber } from '../contract/api.ts';

/** How many business-name matches a search folds in: enough for any real search box, bounded for the query. */
const NAME_MATCHES = 500;

/**
 * Subscribers as administrators see them: accounts (kernel) with their business (business module) and plan
 * (billing). Administrators' own accounts are listed but never changed or deleted from here.
 */
export class Subscribers {
  private readonly auth: AuthPort;
  private readonly billing: BillingPort;
  private readonly business: BusinessDirectory;
  private readonly places: PlacesPort;

  constructor(deps: { auth: AuthPort; billing: BillingPort; business: BusinessDirectory; places: PlacesPort }) {
    this.auth = deps.auth;
    this.billing = deps.billing;
    this.business = deps.business;
    this.places = deps.places;
  }

  async list(page: number, limit: number, search: string | undefined) {
    const text = search?.trim() || undefined;
    const alsoIds = text ? await this.business.findByName(text, NAME_MATCHES) : undefined;
    const { rows, total } = await this.auth.listAccounts({ text, alsoIds, page, limit });
    const ids = rows.map((r) => r.id);
    const [plans, businesses, memberships] = await Promise.all([
      this.billing.accounts(ids),
      this.business.adminSummaries(ids),
      this.auth.membershipsOf(ids),
    ]);
    const plan = new Map(plans.map((p) => [p.businessId, p]));
    const joined = [...new Set([...memberships.values()].flat().map((m) => m.businessId))].filter((id) => !businesses.has(id));
    const others = joined.length ? await this.business.adminSummaries(joined) : new Map();
    const ownsOwn = (id: string) =>
      businesses.has(id) || (memberships.get(id) ?? []).some((m) => m.businessId === id && m.role === 'owner');
    const nameOf = (id: string) => businesses.get(id)?.businessName ?? others.get(id)?.businessName ?? null;
    const subscribers: Subscriber[] = rows.map((a) => {
      const b = businesses.get(a.id);
      return {
        id: a.id,
        username: a.username,
        email: a.email,
        businessName: b?.businessName ?? null,
        businessPhone: b?.businessPhone ?? null,
        googlePlaceId: b?.googlePlaceId ?? null,
        // Someone who owns no business of their own (staff of others') has no plan: 'staff', not a Free subscriber.
        subscriptionTier: ownsOwn(a.id) ? (plan.get(a.id)?.tier ?? 'free') : 'staff',
        subscriptionStatus: plan.get(a.id)?.status ?? 'active',
        isAdmin: a.isAdmin,
        createdAt: a.createdAt.toISOString(),
        lastLoginAt: a.lastLoginAt?.toISOString() ?? null,
        memberships: (memberships.get(a.id) ?? []).map((m) => ({
          businessId: m.businessId,
          businessName: nameOf(m.businessId),
          role: m.role,
          lastSeenAt: m.lastSeenAt?.toISOString() ?? null,
        })),
      };
    });
    return { subscribers, pagination: pagination(page, limit, total) };
  }

  /** The account to change: it must exist and must not be an administrator's (the spec's rule, kept on the server). */
  async changeable(id: string) {
    const account = isUuid(id) ? await this.auth.account(id) : null;
    if (!account) throw notFound('Subscriber not found.');
    if (account.isAdmin) throw forbidden("Administrators' accounts cannot be changed or deleted from the subscriber list.");
    return account;
  }

  async businessName(id: string): Promise<string | null> {
    return (await this.business.adminSummaries([id])).get(id)?.businessName ?? null;
  }

  async setPlaceId(id: string, placeId: string | null): Promise<void> {
    await this.business.setPlaceId(id, placeId);
  }

  /** Auto Find: the business's name through the places port; the best match's Place ID is stored. */
  async lookupPlaceId(id: string): Promise<{ name: string; placeId: string; address: string }> {
    const name = await this.businessName(id);
    if (!name) throw badRequest('This business has no name yet, so there is nothing to search for. Use Set ID instead.');
    if (!this.places.provider) {
      throw badRequest('No places service is configured (GOOGLE_PLACES_API_KEY), so Korero cannot search Google. Use Set ID instead.');
    }
    const [best] = await this.places.search(name);
    if (!best) throw notFound(`Google Places found no business called "${name}".`);
    await this.business.setPlaceId(id, best.place_id);
    return { name: best.name, placeId: best.place_id, address: best.formatted_address };
  }
}
