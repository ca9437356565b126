import { CsvError, parse } from 'csv-parse/sync';
import { matchHeaders, missingColumns, type RawContact } from './header-match.js';
import { ImportFileError } from './import-file-error.js';

/**
 * The rows of a CSV export, each with the line of the file it starts on (a quoted field may
 * span lines, as Google's street addresses do). The first record is the header row.
 */
export function parseCsv(text: string): RawContact[] {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // One kind of line break, so a quoted field spanning lines counts each break once.
    records = parse(text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n'), {
      info: true,
      skip_empty_lines: true,
      relax_column_count: true,
      trim: true,
      delimiter: sniffDelimiter(text),
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (err) {
    if (err instanceof CsvError)
      throw new ImportFileError(`The file is not a readable CSV file (line ${err.lines ?? '?'}: ${err.message}).`);
    throw err;
  }
  const [header, ...rows] = records;
  if (!header) throw new ImportFileError('The file has no rows.');
  const fields = matchHeaders(header.record);
  const missing = missingColumns(fields);
  if (missing) throw new ImportFileError(`The first line of the file should name its columns, and it needs ${missing}.`);
  return rows
    .filter(({ record }) => record.some((v) => v !== ''))
    .map(({ record, info }) => {
      const contact: RawContact = { line: info.lines - (record.join('').match(/\n/g)?.length ?? 0), fields: {} };
      fields.forEach((f, i) => {
        if (f && record[i]) contact.fields[f] = record[i];
      });
      return contact;
    });
}

/** Spreadsheets in much of Europe save with semicolons; the header row says which. */
function sniffDelimiter(text: string): string {
  const first = text.slice(0, text.indexOf('\n') >>> 0);
  return (first.match(/;/g)?.length ?? 0) > (first.match(/,/g)?.length ?? 0) ? ';' : ',';
}
