/** Helpers for this module's API tests. */
import { expect } from 'vitest';
import type { TestAgent, TestKernel } from '@korero/core/testing';
import { subscriptionAdmin, type DiscountCodeInput, type DiscountCodeView } from '../contract/index.ts';

/** A discount code made the way an administrator would (through the admin service). */
export function createCode(t: TestKernel, input: Partial<DiscountCodeInput> & { code: string }): Promise<DiscountCodeView> {
  const full = {
    discountType: 'percentage',
    discountValue: 20,
    freeTrialDays: 0,
    maxUses: -1,
    isActive: true,
    ...input,
  } as DiscountCodeInput;
  return t.kernel.db.withContext(() => t.kernel.get(subscriptionAdmin).createCode(full));
}

export function admin(t: TestKernel) {
  const service = t.kernel.get(subscriptionAdmin);
  return {
    // Both are kept by event handlers: read them once the events so far are delivered, as the job worker does moments
    // after each change.
    listCodes: async () => (await t.drainJobs(), t.kernel.db.withContext(() => service.listCodes())),
    events: async (limit = 50) => (await t.drainJobs(), t.kernel.db.withContext(() => service.recentEvents(limit))),
    updateCode: (id: string, input: DiscountCodeInput) => t.kernel.db.withContext(() => service.updateCode(id, input)),
    deleteCode: (id: string) => t.kernel.db.withContext(() => service.deleteCode(id)),
    analytics: () => t.kernel.db.withContext(() => service.discountAnalytics()),
  };
}

/** Starts an upgrade and returns the checkout's session id. */
export async function startUpgrade(agent: TestAgent, body: Record<string, unknown> = {}): Promise<string> {
  const res = await agent.post('/api/create-subscription', { tierId: 'tier1', yearly: false, ...body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.sessionId as string;
}

/** Upgrade, then return from the test checkout as its Complete button does. */
export async function upgradeToProfessional(agent: TestAgent, body: Record<string, unknown> = {}) {
  const sessionId = await startUpgrade(agent, body);
  const res = await agent.get(`/api/subscription-success?session_id=${sessionId}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { sessionId, body: res.body };
}
