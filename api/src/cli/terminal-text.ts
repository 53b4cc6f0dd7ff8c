/**
 * Visitors' text made safe to print on an operator's terminal. A lead's fields come from the
 * public internet: an escape sequence in a name could recolour, move the cursor, retitle the
 * window or hide lines; a bidi override could make `evil.com` read as `moc.live`. Such
 * characters are shown as `\uXXXX` (valid in JSON too, so a JSON export still parses to the
 * same data). The stored data is never changed: this is for stdout only.
 */

/** C0 and C1 controls, DEL, bidi embeddings, overrides, isolates and marks, invisible separators. */
const UNSAFE_ALWAYS = String.raw`\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028\u2029\u202a-\u202e\u2060-\u2069\ufeff`;
/** Line breaks and tabs are kept in a multi-line document, but a lone carriage return rewrites its line. */
const unsafeInDocument = new RegExp(`[${UNSAFE_ALWAYS}]|\\r(?!\\n)`, 'g');
const unsafeInCell = new RegExp(`[${UNSAFE_ALWAYS}\\t\\n\\r]`, 'g');

const visible = (character: string) => `\\u${character.charCodeAt(0).toString(16).padStart(4, '0')}`;

/** A document (a CSV or JSON export): its line breaks and tabs stay. */
export function terminalSafeDocument(text: string): string {
  return text.replace(unsafeInDocument, visible);
}

/** One cell of a table printed on one line: line breaks and tabs are escaped too. */
export function terminalSafeCell(text: string): string {
  return text.replace(unsafeInCell, visible);
}

/**
 * Rows under a header, each column as wide as its widest cell (cells already terminal-safe),
 * right-aligned where `alignRight` says so; without a trailing newline.
 */
export function textTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  alignRight: (column: number) => boolean = () => false,
): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (alignRight(column) ? cell.padStart(widths[column]!) : cell.padEnd(widths[column]!)))
      .join('  ')
      .trimEnd();
  return [line(header), ...rows.map(line)].join('\n');
}
