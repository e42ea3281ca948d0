import { badRequest, notFound, type AuthPort, type Database, type ModuleApp } from '@korero/core/sdk';
import { activityAnswer, activityQuery, peopleAnswer, peopleBody, previewAnswer, PROVIDERS, SYSTEM_NAMES } from '../contract/api.ts';
import { activityPage } from './asking/activity.ts';
import { dryRun, type RecentJobs } from './asking/preview.ts';
import type { JobIntake } from './asking/job-intake.ts';
import type { People } from './people.ts';
import type { JobRulesStore } from './rules.ts';

/** How many of each system's last jobs the dry run reads. */
const DRY_RUN_JOBS = 20;

/**
 * The asking's routes (issue 45): who did the job (the systems' workers matched to team members), the dry run, and
 * the feed of what each connection did. Owners and managers.
 */
export async function askingRoutes(
  app: ModuleApp,
  deps: { auth: AuthPort; db: Database; people: People; rules: JobRulesStore; intake: JobIntake; sources: RecentJobs[] },
): Promise<void> {
  const { auth } = deps;
  const tags = ['jobsystems'];

  // One pair of routes per system (the contract's /api/job-systems/{provider}/people): a system's name is not an id.
  for (const provider of PROVIDERS) {
    app.get(
      `/job-systems/${provider}/people`,
      {
        schema: {
          summary: `${SYSTEM_NAMES[provider]}'s workers and the team members they are`,
          operationId: `list${SYSTEM_NAMES[provider]}People`,
          tags,
          response: { 200: peopleAnswer },
        },
      },
      async (request) => ({ data: await deps.people.list(auth.user(request).businessId, provider) }),
    );

    app.put(
      `/job-systems/${provider}/people`,
      {
        schema: {
          summary: `Match ${SYSTEM_NAMES[provider]}'s workers to team members`,
          description:
            'An invitation from a job credits the team members its workers are matched to; a worker matched to no one credits no one.',
          operationId: `match${SYSTEM_NAMES[provider]}People`,
          tags,
          body: peopleBody,
          response: { 200: peopleAnswer },
        },
      },
      async (request) => {
        // Managers run the business day to day: who did a job is theirs to correct too (only connecting, disconnecting
        // and the consent basis are an owner's, issue 45).
        const user = auth.user(request);
        const refused = await deps.people.match(user.businessId, provider, request.body.matches);
        if (refused && 'unknownWorker' in refused)
          throw notFound(`No worker “${refused.unknownWorker}” has come from ${SYSTEM_NAMES[provider]} yet.`);
        // Another business's team member is, as any other business's id, not found.
        if (refused) throw notFound('No such team member in this business: choose one of yours, or no one.');
        return { data: await deps.people.list(user.businessId, provider) };
      },
    );
  }

  app.get(
    '/job-systems/preview',
    {
      schema: {
        summary: 'Dry run: what the rules would have done with the last jobs',
        description: 'Reads each connected system’s last 20 finished jobs and applies the rules. Nothing is sent or recorded.',
        operationId: 'previewJobSystems',
        tags,
        response: { 200: previewAnswer },
      },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request) =>
      dryRun(auth.user(request).businessId, {
        sources: deps.sources,
        rules: deps.rules,
        intake: deps.intake,
        people: deps.people,
        count: DRY_RUN_JOBS,
      }),
  );

  app.get(
    '/job-systems/activity',
    {
      schema: {
        summary: 'What each connection did with the jobs it told of',
        operationId: 'listJobSystemActivity',
        tags,
        querystring: activityQuery,
        response: { 200: activityAnswer },
      },
    },
    async (request) => {
      const page = await activityPage(deps.db, auth.user(request).businessId, request.query.cursor);
      if (!page) throw badRequest('That cursor is not one Korero gave: start again without it.');
      return page;
    },
  );
}
