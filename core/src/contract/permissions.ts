/**
 * The one permission table (issue 44): every signed-in route names what it does, as one of these capabilities
 * (`config: { capability }`, default `manage`), and this table says which roles of a business may do it. A module
 * names a capability, never a list of roles, so who may do what is read and changed here alone.
 * tests/integration/roles.api.test.ts calls every route as every role against this table, and keeps hand-written
 * lists of the owners' and the technicians' routes that guard the table itself.
 */
export type PermissionRole = 'owner' | 'manager' | 'technician';

export const PERMISSIONS = {
  /** About the person themselves: who they are, their businesses, their own account. */
  self: ['owner', 'manager', 'technician'],
  /**
   * A technician's day: asking for reviews, recording the jobs they did, the follow-ups assigned to them, and reading
   * what those forms need. Each such route answers a technician with their own work only.
   */
  'field-work': ['owner', 'manager', 'technician'],
  /** Running the business day to day: reviews, teams, settings, analytics, follow-ups. What a route names by default. */
  manage: ['owner', 'manager'],
  /** Any download of customers' personal details: the account export, the submissions CSV, the compliance proof. */
  'customer-data': ['owner'],
  /** What acts for the business unattended or sends its data elsewhere: API keys, webhooks, Google, the widget key. */
  connections: ['owner'],
  /** The plan, checkout and payment. */
  billing: ['owner'],
  /** Who belongs to the business, and in what role. */
  staff: ['owner'],
  /** What cannot be brought back: a customer's review. */
  deletion: ['owner'],
  /**
   * How the business's record of asking vouches for it (docs/decisions/0052): the weekly email of its head goes to the
   * owner, so only the owner may stop it (a manager stopping it would blind the person it guards).
   */
  'record-keeping': ['owner'],
} as const satisfies Record<string, readonly PermissionRole[]>;

export type Capability = keyof typeof PERMISSIONS;
export const DEFAULT_CAPABILITY: Capability = 'manage';

/** What an owner-only capability is, for the refusal a manager gets ("Only an owner of this business can …"). */
export const OWNERS_DO: Partial<Record<Capability, string>> = {
  'customer-data': "download customers' personal details",
  connections: 'connect other systems to it (API keys, webhooks, Google and the website widget key)',
  billing: 'manage its plan and billing',
  staff: 'add, change or remove its people',
  deletion: "delete a customer's review",
  'record-keeping': 'decide whether the record of asking is emailed to the owner each week',
};
