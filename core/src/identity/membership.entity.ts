import { randomUUID } from 'node:crypto';
import { defineEntity, p, type InferEntity } from '@mikro-orm/core';

/**
 * A person's place in a business: one account, one business, one role. An account that signs up owns a business
 * whose id is its own; staff join others' businesses by invitation; an owner can start more businesses. The access
 * check reads the membership of the session's business on every request (docs/decisions/0026).
 */
export const Membership = defineEntity({
  name: 'CoreMembership',
  tableName: 'core_membership',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    /** Unique with businessId (the migration's index): one role per person per business. */
    accountId: p.uuid(),
    businessId: p.uuid().index(),
    /** owner | manager | technician */
    role: p.string().length(16),
    /** The team member (teams module) this person is, when the owner said so: their invitations credit them. */
    teamMemberId: p.uuid().nullable(),
    createdAt: p.datetime(),
    lastSeenAt: p.datetime().nullable(),
  },
});
export type Membership = InferEntity<typeof Membership>;

/**
 * An owner's invitation to join their business. The link carries a random 256-bit token; only its SHA-256 is
 * stored, so a copy of this table lets nobody in. It works once (acceptedAt) and for 7 days (expiresAt).
 */
export const StaffInvitation = defineEntity({
  name: 'CoreStaffInvitation',
  tableName: 'core_staff_invitation',
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    businessId: p.uuid().index(),
    email: p.string().length(254),
    /** manager | technician */
    role: p.string().length(16),
    teamMemberId: p.uuid().nullable(),
    tokenHash: p.string().length(64).unique(),
    invitedBy: p.uuid().nullable(),
    createdAt: p.datetime(),
    /** When its link was last emailed: resending makes a new link (only the token's hash is kept). */
    sentAt: p.datetime().nullable(),
    expiresAt: p.datetime(),
    acceptedAt: p.datetime().nullable(),
    acceptedBy: p.uuid().nullable(),
  },
});
export type StaffInvitation = InferEntity<typeof StaffInvitation>;
