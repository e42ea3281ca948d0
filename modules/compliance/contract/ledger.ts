import { defineServiceRef } from '@korero/core/sdk';
import type { JobInput } from './api.ts';

/**
 * The compliance ledger, for modules that record jobs themselves (a job system's connection, issue 45): every job
 * they hear of lands here, pending until it is asked (an invitation whose reference is `compliance-job:<id>` marks
 * it invited) or skipped with one of the reasons in config/compliance.ts.
 */
export interface ComplianceLedger {
  /**
   * Records a job once by its external id: the same id again answers the job already there (created: false).
   * `source` names where it came from ("xero", "servicem8", "fergus"): at most 10 characters; `label` how a person
   * reads it ("Xero"), kept as where the job's customer details came from (issue 47).
   */
  record(businessId: string, input: JobInput, source: string, label?: string): Promise<{ jobId: string; created: boolean }>;
  /** Korero did not ask, for one of the automatic (or the shared no_contact, asked_recently) reasons. */
  skip(businessId: string, jobId: string, reason: string, note: string | null): Promise<void>;
  /** The invitation a job was asked with (by hand too, through "Invite now"), or null while it is not. */
  invitationOf(businessId: string, jobId: string): Promise<string | null>;
}

/** The reference an invitation for a ledger job carries: compliance marks the job invited when it is created. */
export const ledgerReference = (jobId: string) => `compliance-job:${jobId}`;

export const complianceLedger = defineServiceRef<ComplianceLedger>('compliance.ledger');

/** The coverage figure other modules report (the weekly report): jobs and those asked over New Zealand days [from, to]. */
export interface ComplianceCoverage {
  /** `from` and `to` are YYYY-MM-DD, both included; coverage is null with no jobs in them. */
  summary(businessId: string, from: string, to: string): Promise<{ jobs: number; invited: number; coveragePercentage: number | null }>;
}

export const complianceCoverage = defineServiceRef<ComplianceCoverage>('compliance.coverage');
