import type { JobSystemProvider } from '../../contract/api.ts';

/** A job as any job system tells it, read into one shape: what the rules decide on and the ledger records. */
export interface JobRecord {
  provider: JobSystemProvider;
  /** The job's (or invoice's) id in the system. */
  externalId: string;
  /** What the owner knows it by ("INV-0042", "Job 1043"). */
  label: string;
  customerName: string;
  /** A mobile number (E.164) when the system has one; landlines are not texted. */
  mobile: string | null;
  email: string | null;
  /** The total, GST included, in dollars; null when the system gives none. */
  total: number | null;
  /** The customer's tags (ServiceM8, Fergus) or contact groups (Xero): the never-ask list matches them. */
  tags: string[];
  /** Who did the job, as the system names them (its staff, or Xero's tracking options). */
  workers: Array<{ id: string; name: string }>;
  /** What the job was, for the invitation's words ("Replaced the hot water cylinder"). */
  description: string;
  location: string;
  /** When it was completed or paid (whichever the rules ask on). */
  doneAt: Date;
  /** Whether the trigger the rules ask on has happened (Xero: the invoice is paid). */
  ready: boolean;
}
