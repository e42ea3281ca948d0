import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2, FileUp } from 'lucide-react';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  LoadingBlock,
  Notice,
  PageHeader,
  countOf,
} from '@korero/web-kit';
import { CsvError, parseCsv } from '../../../contract/csv.ts';
import { complianceClient, complianceKeys, type ImportMapping, type ImportResult } from '../../../contract/client.ts';
import { FIELDS, guessMapping, type MappedField } from '../components/import-mapping.ts';

const MAX_ROWS = 10_000;
const PREVIEW_ROWS = 5;
const SHOWN_ERRORS = 50;

interface LoadedFile {
  name: string;
  text: string;
  headers: string[];
  rows: string[][];
}

const n = (count: number) => count.toLocaleString('en-NZ');

/** /compliance/import: a job system's CSV, its columns mapped on the page, previewed (a dry run), then imported at once. */
export default function ImportPage() {
  const client = useQueryClient();
  const inputId = useId();
  const [file, setFile] = useState<LoadedFile | null>(null);
  const [readError, setReadError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<Partial<ImportMapping>>({});
  const [done, setDone] = useState<ImportResult | null>(null);

  const choose = async (chosen: File | undefined) => {
    setDone(null);
    setReadError(null);
    setFile(null);
    if (!chosen) return;
    try {
      const text = await chosen.text();
      const [header, ...rows] = parseCsv(text);
      if (!header || rows.length === 0) throw new CsvError('it needs a header row and at least one job');
      const headers = header.cells.map((c) => c.trim());
      setFile({ name: chosen.name, text, headers, rows: rows.map((r) => r.cells) });
      setMapping(guessMapping(headers.filter(Boolean)));
    } catch (error) {
      setReadError(`${chosen.name} could not be read as CSV: ${(error as Error).message}.`);
    }
  };

  const complete = FIELDS.every((f) => !f.required || mapping[f.field]);
  const request = complete ? (mapping as ImportMapping) : null;
  const check = useQuery({
    queryKey: ['/api/compliance/jobs/import', file?.name, file?.text.length, request],
    queryFn: () => complianceClient.importJobs(file!.text, request!, true),
    enabled: Boolean(file && request && !done),
    retry: false,
    staleTime: Infinity,
  });
  const run = useMutation({
    mutationFn: () => complianceClient.importJobs(file!.text, request!, false, file!.name),
    onSuccess: async (answer) => {
      setDone(answer.data);
      window.scrollTo({ top: 0, behavior: 'smooth' });
      await client.invalidateQueries({ queryKey: complianceKeys.all });
    },
  });

  const preview = useMemo(() => {
    if (!file) return [];
    const at = (row: string[], field: MappedField) => {
      const column = mapping[field];
      return column ? (row[file.headers.indexOf(column)] ?? '').trim() : '';
    };
    return file.rows.slice(0, PREVIEW_ROWS).map((row, i) => ({ key: `row-${i + 2}`, cells: FIELDS.map((f) => at(row, f.field)) }));
  }, [file, mapping]);

  const result = check.data?.data;
  return (
    <div className="flex flex-col gap-6">
      <PageHeader
        title="Import Completed Jobs"
        description="Upload a CSV file exported from your job system or spreadsheet: up to 10,000 jobs at once. Nothing is stored until you press Import, and a file uploaded twice adds no job twice."
      />
      {done ? (
        <Notice tone="success" title={`Imported ${countOf(done.imported, 'job', 'jobs')}`}>
          <p>
            {done.duplicates ? `${countOf(done.duplicates, 'row was', 'rows were')} already recorded and left as they were. ` : ''}
            {done.errors.length ? `${countOf(done.errors.length, 'row with problems was', 'rows with problems were')} not imported.` : ''}
          </p>
          <div className="mt-3 flex flex-wrap gap-2">
            <Button asChild size="sm">
              <Link to="/compliance?outcome=pending">See jobs not yet asked</Link>
            </Button>
            <Button size="sm" variant="outline" onClick={() => void choose(undefined)}>
              Import another file
            </Button>
          </div>
        </Notice>
      ) : null}

      <Card>
        <CardHeader>
          <CardTitle>1. Choose the file</CardTitle>
          <CardDescription>
            One job per row, with a header row naming the columns. Dates as 2026-11-24 or 24/11/2026; several technicians separated by
            commas, semicolons or "and".
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <label
            htmlFor={inputId}
            className="flex min-h-24 cursor-pointer flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-stone-300 bg-stone-50 px-4 py-6 text-center text-sm text-stone-700 hover:border-brand-600"
          >
            <FileUp className="h-6 w-6 text-brand-700" aria-hidden />
            <span className="font-medium">{file ? file.name : 'Choose a CSV file'}</span>
            {file ? <span className="text-stone-600">{countOf(file.rows.length, 'row', 'rows')} after the header</span> : null}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,text/csv"
            className="sr-only"
            aria-label="CSV file"
            // The same file chosen again (after fixing it) still counts as a choice.
            onClick={(e) => (e.currentTarget.value = '')}
            onChange={(e) => void choose(e.target.files?.[0])}
          />
          {readError ? <Notice tone="danger">{readError}</Notice> : null}
          {file && file.rows.length > MAX_ROWS ? (
            <Notice tone="danger" title="Too many rows">
              This file has {n(file.rows.length)} rows; at most {n(MAX_ROWS)} can be imported at once. Split it into smaller files.
            </Notice>
          ) : null}
        </CardContent>
      </Card>

      {file ? (
        <Card>
          <CardHeader>
            <CardTitle>2. Match the columns</CardTitle>
            <CardDescription>Which column of your file holds each detail. Date, customer and job are needed.</CardDescription>
          </CardHeader>
          <CardContent className="flex flex-col gap-5">
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
              {FIELDS.map((f) => (
                <label key={f.field} className="flex flex-col gap-1.5 text-sm font-medium text-stone-900">
                  <span>
                    {f.label}
                    {f.required ? (
                      <span className="ml-0.5 text-red-700" aria-hidden>
                        *
                      </span>
                    ) : null}
                  </span>
                  <select
                    value={mapping[f.field] ?? ''}
                    onChange={(e) => setMapping((m) => ({ ...m, [f.field]: e.target.value || undefined }))}
                    aria-invalid={f.required && !mapping[f.field] ? true : undefined}
                    className="h-10 w-full rounded-lg border border-stone-300 bg-white px-2 text-base font-normal text-stone-900 focus:outline-none focus:ring-2 focus:ring-brand-600/40 aria-[invalid]:border-red-500 sm:text-sm"
                  >
                    <option value="">{f.required ? 'Choose a column' : 'Not in this file'}</option>
                    {file.headers.filter(Boolean).map((h) => (
                      <option key={h} value={h}>
                        {h}
                      </option>
                    ))}
                  </select>
                </label>
              ))}
            </div>
            <div
              className="overflow-x-auto"
              tabIndex={0}
              role="region"
              aria-label="Preview of the first rows, scrolls sideways on small screens"
            >
              <table className="w-full min-w-[640px] text-left text-sm">
                <caption className="mb-2 text-left text-sm text-stone-600">
                  The first {countOf(Math.min(PREVIEW_ROWS, file.rows.length), 'row', 'rows')} as they will be read
                </caption>
                <thead>
                  <tr className="border-b border-stone-200 text-xs uppercase tracking-wide text-stone-600">
                    {FIELDS.map((f) => (
                      <th key={f.field} className="py-2 pr-3 font-medium">
                        {f.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {preview.map(({ key, cells }) => (
                    <tr key={key} className="border-b border-stone-100">
                      {cells.map((c, j) => (
                        <td key={FIELDS[j]!.field} className="py-2 pr-3 text-stone-800">
                          {c || <span className="text-stone-400">—</span>}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </CardContent>
        </Card>
      ) : null}

      {file && !done ? (
        <Card>
          <CardHeader>
            <CardTitle>3. Check and import</CardTitle>
          </CardHeader>
          <CardContent className="flex flex-col gap-4">
            {!complete ? (
              <p className="text-sm text-stone-600">Choose the columns for date, customer and job to check the file.</p>
            ) : check.isFetching ? (
              <LoadingBlock label="Checking every row…" />
            ) : check.error ? (
              <Notice tone="danger" title="This file cannot be imported">
                {check.error.message}
              </Notice>
            ) : result ? (
              <>
                <ul className="grid gap-2 sm:grid-cols-3" aria-label="What the import will do">
                  <li className="rounded-lg border border-emerald-200 bg-emerald-50 px-3 py-2 text-sm text-emerald-900">
                    <strong className="block text-xl">{n(result.imported)}</strong> ready to import
                  </li>
                  <li className="rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-800">
                    <strong className="block text-xl">{n(result.duplicates)}</strong> already recorded, left out
                  </li>
                  <li
                    className={
                      result.errors.length
                        ? 'rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-900'
                        : 'rounded-lg border border-stone-200 bg-stone-50 px-3 py-2 text-sm text-stone-800'
                    }
                  >
                    <strong className="block text-xl">{n(result.errors.length)}</strong> with problems, left out
                  </li>
                </ul>
                {result.errors.length ? (
                  <div>
                    <h3 className="mb-1 text-sm font-semibold text-stone-900">Rows with problems</h3>
                    <p className="mb-2 text-sm text-stone-600">
                      Fix these in your file and upload it again later: the rows imported now will not be added twice.
                    </p>
                    <ul className="max-h-64 overflow-y-auto rounded-lg border border-stone-200 text-sm" aria-label="Rows with problems">
                      {result.errors.slice(0, SHOWN_ERRORS).map((e) => (
                        <li key={e.line} className="border-b border-stone-100 px-3 py-1.5 last:border-0">
                          <span className="font-medium">Line {e.line}:</span> {e.reason}
                        </li>
                      ))}
                      {result.errors.length > SHOWN_ERRORS ? (
                        <li className="px-3 py-1.5 text-stone-600">and {n(result.errors.length - SHOWN_ERRORS)} more</li>
                      ) : null}
                    </ul>
                  </div>
                ) : null}
                {run.error ? (
                  <Notice tone="danger" title="Nothing was imported">
                    {run.error.message}
                  </Notice>
                ) : null}
                <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
                  <Button asChild variant="outline">
                    <Link to="/compliance">Cancel</Link>
                  </Button>
                  <Button
                    icon={<CheckCircle2 className="h-4 w-4" />}
                    disabled={result.imported === 0}
                    loading={run.isPending}
                    onClick={() => run.mutate()}
                  >
                    {result.imported === 0 ? 'Nothing new to import' : `Import ${countOf(result.imported, 'job', 'jobs')}`}
                  </Button>
                </div>
              </>
            ) : null}
          </CardContent>
        </Card>
      ) : null}
    </div>
  );
}
