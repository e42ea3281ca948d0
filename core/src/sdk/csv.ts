// Writing CSV downloads (the analytics figures, the compliance proof).

/** One CSV cell: quoted when it must be, and never read as a formula by a spreadsheet (=, +, -, @ at the start). */
export function csvCell(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvLine = (cells: Array<string | number | boolean | null>) => `${cells.map(csvCell).join(',')}\r\n`;
