/**
 * Baselines measured in the same run as Korero: Fastify with no plugins or hooks, answering from memory and through
 * raw `pg` with the same SQL Korero's routes run. Korero's numbers are reported as ratios to these.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { SESSION_LOOKUP } from '../../core/src/identity/session-lookup.ts';

// Logging as Korero does by default: Fastify's own pino logger at info, to stdout written asynchronously, one line
// per request with the same fields (Korero's onResponse line), a request id per request. Without this the baseline
// measured a server that logs nothing against one that logs every request.
const app = Fastify({
  logger: { level: 'info', stream: pino.destination({ dest: 1, sync: false }) },
  genReqId: () => randomUUID(),
  disableRequestLogging: true,
});
app.addHook('onResponse', (request, reply, done) => {
  request.log.info({ method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime) }, 'request');
  done();
});
const pool = process.env.DATABASE_URL ? new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 }) : null;

app.get('/bare', async () => ({ status: 'ok' }));

// The same answer Korero's GET /api/modules gives (handed over by the bench), so the ratio isolates Korero's hooks
// from the size of the list, which grows with every module installed.
const modulesAnswer = JSON.parse(process.env.BARE_MODULES_JSON ?? '{"data":[]}') as unknown;
app.get('/bare/modules', async () => modulesAnswer);

// A refusal, as Korero's signed-out answer: the 401 path against the same work in bare Fastify.
app.get('/bare/401', async (_request, reply) => reply.code(401).send({ error: 'Please sign in to continue.' }));

app.get('/raw/health', async () => {
  await pool!.query('select 1');
  return { status: 'ok' };
});

// The same work as GET /api/teams: resolve the session to its user and membership (Korero's own lookup text, sent as
// the same named prepared statement), then the teams with their member counts.
app.get('/raw/teams', async (request, reply) => {
  const sessionId = String(request.headers['x-session-id'] ?? '');
  const session = await pool!.query({ name: 'korero_session_resolve', text: SESSION_LOOKUP, values: [sessionId] });
  const user = session.rows[0];
  if (!user?.membership_id) return reply.code(401).send({ error: 'Please sign in to continue.' });
  const teams = await pool!.query(
    `select t.id, t.name, t.description, t.created_at, (select count(*) from teams_member m where m.team_id = t.id) as member_count
       from teams_team t where t.business_id = $1 order by t.name asc, t.created_at asc`,
    [user.business_id],
  );
  return {
    data: teams.rows.map((t) => ({
      id: t.id,
      name: t.name,
      description: t.description,
      createdAt: new Date(t.created_at).toISOString(),
      memberCount: Number(t.member_count),
    })),
  };
});

await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
