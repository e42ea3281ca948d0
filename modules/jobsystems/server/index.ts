import { authPort, clockPort, databasePort, defineJob, defineModuleServer, jobsPort, messagingPort } from '@korero/core/sdk';
import { complianceLedger } from '@korero/module-compliance/contract';
import { invitesCreator } from '@korero/module-invites/contract';
import { teamsDirectory } from '@korero/module-teams/contract';
import { askingRoutes } from './asking.routes.ts';
import { JobIntake } from './asking/job-intake.ts';
import type { RecentJobs } from './asking/preview.ts';
import { CallBudget } from './call-budget.ts';
import { jobSystems } from './connected-systems.ts';
import { wireFergus } from './fergus/fergus.wiring.ts';
import { migrations } from './migrations/index.ts';
import { People } from './people.ts';
import { jobSystemsRoutes } from './routes.ts';
import { JobRulesStore } from './rules.ts';
import { wireServiceM8 } from './servicem8/servicem8.wiring.ts';
import { jobSystemsEnvOf } from './env.ts';
import { xeroSettings } from './settings.ts';
import { wireXero } from './xero/xero.wiring.ts';

/** Held jobs are asked by this sweep, so one held overnight goes within minutes of 9:00. */
const askDue = defineJob<null>('jobsystems.askDue');

export default defineModuleServer({
  entities: [],
  migrations,
  lifecycle(ctx) {
    const db = ctx.get(databasePort);
    // The rules and the consent basis (who confirmed it, when, in what words): the owner's record to keep.
    ctx.exportData(async (businessId) => {
      const rows = (query: string) => db.em.execute<Array<Record<string, unknown>>>(query, [businessId]);
      const [rules] = await rows('select * from jobsystems_rules where business_id = ?');
      return {
        rules: rules ?? null,
        // The connections without their tokens: which systems, which organisation, since when.
        connections: await rows(
          'select provider, organisation, connected_by, connected_at, last_event_at, problem from jobsystems_connection where business_id = ?',
        ),
        // Every job a system told of, with what the rules made of it and the customer's details as the system gave them.
        jobs: await rows(
          `select provider, external_id, label, customer_name, outcome, reason, note, channel, send_at, ledger_job_id, invitation_id, record, created_at, updated_at
             from jobsystems_job where business_id = ? order by created_at`,
        ),
        people: await rows(
          'select provider, external_id, name, team_member_id, seen_at from jobsystems_person where business_id = ? order by name',
        ),
      };
    });
    ctx.deleteAccount(async (businessId) => {
      // Each system is told first (its token given back where it allows), then everything is forgotten.
      const systems = jobSystems(ctx, db);
      for (const system of [systems.xero, systems.servicem8]) if (system) await system.connections.disconnect(businessId);
      if (systems.fergus) await systems.fergus.disconnect(businessId);
      await db.em.execute('delete from jobsystems_connection where business_id = ?', [businessId], 'run');
      await db.em.execute('delete from jobsystems_login where business_id = ?', [businessId], 'run');
      await db.em.execute('delete from jobsystems_event where business_id = ?', [businessId], 'run');
      await db.em.execute('delete from jobsystems_job where business_id = ?', [businessId], 'run');
      await db.em.execute('delete from jobsystems_person where business_id = ?', [businessId], 'run');
      await db.em.execute("delete from jobsystems_call_budget where provider = 'fergus' and account_id = ?", [businessId], 'run');
      await db.em.execute('delete from jobsystems_rules where business_id = ?', [businessId], 'run');
    });
  },
  setup(ctx) {
    const db = ctx.get(databasePort);
    const clock = ctx.get(clockPort);
    const rules = new JobRulesStore(db, clock);
    const auth = ctx.get(authPort);
    const jobs = ctx.get(jobsPort);
    const systems = jobSystems(ctx, db);
    const people = new People(db, clock, ctx.find(teamsDirectory));
    const intake = new JobIntake({
      db,
      clock,
      rules,
      ledger: ctx.get(complianceLedger),
      invites: ctx.get(invitesCreator),
      messaging: ctx.get(messagingPort),
      people,
      logger: ctx.logger,
    });
    const budget = new CallBudget(db, clock);
    jobs.define(
      askDue,
      async () => {
        await intake.askDue();
        await budget.sweep();
      },
      { maxAttempts: 1 },
    );
    jobs.every(askDue, { everySeconds: 300, payload: null, firstAfterSeconds: 60 });
    const sources: RecentJobs[] = [];
    const env = jobSystemsEnvOf(ctx);
    const settings = xeroSettings(env);
    if (settings && systems.xero) sources.push(wireXero(ctx, { db, clock, jobs, auth, intake, budget, settings, xero: systems.xero }));
    if (systems.servicem8) sources.push(wireServiceM8(ctx, { db, clock, jobs, auth, rules, intake, budget, servicem8: systems.servicem8 }));
    if (systems.fergus) sources.push(wireFergus(ctx, { clock, jobs, auth, intake, budget, fergus: systems.fergus }));
    ctx.routes((app) => jobSystemsRoutes(app, { auth, db, rules, env }));
    ctx.routes((app) => askingRoutes(app, { auth, db, people, rules, intake, sources }));
  },
});
