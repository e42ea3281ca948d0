import autocannon from 'autocannon';
import { createInvitations } from './customer-page.ts';
import { rssMb } from './process.ts';

export interface MixedLoadFigures {
  minutes: number;
  requests: number;
  errors: number;
  /** Resident memory (MB) when the load starts, each minute, and at the end. */
  rssStart: number;
  rssByMinute: number[];
}

/**
 * A Korero process under an owner's and customers' mix for `minutes`: the owner's reads (session, teams, modules,
 * invitations, submissions) and customers opening their links, with a new invitation now and then. Reads the
 * process's resident memory every minute: a process that keeps what it should let go grows here.
 */
export async function mixedLoad(base: string, cookie: string, pid: number, minutes = 5): Promise<MixedLoadFigures> {
  // Names the business and buys Professional (unlimited invitations) on the way.
  const tokens = await createInvitations(base, cookie, 100);
  const owner = { cookie };
  let turn = 0;
  const invite = () =>
    JSON.stringify({ customerName: `Mix ${turn++}`, jobDescription: 'Hot water cylinder', jobLocation: 'Petone', consent: true });
  // Each request from its own "phone" (TRUST_PROXY is on), so the per-client limits on public links stay out of the way.
  let phone = 0;
  const fromAPhone = (r: autocannon.Request): autocannon.Request => ({
    ...r,
    headers: { ...r.headers, 'x-forwarded-for': `10.9.${(phone >> 8) & 255}.${phone++ & 255}` },
  });
  const cycle: autocannon.Request[] = [
    { method: 'GET', path: '/api/session', headers: owner },
    { method: 'GET', path: '/api/teams', headers: owner },
    { method: 'GET', path: '/api/modules' },
    { method: 'GET', path: '/api/invites', headers: owner },
    ...tokens.slice(0, 20).map((t) => ({ method: 'GET' as const, path: `/api/invites/token/${t}` })),
    { method: 'GET', path: '/api/submissions', headers: owner },
    { method: 'GET', path: '/teams', headers: owner },
    { method: 'GET', path: '/api/system/status' },
    {
      method: 'POST',
      path: '/api/invites',
      headers: { ...owner, 'content-type': 'application/json' },
      setupRequest: (r) => ({ ...r, body: invite() }),
    },
  ];
  const requests = cycle.map((r): autocannon.Request => {
    const own = typeof r.setupRequest === 'function' ? r.setupRequest : null;
    return { ...r, setupRequest: (req: autocannon.Request, context: object) => fromAPhone(own ? own(req, context) : req) };
  });
  const rssStart = rssMb(pid);
  const rssByMinute: number[] = [];
  let total = 0;
  let errors = 0;
  for (let m = 0; m < minutes; m++) {
    const r = await autocannon({ url: base, connections: 4, duration: 60, requests });
    total += r.requests.total;
    errors += r.errors + r.non2xx;
    rssByMinute.push(rssMb(pid));
  }
  return { minutes, requests: total, errors, rssStart, rssByMinute };
}
