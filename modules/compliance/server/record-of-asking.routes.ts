import { Readable } from 'node:stream';
import type { AuthPort, ModuleApp, RecordChainPort, ServiceLookup } from '@korero/core/sdk';
import { notFound } from '@korero/core/sdk';
import { contentAnswer, successAnswer } from '@korero/core/contract';
import type { BusinessDirectory } from '@korero/module-business/contract';
import type { GoogleReviewLookup } from '@korero/module-google/contract';
import { disputeParams, disputeQuery, ledgerSettingsBody, ledgerStatusAnswer, ledgerVerifyAnswer } from '../contract/record-of-asking.ts';
import { buildDispute, disputeHtml } from './dispute.ts';
import type { HeadEmail } from './head-email.service.ts';

/** /api/compliance/ledger/*: the business's record of asking, checked, exported, witnessed by email, and read for a dispute. */
export async function recordOfAskingRoutes(
  app: ModuleApp,
  deps: {
    auth: AuthPort;
    chain: RecordChainPort;
    headEmail: HeadEmail;
    business: BusinessDirectory;
    google: ServiceLookup<GoogleReviewLookup>;
    now: () => Date;
  },
): Promise<void> {
  const { auth, chain } = deps;

  app.get(
    '/compliance/ledger',
    {
      schema: {
        summary: "Get the record of asking's newest entry and weekly email",
        operationId: 'getLedgerStatus',
        response: { 200: ledgerStatusAnswer },
      },
    },
    async (request) => ({ data: await deps.headEmail.status(auth.user(request).businessId) }),
  );

  app.get(
    '/compliance/ledger/verify',
    {
      schema: {
        summary: 'Check the whole record of asking',
        description: 'Recomputes every entry’s hash and link to the one before, and names the first that does not match.',
        operationId: 'verifyLedger',
        response: { 200: ledgerVerifyAnswer },
      },
    },
    async (request) => ({ data: await chain.verify(auth.user(request).businessId) }),
  );

  // JSON lines, oldest first, streamed a page at a time: scripts/verify-ledger.mjs checks the file offline.
  app.get(
    '/compliance/ledger/export',
    {
      schema: {
        summary: 'Download the record of asking',
        operationId: 'exportLedger',
        response: { 200: contentAnswer('application/jsonl', 'The record of asking, one entry per line (JSON lines)') },
      },
    },
    async (request, reply) => {
      const businessId = auth.user(request).businessId;
      const day = deps.now().toISOString().slice(0, 10);
      const lines = async function* () {
        for await (const entry of chain.entries(businessId)) yield `${JSON.stringify(entry)}\n`;
      };
      return reply
        .type('application/jsonl; charset=utf-8')
        .header('content-disposition', `attachment; filename="record-of-asking-${day}.jsonl"`)
        .send(Readable.from(lines()) as never);
    },
  );

  app.put(
    '/compliance/ledger/settings',
    {
      schema: {
        summary: "Turn the weekly email of the record's head on or off",
        operationId: 'updateLedgerSettings',
        body: ledgerSettingsBody,
        response: { 200: successAnswer },
      },
      // The email vouches for the record to the owner: only the owner may stop it.
      config: { capability: 'record-keeping' },
    },
    async (request) => {
      const user = auth.user(request);
      await deps.headEmail.set(user.businessId, request.body.weeklyHeadEmail, user.id);
      return { success: true };
    },
  );

  // The printable summary for a synced Google review; preparing it is itself appended to the record (once a day per review).
  app.get(
    '/compliance/ledger/dispute/:reviewId',
    {
      schema: {
        summary: 'Prepare a dispute summary for a Google review',
        description:
          'What the record of asking holds about the reviewer’s name in the last `months` months, with the timeline, the policy and the steps in Google’s tool.',
        operationId: 'prepareReviewDispute',
        params: disputeParams,
        querystring: disputeQuery,
        response: { 200: contentAnswer('text/html', 'The printable dispute summary') },
      },
    },
    async (request, reply) => {
      const user = auth.user(request);
      const review = await deps.google()?.one(user.businessId, request.params.reviewId);
      if (!review) throw notFound('No such Google review. Sync your Google reviews, then prepare the dispute from the review.');
      const profile = await deps.business.profile(user.businessId);
      const summary = await buildDispute(chain, {
        businessId: user.businessId,
        businessName: profile?.businessName ?? 'Your business',
        review,
        months: request.query.months,
        now: deps.now(),
      });
      // Once a day per review: opening the summary again (a reload, a print) is the same preparation, and a GET
      // repeated changes nothing more.
      const dayAgo = new Date(deps.now().getTime() - 86_400_000);
      const prepared = await chain.find(user.businessId, ['compliance.dispute_prepared'], dayAgo);
      if (!prepared.some((e) => e.data.googleReviewId === review.id))
        await chain.append(user.businessId, {
          kind: 'compliance.dispute_prepared',
          data: {
            googleReviewId: review.id,
            months: summary.months,
            by: user.id,
            fullNameMatches: summary.fullName.length,
            firstNameMatches: summary.firstNameOnly.length,
          },
        });
      return reply.type('text/html; charset=utf-8').send(disputeHtml(summary));
    },
  );
}
