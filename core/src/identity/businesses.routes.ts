import { randomUUID } from 'node:crypto';
import {
  businessesAnswer,
  createBusinessBody,
  createdBusinessAnswer,
  switchBusinessAnswer,
  switchBusinessBody,
} from '../contract/staff.ts';
import type { OpenedDatabase } from '../kernel/database.ts';
import { businessCreated, type SessionUser } from '../ports/auth.port.ts';
import type { BillingPort } from '../ports/billing.port.ts';
import type { EventsPort } from '../ports/events.port.ts';
import type { ModuleApp } from '../sdk/define-module.ts';
import { conflict, notFound } from '../sdk/errors.ts';
import { isUuid } from '../sdk/http.ts';
import type { SessionAuth } from './auth.adapter.ts';
import { EVERY_ROLE, presentUser } from './auth.routes.ts';
import type { Memberships } from './memberships.ts';
import { sessionUserOf } from './sign-ins.service.ts';
import { UNNAMED_BUSINESS } from './staff-invitations.ts';

export interface BusinessesRouteDeps {
  db: OpenedDatabase;
  auth: SessionAuth;
  memberships: Memberships;
  billing: BillingPort;
  events: EventsPort;
  /** The most businesses one person may own (MAX_BUSINESSES_PER_PERSON). */
  maxOwned: number;
  supportEmail: string;
}

/** GET/POST /api/businesses and POST /api/businesses/switch: a person's businesses (docs/decisions/0026). */
export async function businessesRoutes(app: ModuleApp, deps: BusinessesRouteDeps): Promise<void> {
  const { db, auth, memberships, events, maxOwned, supportEmail } = deps;
  const tags = ['identity'];

  app.get(
    '/businesses',
    {
      schema: { summary: 'List my businesses', operationId: 'listBusinesses', tags, response: { 200: businessesAnswer } },
      config: EVERY_ROLE,
    },
    async (request) => {
      const user = auth.user(request);
      const rows = await memberships.ofAccount(user.id);
      const names = await memberships.names(rows.map((m) => m.businessId));
      return {
        data: rows.map((m) => ({
          id: m.businessId,
          name: names.get(m.businessId) ?? UNNAMED_BUSINESS,
          role: m.role,
          current: m.businessId === user.businessId,
        })),
      };
    },
  );

  app.post(
    '/businesses',
    {
      schema: {
        summary: 'Create another business that I own',
        description: `A person may own at most ${maxOwned} businesses on this Korero; past that the answer is 409.`,
        operationId: 'createBusiness',
        tags,
        body: createBusinessBody,
        response: { 201: createdBusinessAnswer },
      },
      // Any signed-in person may start a business of their own (they own the new one, whatever they are here).
      config: { ...EVERY_ROLE, rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      const user = auth.user(request);
      const businessId = randomUUID();
      await db.transaction(async (em) => {
        // Counted in the transaction that adds the next one. Each business is a plan of its own: a cap keeps one
        // person from filling the database with them (the route's rate limit only slows that down).
        if ((await memberships.ownedCount(user.id)) >= maxOwned) {
          throw conflict(
            `You already own ${maxOwned} businesses, the most one person can own here. Delete one you no longer use, or contact ${supportEmail}.`,
          );
        }
        memberships.add(em, { accountId: user.id, businessId, role: 'owner' });
        await em.flush();
        // Named in this transaction: the switcher, the admin's lists and the next request all show it at once.
        await memberships.startNamed(businessId, request.body.businessName);
        await events.emit(businessCreated, { businessId, accountId: user.id, businessName: request.body.businessName });
      });
      reply.code(201);
      return { data: { id: businessId, name: request.body.businessName, role: 'owner' as const, current: false } };
    },
  );

  app.post(
    '/businesses/switch',
    {
      schema: {
        summary: 'Switch to another of my businesses',
        operationId: 'switchBusiness',
        tags,
        body: switchBusinessBody,
        response: { 200: switchBusinessAnswer },
      },
      config: EVERY_ROLE,
    },
    async (request) => {
      const user = auth.user(request);
      const { businessId } = request.body;
      const membership = isUuid(businessId) ? await memberships.find(user.id, businessId) : null;
      if (!membership) throw notFound('You do not belong to that business. GET /api/businesses lists yours.');
      const switched: SessionUser = sessionUserOf(user, membership);
      await auth.signIn(request, switched);
      return presentUser(switched, deps);
    },
  );
}
