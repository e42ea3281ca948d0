import type { ActivityPort, AuthPort, ClockPort, Database, ModuleApp } from '@korero/core/sdk';
import {
  assigneesAnswer,
  countsAnswer,
  followUpAnswer,
  followUpChange,
  followUpIdParams,
  followUpListQuery,
  followUpsAnswer,
  ofSubmissionsAnswer,
  ofSubmissionsQuery,
  noteBody,
  noteCreated,
  ownerMessageCreated,
  replyBody,
  statsAnswer,
  statsQuery,
} from '../contract/api.ts';
import type { Assignees } from './assignees.ts';
import type { OwnerFollowUps } from './owner.service.ts';
import { followUpStats } from './stats.ts';

const tags = ['followups'];
/**
 * Technicians work the follow-ups assigned to them (docs/decisions/0035): these routes take them and answer them only
 * with theirs (another's is a 404, as another business's is). Assigning, the figures and the picker stay owners' and
 * managers'.
 */
const TECHNICIANS_TOO = { capability: 'field-work' } as const;

/** /api/follow-ups…: the owner's list, counts, figures, one conversation, replies, notes, assigning and resolving. */
export function ownerRoutes(
  app: ModuleApp,
  deps: { auth: AuthPort; owner: OwnerFollowUps; db: Database; clock: ClockPort; assignees: Assignees; activity: ActivityPort },
): void {
  const { auth, owner, activity } = deps;

  app.get(
    '/follow-ups',
    {
      schema: {
        summary: 'List follow-ups (newest or oldest-waiting first)',
        operationId: 'listFollowUps',
        tags,
        querystring: followUpListQuery,
        response: { 200: followUpsAnswer },
      },
      config: TECHNICIANS_TOO,
    },
    async (request) => owner.list(auth.user(request), request.query),
  );

  app.get(
    '/followups/of-submissions',
    {
      schema: {
        summary: 'The follow-ups of some submissions, with their state',
        operationId: 'followUpsOfSubmissions',
        tags,
        querystring: ofSubmissionsQuery,
        response: { 200: ofSubmissionsAnswer },
      },
    },
    async (request) => ({ data: await owner.ofSubmissions(auth.user(request).businessId, request.query.ids) }),
  );

  app.get(
    '/follow-ups/counts',
    {
      schema: { summary: 'Count follow-ups by status', operationId: 'countFollowUps', tags, response: { 200: countsAnswer } },
      config: TECHNICIANS_TOO,
    },
    async (request) => {
      const user = auth.user(request);
      return { data: await owner.counts(user.businessId, user) };
    },
  );

  app.get(
    '/follow-ups/assignees',
    {
      schema: {
        summary: 'List whom follow-ups can be assigned to: team members and people who sign in',
        operationId: 'listFollowUpAssignees',
        tags,
        response: { 200: assigneesAnswer },
      },
    },
    async (request) => ({ data: await owner.assigneeChoices(auth.user(request).businessId) }),
  );

  app.get(
    '/follow-ups/stats',
    {
      schema: {
        summary: 'Get follow-up figures: time to first answer and share resolved, by month and team member',
        operationId: 'getFollowUpStats',
        tags,
        querystring: statsQuery,
        response: { 200: statsAnswer },
      },
    },
    async (request) => ({ data: await followUpStats(deps, auth.user(request).businessId, request.query.timeRange) }),
  );

  app.get(
    '/follow-ups/:id',
    {
      schema: {
        summary: 'Get a follow-up with its messages and notes',
        operationId: 'getFollowUp',
        tags,
        params: followUpIdParams,
        response: { 200: followUpAnswer },
      },
      config: TECHNICIANS_TOO,
    },
    async (request) => ({ data: await owner.detail(auth.user(request), request.params.id) }),
  );

  app.post(
    '/follow-ups/:id/messages',
    {
      schema: {
        summary: 'Reply to the customer by email or SMS',
        operationId: 'replyToFollowUp',
        tags,
        params: followUpIdParams,
        body: replyBody,
        response: { 201: ownerMessageCreated },
      },
      config: { ...TECHNICIANS_TOO, rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const user = auth.user(request);
      // The reply (queued in the outbox) and its activity line commit together.
      const { sent } = await activity.together(
        user,
        async () => ({
          sent: await owner.reply(user, request.params.id, request.body),
          customerName: (await owner.detail(user, request.params.id)).customerName,
        }),
        ({ customerName }) => ({
          action: 'followups.replied',
          subject: request.params.id,
          sentence: `replied to ${customerName} by ${request.body.channel === 'sms' ? 'SMS' : 'email'}`,
        }),
      );
      return reply.code(201).send({ data: sent });
    },
  );

  app.patch(
    '/follow-ups/:id',
    {
      schema: {
        summary: 'Change a follow-up: its status, outcome or assignee',
        operationId: 'changeFollowUp',
        tags,
        params: followUpIdParams,
        body: followUpChange,
        response: { 200: followUpAnswer },
      },
      config: TECHNICIANS_TOO,
    },
    async (request) => {
      const user = auth.user(request);
      const changed = await activity.together(
        user,
        () => owner.change(user, request.params.id, request.body),
        (done) => {
          const what = [
            request.body.status || request.body.outcome
              ? `marked it ${done.status}${done.status === 'resolved' && done.outcome ? ` (${done.outcome})` : ''}`
              : null,
            request.body.assigneeId !== undefined ? (done.assignee ? `assigned it to ${done.assignee.name}` : 'unassigned it') : null,
          ].filter(Boolean);
          return {
            action: 'followups.changed',
            subject: request.params.id,
            sentence: `changed ${done.customerName}'s follow-up: ${what.join(' and ')}`,
          };
        },
      );
      return { data: changed };
    },
  );

  app.post(
    '/follow-ups/:id/notes',
    {
      schema: {
        summary: 'Add a private note to a follow-up',
        operationId: 'addFollowUpNote',
        tags,
        params: followUpIdParams,
        body: noteBody,
        response: { 201: noteCreated },
      },
      config: TECHNICIANS_TOO,
    },
    async (request, reply) => {
      const user = auth.user(request);
      const { note } = await activity.together(
        user,
        async () => ({
          note: await owner.note(user, request.params.id, request.body.body),
          customerName: (await owner.detail(user, request.params.id)).customerName,
        }),
        ({ customerName }) => ({
          action: 'followups.noted',
          subject: request.params.id,
          sentence: `added a note to ${customerName}'s follow-up`,
        }),
      );
      return reply.code(201).send({ data: note });
    },
  );
}
