import type { ImportMapping } from '../../../contract/client.ts';

export type MappedField = keyof ImportMapping;

/** The fields a file's columns can fill, in the order the page asks for them; the first three are needed. */
export const FIELDS: Array<{ field: MappedField; label: string; required: boolean; hints: RegExp }> = [
  { field: 'jobDate', label: 'Date completed', required: true, hints: /date|completed|finished|day/i },
  { field: 'customerName', label: 'Customer', required: true, hints: /customer|client|name/i },
  { field: 'description', label: 'Job', required: true, hints: /job|description|work|service|task/i },
  { field: 'customerPhone', label: 'Phone', required: false, hints: /phone|mobile|cell/i },
  { field: 'customerEmail', label: 'Email', required: false, hints: /e-?mail/i },
  { field: 'location', label: 'Location', required: false, hints: /location|suburb|address|town|city|site/i },
  { field: 'technicians', label: 'Technicians', required: false, hints: /technician|tech|staff|employee|worker|team|assigned/i },
  { field: 'externalId', label: 'Job number', required: false, hints: /^(id|job ?(id|no|number|#)|reference|ref)$/i },
];

/**
 * A first guess at which column holds which field, from the headers: an exact name first, then a hint word. Each
 * column is used once; the owner corrects the rest on the page.
 */
export function guessMapping(headers: string[]): Partial<ImportMapping> {
  const taken = new Set<string>();
  const mapping: Partial<ImportMapping> = {};
  const pick = (test: (h: string) => boolean) => headers.find((h) => !taken.has(h) && test(h.trim()));
  // Exact names before loose hints, and the job number before "job", so "Job ID" is not read as the job itself.
  const order: MappedField[] = [
    'externalId',
    'jobDate',
    'customerPhone',
    'customerEmail',
    'technicians',
    'location',
    'customerName',
    'description',
  ];
  for (const field of order) {
    const spec = FIELDS.find((f) => f.field === field)!;
    const hit =
      pick((h) => h.toLowerCase() === spec.label.toLowerCase() || h.toLowerCase() === field.toLowerCase()) ??
      pick((h) => spec.hints.test(h));
    if (hit) {
      mapping[field] = hit;
      taken.add(hit);
    }
  }
  return mapping;
}
