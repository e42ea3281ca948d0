/** The followups API for front ends (this module's screens and others' dashboard cards): query keys and typed calls. */
import { apiRequest } from '@korero/web-kit';
import type { z } from 'zod';
import type {
  assigneesAnswer,
  countsAnswer,
  customerConversationAnswer,
  FollowUpChangeInput,
  followUpAnswer,
  FollowUpListQuery,
  followUpsAnswer,
  noteCreated,
  NoteInput,
  ofSubmissionsAnswer,
  ownerMessageCreated,
  ReplyInput,
  StatsQuery,
  statsAnswer,
} from './api.ts';

export type FollowUpsPage = z.infer<typeof followUpsAnswer>;

const one = (id: string) => `/api/follow-ups/${encodeURIComponent(id)}`;
const conversation = (token: string) => `/api/follow-up/${encodeURIComponent(token)}`;

function listUrl(query: FollowUpListQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const text = params.toString();
  return text ? `/api/follow-ups?${text}` : '/api/follow-ups';
}

export const followUpsKeys = {
  all: ['/api/follow-ups'] as const,
  list: (query: FollowUpListQuery = {}) => ['/api/follow-ups', query] as const,
  one: (id: string) => ['/api/follow-ups', id] as const,
  counts: ['/api/follow-ups', 'counts'] as const,
  // Apart from `all`: a change to a follow-up changes nobody's team.
  assignees: ['/api/follow-ups/assignees'] as const,
  stats: (timeRange: StatsQuery['timeRange']) => ['/api/follow-ups', 'stats', timeRange] as const,
  conversation: (token: string) => ['/api/follow-up', token] as const,
  // Under `all`: a reply or a resolve elsewhere refreshes the state the Reviews screen's cards show.
  ofSubmissions: (ids: readonly string[]) => ['/api/follow-ups', 'of-submissions', ...ids] as const,
};

export const followUpsClient = {
  list: (query: FollowUpListQuery = {}) => apiRequest<FollowUpsPage>('GET', listUrl(query)),
  one: (id: string) => apiRequest<z.infer<typeof followUpAnswer>>('GET', one(id)),
  counts: () => apiRequest<z.infer<typeof countsAnswer>>('GET', '/api/follow-ups/counts'),
  /** The follow-ups of one page of the Reviews screen's submissions, with their state. */
  ofSubmissions: (ids: readonly string[]) =>
    apiRequest<z.infer<typeof ofSubmissionsAnswer>>('GET', `/api/followups/of-submissions?ids=${ids.map(encodeURIComponent).join(',')}`),
  /** Team members and people who sign in (owners and managers). */
  assignees: () => apiRequest<z.infer<typeof assigneesAnswer>>('GET', '/api/follow-ups/assignees'),
  stats: (timeRange: StatsQuery['timeRange'] = '3m') =>
    apiRequest<z.infer<typeof statsAnswer>>('GET', `/api/follow-ups/stats?timeRange=${timeRange ?? '3m'}`),
  /** 201; 400 (empty, too long, a channel the customer did not give, or words the honesty rule refuses); 403 opted out or stopped. */
  reply: (id: string, input: ReplyInput) => apiRequest<z.infer<typeof ownerMessageCreated>>('POST', `${one(id)}/messages`, input),
  change: (id: string, input: FollowUpChangeInput) => apiRequest<z.infer<typeof followUpAnswer>>('PATCH', one(id), input),
  note: (id: string, input: NoteInput) => apiRequest<z.infer<typeof noteCreated>>('POST', `${one(id)}/notes`, input),
};

/** The customer's page (no account: the token in its address is the capability). */
export const followUpCustomerClient = {
  conversation: (token: string) => apiRequest<z.infer<typeof customerConversationAnswer>>('GET', conversation(token)),
  write: (token: string, body: string) =>
    apiRequest<z.infer<typeof customerConversationAnswer>>('POST', `${conversation(token)}/messages`, { body }),
  stop: (token: string) => apiRequest<z.infer<typeof customerConversationAnswer>>('POST', `${conversation(token)}/stop`),
};
