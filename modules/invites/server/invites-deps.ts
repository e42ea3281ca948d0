import type {
  ActivityPort,
  BillingPort,
  ClockPort,
  Database,
  EventsPort,
  MessagingPort,
  RecordChainPort,
  ServiceLookup,
} from '@korero/core/sdk';
import type { BusinessDirectory } from '@korero/module-business/contract';
import type { MessengerInvites } from '@korero/module-messenger/contract';
import type { TeamsDirectory } from '@korero/module-teams/contract';
import type { ContactSources } from '../contract/index.ts';
import type { ReminderService } from './reminders.ts';
import type { LanguageChoice } from '@korero/core/contract';

/** What the invites service and its parts share: the input of a new invitation, and the ports and services they use. */
export interface CreateInvite {
  customerName: string;
  customerEmail: string | null;
  customerPhone: string | null;
  facebookUserId: string | null;
  messageChannel: 'sms' | 'messenger';
  jobDescription: string;
  jobLocation: string;
  sendSms: boolean;
  sendEmail: boolean;
  sendMessenger: boolean;
  teamMembers: string[];
  consent?: boolean | undefined;
  reference?: string | null;
  /** The language its customer is asked in; without it, the business's choice (Settings). */
  language?: LanguageChoice | undefined;
}

export interface InvitesDeps {
  db: Database;
  clock: ClockPort;
  billing: BillingPort;
  messaging: MessagingPort;
  events: EventsPort;
  business: BusinessDirectory;
  publicUrl: string;
  /** The messenger module's check, while it is on here (null: Messenger cannot be used). */
  messenger?: ServiceLookup<MessengerInvites>;
  reminders: ReminderService;
  /** The business's team members (while the teams module is on): a technician's invitation credits theirs. */
  teams: ServiceLookup<TeamsDirectory>;
  activity: ActivityPort;
  /** Where the records invitations are made from got their contacts (the compliance module's jobs). */
  contactSources: ContactSources;
  /** The record of asking: each invitation is appended in the transaction that makes it. */
  chain: RecordChainPort;
}

/** The addresses an invitation's messages carry. */
export interface InvitationLinks {
  reviewUrl(token: string): string;
  shortUrl(code: string): string;
}
