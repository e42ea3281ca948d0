import { createHash, randomUUID } from 'node:crypto';
import type { ClockPort, Database, RecordChainPort } from '@korero/core/sdk';
import { badRequest } from '@korero/core/sdk';
import { jobBody, type importBody } from '../contract/api.ts';
import type { z } from 'zod';
import { jobRecordedEntry } from './chain-entries.ts';
import { CsvError, parseCsv } from '../contract/csv.ts';
import { when } from './proof.ts';

export const MAX_IMPORT_ROWS = 10_000;

/** D/M/YYYY (as New Zealand job systems write it) or YYYY-MM-DD, to YYYY-MM-DD; anything else is left for the check to refuse. */
function isoDate(value: string): string {
  const v = value.trim();
  const nz = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  return nz ? `${nz[3]}-${nz[2]!.padStart(2, '0')}-${nz[1]!.padStart(2, '0')}` : v;
}

/** A job without an external id is known by what it is: the same date, customer, job and technicians is the same job. */
function contentKey(j: { jobDate: string; customerName: string; description: string; technicians: string[] }): string {
  const text = [
    j.jobDate,
    j.customerName.toLowerCase(),
    j.description.toLowerCase(),
    [...j.technicians].sort().join('|').toLowerCase(),
  ].join('\n');
  return `csv:${createHash('sha256').update(text).digest('hex').slice(0, 40)}`;
}

/**
 * A bad row's problems in the owner's terms: each field once, named by the file's own column ("Client is required"),
 * and a date that is not one shown as it was written.
 */
function rowProblems(issues: z.core.$ZodIssue[], mapping: Record<string, string | undefined>, rawDate: string): string {
  const seen = new Set<string>();
  const problems: string[] = [];
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '');
    if (seen.has(field)) continue;
    seen.add(field);
    const column = mapping[field] ? `"${mapping[field]}"` : field;
    if (field === 'jobDate') problems.push(`${column}: "${rawDate}" is not a date (write it as 24/11/2026 or 2026-11-24)`);
    else if (!field) problems.push(issue.message);
    else problems.push(issue.message.startsWith(field) ? `${column}${issue.message.slice(field.length)}` : `${column}: ${issue.message}`);
  }
  return problems.join('; ');
}

/** CSV job imports: every good row stored in one transaction, every bad one listed by line, duplicates skipped. */
export class JobImport {
  readonly #db: Database;
  readonly #clock: ClockPort;
  readonly #chain: RecordChainPort;

  constructor(db: Database, clock: ClockPort, chain: RecordChainPort) {
    this.#chain = chain;
    this.#db = db;
    this.#clock = clock;
  }

  async run(businessId: string, input: z.infer<typeof importBody>) {
    let records;
    try {
      records = parseCsv(input.csv);
    } catch (error) {
      if (error instanceof CsvError) throw badRequest(`The file is not valid CSV: ${error.message}. Nothing was imported.`);
      throw error;
    }
    const [header, ...rows] = records;
    if (!header || rows.length === 0) throw badRequest('The file needs a header row and at least one job. Nothing was imported.');
    if (rows.length > MAX_IMPORT_ROWS) {
      throw badRequest(
        `The file has ${rows.length.toLocaleString('en-NZ')} jobs; import at most ${MAX_IMPORT_ROWS.toLocaleString('en-NZ')} at a time. Nothing was imported.`,
      );
    }
    const names = header.cells.map((c) => c.trim());
    const column: Record<string, number> = {};
    for (const [field, name] of Object.entries(input.mapping)) {
      if (!name) continue;
      const index = names.indexOf(name.trim());
      if (index === -1)
        throw badRequest(`The file has no column "${name}" (for ${field}). Its columns: ${names.join(', ')}. Nothing was imported.`);
      column[field] = index;
    }
    const cell = (cells: string[], field: string) => (column[field] === undefined ? undefined : (cells[column[field]!] ?? '').trim());

    const errors: Array<{ line: number; reason: string }> = [];
    const good: Array<{ line: number; key: string; job: z.infer<typeof jobBody> }> = [];
    for (const { line, cells } of rows) {
      const parsed = jobBody.safeParse({
        jobDate: isoDate(cell(cells, 'jobDate') ?? ''),
        customerName: cell(cells, 'customerName'),
        description: cell(cells, 'description'),
        customerPhone: cell(cells, 'customerPhone') || null,
        customerEmail: cell(cells, 'customerEmail') || null,
        location: cell(cells, 'location') || null,
        technicians: (cell(cells, 'technicians') ?? '')
          .split(/[;,/&]| and /)
          .map((t) => t.trim())
          .filter(Boolean),
        externalId: cell(cells, 'externalId') || null,
      });
      if (!parsed.success) {
        errors.push({ line, reason: rowProblems(parsed.error.issues, input.mapping, cell(cells, 'jobDate') ?? '') });
        continue;
      }
      good.push({ line, key: parsed.data.externalId ?? contentKey(parsed.data), job: parsed.data });
    }

    return this.#db.transaction(async (em) => {
      // What this business already has, by key; then each key once (the first row that has it).
      const keys = [...new Set(good.map((g) => g.key))];
      const known = new Set<string>();
      for (let i = 0; i < keys.length; i += 1000) {
        const chunk = keys.slice(i, i + 1000);
        const rowsFound = await em.execute<Array<{ external_id: string }>>(
          'select external_id from compliance_job where business_id = ? and external_id = any(?::text[])',
          [businessId, `{${chunk.map((k) => `"${k.replace(/"/g, '\\"')}"`).join(',')}}`],
        );
        for (const r of rowsFound) known.add(r.external_id);
      }
      const fresh = good.filter((g) => !known.has(g.key) && (known.add(g.key), true));
      const duplicates = good.length - fresh.length;
      if (!input.dryRun) {
        const now = this.#clock.now();
        // Where these customers came from (issue 47): this file, and when it was imported.
        const label = `${input.fileName || 'a CSV file'}, ${when(now)}`.slice(0, 200);
        const ids = fresh.map(() => randomUUID());
        // The record of asking: every job imported, its customer only as digests, in this transaction.
        await this.#chain.appendMany(
          businessId,
          fresh.map(({ job }, i) => jobRecordedEntry(this.#chain, ids[i]!, job, 'csv')),
        );
        for (let i = 0; i < fresh.length; i += 500) {
          const chunk = fresh.slice(i, i + 500);
          await em.execute(
            `insert into compliance_job (id, business_id, external_id, job_date, customer_name, customer_phone, customer_email, description,
               location, technicians, outcome, source, source_label, created_at, updated_at)
             values ${chunk.map(() => `(?, ?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, 'pending', 'csv', ?, ?, ?)`).join(', ')}`,
            chunk.flatMap(({ key, job }, j) => [
              ids[i + j],
              businessId,
              key,
              job.jobDate,
              job.customerName,
              job.customerPhone,
              job.customerEmail,
              job.description,
              job.location,
              JSON.stringify([...new Set(job.technicians)]),
              label,
              now,
              now,
            ]),
            'run',
          );
        }
      }
      return {
        rows: rows.length,
        // With dryRun, how many would be.
        imported: fresh.length,
        duplicates,
        errors,
        technicians: [...new Set(fresh.flatMap((f) => f.job.technicians))],
        dryRun: input.dryRun,
      };
    });
  }
}
