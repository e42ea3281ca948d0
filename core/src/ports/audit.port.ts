import type { FastifyRequest } from 'fastify';
import { definePort } from './define-port.ts';

/** What happened, to what, and who did it from where. `details.message` is the line an administrator reads. */
export interface AuditEntry {
  /** Dotted, lower-case: "subscriber.tier_changed", "settings.updated", "security.admin_access_denied". */
  action: string;
  targetType: string;
  targetId: string | null;
  details: { message: string; [key: string]: unknown };
}

export interface AuditRecord extends AuditEntry {
  id: string;
  /** How many times it happened: more than 1 for a burst recorded once (see AuditPort.recordRepeated). */
  repeats: number;
  /** The last time of a burst; null for a single event. */
  lastAt: Date | null;
  adminUserId: string | null;
  ipAddress: string | null;
  createdAt: Date;
}

export interface AuditQuery {
  page: number;
  limit: number;
  action?: string | undefined;
  /** [from, to) instants. */
  from?: Date | undefined;
  to?: Date | undefined;
}

/**
 * The audit log: every administrator's change and every security event, append-only (the table refuses updates and
 * deletes). Written in the caller's transaction when there is one, so a change and its record stand or fall together.
 */
export interface AuditPort {
  /** Records an entry for the signed-in user (if any) of `request`, with its address. */
  record(request: FastifyRequest | null, entry: AuditEntry): Promise<void>;
  /**
   * Records an event that may come in bursts (a refused request): the first of the same action and target by the
   * same actor (the signed-in user, else the address) in a fixed window of `windowMs` makes the entry, each repeat
   * raises its count. Atomic across every process on the database. Outside any transaction.
   */
  recordRepeated(request: FastifyRequest, entry: AuditEntry, windowMs: number): Promise<void>;
  list(query: AuditQuery): Promise<{ rows: AuditRecord[]; total: number }>;
  /** The actions recorded so far, A to Z: the filter's choices. */
  actions(): Promise<string[]>;
}

export const auditPort = definePort<AuditPort>('audit');
