/** Tables read back as rows of named cells: an HTML table's in the browser, `release status`'s in its output. */
import type { Locator } from '@playwright/test';
import { releaseApps } from '../../ops/core/release-store';

/** A cell of a table: its first text (a value, without the asides after it), and all of it. */
export interface Cell {
  value: string;
  text: string;
}

/** Each body row of `table`, its cells by the text of their column headers. */
export async function tableRows(table: Locator): Promise<Record<string, Cell>[]> {
  return table.evaluate((element) => {
    const headers = [...element.querySelectorAll('thead th')].map((cell) => cell.textContent?.trim() ?? '');
    return [...element.querySelectorAll('tbody tr')].map((row) =>
      Object.fromEntries(
        [...row.children].map((cell, index) => [
          headers[index],
          { value: cell.firstChild?.textContent?.trim() ?? '', text: cell.textContent?.trim() ?? '' },
        ]),
      ),
    );
  });
}

/** `release status`'s table (columns padded to their widest cell), each app's row by the column names. */
export function statusRows(stdout: string): Record<string, string>[] {
  const [header = '', ...lines] = stdout.split('\n');
  const names = header.split(/ {2,}/);
  let from = 0;
  const starts = names.map((name) => (from = header.indexOf(name, from)));
  return lines
    .slice(0, releaseApps.length)
    .map((line) =>
      Object.fromEntries(names.map((name, index) => [name, line.slice(starts[index], starts[index + 1]).trim()])),
    );
}
