import { defineEvent, defineServiceRef } from '@korero/core/sdk';
import type { ContactSource } from './contact-source.ts';
import type { LanguageChoice } from '@korero/core/contract';

/** 128 random bits, base64url: what /review/{token} and /qr/{token} carry. */
export const INVITE_TOKEN = /^[A-Za-z0-9_-]{22}$/;

/** 96 random bits, base64url: the short link /r/{code} a text carries (it leads to /review/{token}). */
export const SHORT_CODE = /^[A-Za-z0-9_-]{16}$/;
/** The path of a short link, before its code. */
export const SHORT_LINK_PATH = '/r/';

/** What the customer's page and other modules may know about an invitation. */
export interface InvitationSummary {
  id: string;
  token: string;
  businessId: string;
  customerName: string;
  jobDescription: string;
  jobLocation: string;
  teamMembers: string[];
  createdAt: Date;
  /** When the customer first opened their link; a second opening writes nothing. */
  openedAt: Date | null;
  /** When the customer first had a review drafted; a second draft writes nothing. */
  startedAt: Date | null;
  completedAt: Date | null;
  /** Where the customer's details came from (the review page's privacy notice says so); null on older invitations. */
  source: ContactSource | null;
  /** The language its customer is asked in (issue 48); older invitations: English. */
  language: LanguageChoice;
}

export interface InvitesDirectory {
  /** The invitation a customer's link names, or null when unknown or expired. */
  byToken(token: string): Promise<InvitationSummary | null>;
  /** The customer opened their link (first time only is kept), by scanning its QR code or following the link. */
  markOpened(inviteId: string, via?: 'qr' | 'link'): Promise<void>;
  /** The customer started: they had a review drafted (first time only is kept). */
  markStarted(inviteId: string): Promise<void>;
  /** Records that the customer finished (the reviews module calls it once a review or feedback is in). */
  markCompleted(inviteId: string, at: Date): Promise<void>;
  /**
   * How each of these invitations could reach its customer: the email and phone the owner entered (phone as typed
   * when stored; normalise before comparing), and in which language. Only the business's own invitations; unknown ids are left out.
   */
  contacts(businessId: string, inviteIds: readonly string[]): Promise<InvitationContact[]>;
}

/** The addresses an invitation was given for its customer (each null when the owner gave none). */
export interface InvitationContact {
  inviteId: string;
  email: string | null;
  phone: string | null;
  /** The language its customer is asked in (issue 48): what a follow-up on it writes to them in. */
  language: LanguageChoice;
}

export const invitesDirectory = defineServiceRef<InvitesDirectory>('invites.directory');

/** How an invitation reached its customer: each message channel it was sent by, or none (a link or QR code shared by hand). */
export type InviteChannel = 'sms' | 'email' | 'messenger' | 'link' | 'qr';

/** How each invitation reached its customer, for modules that count by channel (the google module's posted rate). */
export interface InvitesChannels {
  /**
   * The channels of the business's invitations among `inviteIds`, as `InvitationFigures.byChannel` counts them: each
   * message channel it was sent by, else "qr" when its customer scanned the QR code, else "link". One query per 1,000
   * ids; ids of another business or unknown are absent from the answer.
   */
  of(businessId: string, inviteIds: readonly string[]): Promise<Map<string, InviteChannel[]>>;
}

export const invitesChannels = defineServiceRef<InvitesChannels>('invites.channels');

/**
 * The plan's monthly SMS allowance (Professional includes 30 a month). Every text a business sends through the outbox
 * counts against it (invitations, reminders, another module's: docs/decisions/0035 and 0042), as the outbox counts it.
 */
export interface SmsAllowance {
  /** This New Zealand month's texts so far (carrier segments, every module's), and the plan's allowance (null: unlimited). */
  usage(businessId: string): Promise<{ used: number; limit: number | null; planName: string; month: string }>;
}

export const smsAllowance = defineServiceRef<SmsAllowance>('invites.smsAllowance');

/**
 * Figures over the invitations a business SENT in [from, to): what became of them since (a cohort), from SQL
 * aggregates. For the analytics module.
 */
export interface InvitationFigures {
  sent: number;
  opened: number;
  started: number;
  completed: number;
  /** Median hours from sending to the customer finishing, over those finished; null when none has. */
  medianHoursToComplete: number | null;
  /**
   * Per channel: an invitation sent by SMS and email counts under both; one sent by no message is "qr" when its
   * customer arrived by scanning the QR code, else "link" (including those nobody has opened yet).
   */
  byChannel: Array<{ channel: InviteChannel; sent: number; opened: number; completed: number }>;
  /** Per credited team member (by name, as on the invitation). */
  byMember: Array<{ name: string; sent: number; completed: number }>;
}

export interface InvitesStats {
  figures(businessId: string, from: Date, to: Date): Promise<InvitationFigures>;
  /** Of the invitations sent in [from, to), how many; and how many their customer finished. */
  completion(businessId: string, from: Date, to: Date): Promise<{ sent: number; completed: number }>;
}

export const invitesStats = defineServiceRef<InvitesStats>('invites.stats');

/**
 * Who an invitation credits, told apart: the owner's form credits people and whole teams side by side, and the
 * invitation keeps both as names. A team is the business's team (by its name) or any name that is no person's.
 */
export interface InvitesCredits {
  /** What the customer (and the AI draft) may see: the first names of the people credited, never a team's name. */
  customerNames(invitation: Pick<InvitationSummary, 'businessId' | 'teamMembers'>, businessName: string | null): Promise<string[]>;
  /** Credited names sorted into people and teams, each kept as written (the owner's reports list them apart). */
  sort(businessId: string, names: readonly string[]): Promise<{ people: string[]; teams: string[] }>;
  /**
   * The name a team member (by id) is credited by, as a technician's invitations credit them (issue 36): null when
   * the business has no such member or the teams module is not running. Modules showing a technician "the reviews
   * that credit them" match it against the credited names.
   */
  memberName(businessId: string, teamMemberId: string | null): Promise<string | null>;
}

export const invitesCredits = defineServiceRef<InvitesCredits>('invites.credits');

export const inviteCreated = defineEvent<{
  inviteId: string;
  businessId: string;
  channels: Array<'sms' | 'email' | 'messenger'>;
  createdAt: string;
  /** The reference the invitation was created with (e.g. "compliance-job:<id>"), or null. */
  reference?: string | null;
  customerName?: string;
  teamMembers?: string[];
}>('invites.created');
export * from './entitlements.ts';
export * from './contact-source.ts';

/** An invitation a module makes by itself, from a record Korero did not get from the customer (a job system's job). */
export interface AutomaticInvite {
  customerName: string;
  customerPhone: string | null;
  customerEmail: string | null;
  /** The one channel chosen by the business's rules, its address given above. */
  channel: 'sms' | 'email';
  jobDescription: string;
  jobLocation: string;
  /** Credited names, as the owner's form credits them (a matched worker's team member name). */
  teamMembers: string[];
  /** e.g. `compliance-job:<id>`: the compliance ledger marks its job invited. */
  reference: string;
  /**
   * Where Korero got the customer's details, the system's name ("Xero"): the first message says so (Privacy Act
   * IPP3A, decisions.md), and the invitation keeps it.
   */
  source: string;
  /** The owner who confirmed the business's consent basis: the invitation's consent is theirs. */
  consentBy: string;
}

/** Invitations made without a person at the form (issue 45): the same checks, plan and messages as the form's. */
export interface InvitesCreator {
  /** Creates and sends it; refuses as the form does (opted out, plan limit) with an HttpError saying why. */
  create(businessId: string, input: AutomaticInvite): Promise<{ inviteId: string }>;
  /**
   * When the business last invited this customer, by any way in (the form, the API, a job system), compared by the
   * normalised mobile number or the email address; null when never since `since`.
   */
  lastInvited(businessId: string, contact: { phone: string | null; email: string | null }, since: Date): Promise<Date | null>;
}

export const invitesCreator = defineServiceRef<InvitesCreator>('invites.creator');

/**
 * A record another module keeps (a compliance job, by the invitation's `reference`), and where its contact came
 * from: an invitation made from it keeps that source when it goes to the same phone or email.
 */
export interface ReferencedContact {
  source: ContactSource;
  phone: string | null;
  email: string | null;
}

/** Where the contacts of a module's records came from. */
export interface ContactSources {
  /** The record `reference` names in this business, or null when it is not theirs or unknown. */
  of(businessId: string, reference: string): Promise<ReferencedContact | null>;
}

/** Modules whose records invitations are made from (a compliance job's "Invite now") say where their contacts came from. */
export interface ContactSourceRecords {
  /** Answers for invitations whose reference starts with `prefix` (e.g. "compliance-job:"). */
  contribute(prefix: string, records: ContactSources): void;
}

export const contactSourceRecords = defineServiceRef<ContactSourceRecords>('invites.contactSourceRecords');
