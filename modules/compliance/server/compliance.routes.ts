import type { AuthPort, ModuleApp, SessionUser } from '@korero/core/sdk';
import { forbidden, idParam, isUuid, notFound, pagination } from '@korero/core/sdk';
import { contentAnswer, successAnswer } from '@korero/core/contract';
import {
  coverageAnswer,
  importAnswer,
  importBody,
  IMPORT_MAX_BYTES,
  employeesAnswer,
  jobBody,
  jobCreatedAnswer,
  jobDataAnswer,
  jobsAnswer,
  jobsQuery,
  rangeQuery,
  reportAnswer,
  skipBody,
} from '../contract/api.ts';
import type { Coverage } from './coverage.service.ts';
import type { JobImport } from './import.service.ts';
import type { ProofOfAsking } from './proof.ts';
import { toAnswer, type Jobs } from './jobs.service.ts';

/** Technicians record jobs and see the ones they recorded (issue 36); the rest of the module is owners' and managers'. */
const WITH_TECHNICIANS = { capability: 'field-work' } as const;

const CREDITED_AUTOMATICALLY =
  'Your jobs credit you automatically, and only you: leave technicians out (a technician cannot record a job for someone else).';

/**
 * The technicians a technician's job credits: the team member they are (docs/decisions/0029, as their invitations
 * do), whatever they typed; naming themselves is the same, naming anyone else is refused rather than dropped. A
 * technician who is no team member credits no one, and naming anyone is refused (issue 44: it was a 201).
 */
export async function technicianCredit(
  user: SessionUser,
  named: readonly string[],
  memberName: (businessId: string, teamMemberId: string | null) => Promise<string | null>,
): Promise<string[]> {
  // A technician the owner named no team member for credits no one: naming anyone is refused, as invitations do.
  const own = await memberName(user.businessId, user.teamMemberId);
  const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
  if (named.some((name) => !own || !same(own, name)))
    throw forbidden(CREDITED_AUTOMATICALLY, { fields: { technicians: CREDITED_AUTOMATICALLY } });
  return own ? [own] : [];
}

/** /api/compliance/*: jobs (by hand), their outcomes, and the coverage figures, for the signed-in owner's business. */
export async function complianceRoutes(
  app: ModuleApp,
  deps: {
    auth: AuthPort;
    jobs: Jobs;
    coverage: Coverage;
    imports: JobImport;
    proof: ProofOfAsking;
    now: () => Date;
    /** The name of the team member a person is (the invites module's credits), for a technician's automatic credit. */
    memberName: (businessId: string, teamMemberId: string | null) => Promise<string | null>;
  },
): Promise<void> {
  const { jobs, coverage } = deps;
  const business = (request: Parameters<AuthPort['user']>[0]) => deps.auth.user(request).businessId;
  const id = (value: string) => {
    if (!isUuid(value)) throw notFound('No such job.');
    return value;
  };

  app.get(
    '/compliance/jobs',
    {
      schema: {
        summary: 'List recorded jobs',
        description: 'A technician sees the jobs they recorded; owners and managers every job of the business.',
        operationId: 'listJobs',
        querystring: jobsQuery,
        response: { 200: jobsAnswer },
      },
      config: WITH_TECHNICIANS,
    },
    async (request) => {
      const { page, limit, outcome } = request.query;
      const user = deps.auth.user(request);
      const mine = user.role === 'technician' ? user.id : undefined;
      const { rows, total } = await jobs.list(user.businessId, page, limit, outcome, mine);
      return { data: rows.map(toAnswer), pagination: pagination(page, limit, total) };
    },
  );

  // A job system posts here with an API key carrying jobs:write (Authorization: Bearer krc_…); the owner's page with
  // the session. The kernel admits either as the business's user.
  app.post(
    '/compliance/jobs',
    {
      config: { apiKey: 'jobs:write', rateLimit: { max: 120, timeWindow: '1 minute' }, ...WITH_TECHNICIANS },
      schema: {
        summary: 'Record a job',
        operationId: 'createJob',
        body: jobBody,
        response: { 200: jobCreatedAnswer, 201: jobCreatedAnswer },
      },
    },
    async (request, reply) => {
      const user = deps.auth.user(request);
      const input =
        user.role === 'technician'
          ? { ...request.body, technicians: await technicianCredit(user, request.body.technicians, deps.memberName) }
          : request.body;
      const { job, created } = await jobs.create(user.businessId, input, user.apiKey ? 'api' : 'manual', {
        createdBy: user.apiKey ? null : user.id,
        ownOnly: user.role === 'technician',
        // Where its customer came from (issue 47): the API key by its name, or the person by the name staff see.
        sourceLabel: user.apiKey ? (user.apiKey.name ?? null) : user.displayName || user.username,
      });
      return reply.code(created ? 201 : 200).send({ data: toAnswer(job), created });
    },
  );

  // The file's text and the column mapping: 10,000 rows of a job system's export.
  app.post(
    '/compliance/jobs/import',
    {
      bodyLimit: IMPORT_MAX_BYTES + 64 * 1024,
      schema: { summary: 'Import jobs from a CSV file', operationId: 'importJobs', body: importBody, response: { 200: importAnswer } },
    },
    async (request) => {
      const businessId = business(request);
      const { technicians, ...result } = await deps.imports.run(businessId, request.body);
      if (!result.dryRun && result.imported) await coverage.checkAlerts(businessId, technicians);
      return { data: result };
    },
  );

  app.put(
    '/compliance/jobs/:id',
    { schema: { summary: 'Update a job', params: idParam, body: jobBody, response: { 200: jobDataAnswer } } },
    async (request) => {
      const user = deps.auth.user(request);
      return { data: toAnswer(await jobs.update(user.businessId, id(request.params.id), request.body, user.apiKey ? null : user.id)) };
    },
  );

  app.post(
    '/compliance/jobs/:id/skip',
    {
      schema: {
        summary: "Record why a job's customer was not invited",
        operationId: 'skipJob',
        params: idParam,
        body: skipBody,
        response: { 200: jobDataAnswer },
      },
    },
    async (request) => {
      const user = deps.auth.user(request);
      const job = await jobs.skip(user.businessId, id(request.params.id), request.body.reason, request.body.note, user.id);
      return { data: toAnswer(job) };
    },
  );

  app.delete(
    '/compliance/jobs/:id',
    { schema: { summary: 'Delete a job', params: idParam, response: { 200: successAnswer } } },
    async (request) => {
      await jobs.remove(business(request), id(request.params.id));
      return { success: true };
    },
  );

  app.get(
    '/compliance/employees',
    { schema: { summary: 'List employees with their jobs', operationId: 'listEmployees', response: { 200: employeesAnswer } } },
    async (request) => ({
      data: await coverage.employees(business(request)),
    }),
  );

  app.get(
    '/compliance/coverage',
    {
      schema: {
        summary: "Get how many jobs' customers were invited",
        operationId: 'getCoverage',
        querystring: rangeQuery,
        response: { 200: coverageAnswer },
      },
    },
    async (request) => {
      const { startDate, endDate, employee } = request.query;
      return { data: await coverage.daily(business(request), startDate, endDate, employee) };
    },
  );

  app.get(
    '/compliance/report',
    { schema: { summary: 'Get the compliance report', querystring: rangeQuery, response: { 200: reportAnswer } } },
    async (request) => {
      const { startDate, endDate, employee } = request.query;
      return { data: await coverage.report(business(request), startDate, endDate, employee) };
    },
  );

  // The proof of asking: a printable page, and the same records as two CSV files.
  app.get(
    '/compliance/proof',
    {
      schema: {
        summary: 'Get the proof that every customer was asked',
        operationId: 'getComplianceProof',
        querystring: rangeQuery,
        response: { 200: contentAnswer('text/html', 'The printable proof of asking') },
      },
      // It names every customer: a download of personal details is the owner's alone.
      config: { capability: 'customer-data' },
    },
    async (request, reply) => {
      const proof = await deps.proof.build(business(request), request.query.startDate, request.query.endDate, deps.now());
      return reply.type('text/html; charset=utf-8').send(deps.proof.html(proof));
    },
  );
  const proofCsv = (part: 'jobs' | 'reviews') =>
    app.get(
      `/compliance/proof/${part}.csv`,
      {
        schema: {
          summary: `Download the proof's ${part} as CSV`,
          operationId: part === 'jobs' ? 'exportProofJobs' : 'exportProofReviews',
          querystring: rangeQuery,
          response: { 200: contentAnswer('text/csv', `The proof of asking: the ${part}, as CSV`) },
        },
        config: { capability: 'customer-data' },
      },
      async (request, reply) => {
        const { startDate, endDate } = request.query;
        const p = await deps.proof.build(business(request), startDate, endDate, deps.now());
        const body = deps.proof.csv(p, part);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="proof-of-asking-${part}-${startDate}-to-${endDate}.csv"`)
          .send(body);
      },
    );
  proofCsv('jobs');
  proofCsv('reviews');
}
