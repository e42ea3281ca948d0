/** A CSV file's records (RFC 4180: quoted fields, doubled quotes, commas and line breaks inside quotes), with the line each starts on. */
export interface CsvRecord {
  line: number;
  cells: string[];
}

export class CsvError extends Error {}

export function parseCsv(text: string): CsvRecord[] {
  const source = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  let line = 1;
  let start = 1;
  let i = 0;
  const endRecord = () => {
    cells.push(cell);
    // A blank line is not a record.
    if (!(cells.length === 1 && cells[0]!.trim() === '')) records.push({ line: start, cells });
    cells = [];
    cell = '';
  };
  while (i < source.length) {
    const ch = source[i]!;
    if (quoted) {
      if (ch === '"') {
        if (source[i + 1] === '"') {
          cell += '"';
          i += 2;
          continue;
        }
        quoted = false;
      } else {
        if (ch === '\n') line++;
        cell += ch;
      }
      i++;
      continue;
    }
    if (ch === '"' && cell === '') quoted = true;
    else if (ch === ',') {
      cells.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      endRecord();
      if (ch === '\r' && source[i + 1] === '\n') i++;
      line++;
      start = line;
    } else cell += ch;
    i++;
  }
  if (quoted) throw new CsvError(`a quoted field that starts on line ${start} is never closed`);
  if (cell !== '' || cells.length) endRecord();
  return records;
}
