// CSV in and out: the reference lists we load and the exports auditors open in a spreadsheet.

/** Parses CSV text (RFC 4180: quoted fields, doubled quotes, commas and newlines inside quotes). */
export function parseCsv(text: string, separator = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const source = text.replace(/^\uFEFF/, '');
  for (let index = 0; index < source.length; index++) {
    const char = source[index];
    if (quoted) {
      if (char === '"' && source[index + 1] === '"') {
        field += '"';
        index++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === separator) {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && source[index + 1] === '\n') index++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Parses CSV with a header row into objects keyed by the header's names. */
export function parseCsvRecords(text: string, separator = ','): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text, separator);
  if (!header) return [];
  return rows
    .filter((row) => row.some((cell) => cell.trim() !== ''))
    .map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
}

/** A number for a Dutch spreadsheet: a decimal comma, no thousands separator; null is an empty cell. */
export const csvNumber = (value: number | null, decimals: number) =>
  value === null ? '' : value.toFixed(decimals).replace('.', ',');

/** A cell a spreadsheet would run as a formula ('=HYPERLINK(…)', '+…', '-…', '@…', a leading tab or CR). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number such as -12,5 is data, not a formula. */
const PLAIN_NUMBER = /^-?\d+([.,]\d+)?$/;

/**
 * Text that would start a formula gets a leading apostrophe (OWASP's advice for CSV injection): a note or a
 * nickname typed as '=cmd|…' shows as text in Excel instead of running.
 */
export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

function quote(value: string, separator: string): string {
  return /["\r\n]/.test(value) || value.includes(separator) ? `"${value.replaceAll('"', '""')}"` : value;
}

/**
 * CSV for Dutch spreadsheets: semicolons between fields, CRLF line ends, and a byte-order mark so Excel
 * reads UTF-8 (€, é). Numbers should already be formatted with a decimal comma. Text cells that would start
 * a formula are neutralised.
 */
export function toCsv(
  rows: readonly (readonly (string | number | null | undefined)[])[],
  separator = ';',
): string {
  const lines = rows.map((row) =>
    row
      .map((cell) =>
        quote(
          cell === null || cell === undefined
            ? ''
            : typeof cell === 'number'
              ? String(cell)
              : neutralizeFormula(cell),
          separator,
        ),
      )
      .join(separator),
  );
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}
