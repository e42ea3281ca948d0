import { forbidden, type AuthPort, type Database, type ModuleApp } from '@korero/core/sdk';
import { jobRulesAnswer, jobRulesBody, jobSystemsAnswer, PROVIDERS } from '../contract/api.ts';
import { listConnections } from './connection-list.ts';
import type { JobRulesStore } from './rules.ts';
import { offered } from './settings.ts';
import type { JobSystemsEnv } from './env.ts';

/** GET /api/job-systems and GET|PUT /api/job-systems/rules (owners and managers; consent is the owner's to confirm). */
export async function jobSystemsRoutes(
  app: ModuleApp,
  deps: { auth: AuthPort; db: Database; rules: JobRulesStore; env: Readonly<JobSystemsEnv> },
): Promise<void> {
  const { auth, rules } = deps;
  const tags = ['jobsystems'];
  const nameOf = async (accountId: string) => (await auth.account(accountId))?.username ?? 'A former owner';

  app.get(
    '/job-systems',
    {
      schema: {
        summary: 'List the job systems and their connections',
        operationId: 'listJobSystems',
        tags,
        response: { 200: jobSystemsAnswer },
      },
    },
    async (request) => {
      const available = offered(deps.env);
      const connected = await listConnections(deps.db, auth.user(request).businessId);
      return {
        data: PROVIDERS.map((provider) => {
          const c = connected.find((row) => row.provider === provider);
          return {
            provider,
            available: available[provider],
            connected: c !== undefined,
            organisation: c?.organisation ?? null,
            lastEventAt: c?.lastEventAt?.toISOString() ?? null,
            problem: c?.problem ?? null,
          };
        }),
      };
    },
  );

  app.get(
    '/job-systems/rules',
    {
      schema: {
        summary: "Get the business's rules for asking from job systems",
        operationId: 'getJobRules',
        tags,
        response: { 200: jobRulesAnswer },
      },
    },
    async (request) => ({ data: await rules.get(auth.user(request).businessId, nameOf) }),
  );

  app.put(
    '/job-systems/rules',
    {
      schema: {
        summary: "Set the business's rules for asking from job systems",
        description: "Confirming or withdrawing the customers' consent is an owner's; a manager may change the rest.",
        operationId: 'setJobRules',
        tags,
        body: jobRulesBody,
        response: { 200: jobRulesAnswer },
      },
    },
    async (request) => {
      const user = auth.user(request);
      const current = await rules.get(user.businessId, nameOf);
      if (request.body.consentConfirmed !== current.consentConfirmed && user.role !== 'owner') {
        throw forbidden("Only an owner can confirm that the business's customers agreed to be contacted after a job. Ask an owner.");
      }
      await rules.put(user.businessId, user.id, { ...request.body, excludeTag: request.body.excludeTag || null });
      return { data: await rules.get(user.businessId, nameOf) };
    },
  );
}
