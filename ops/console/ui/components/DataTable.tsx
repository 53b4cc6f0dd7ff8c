import type { ReactNode } from 'react';
import { ScrollRegion } from './ScrollRegion';

/**
 * A table named by its caption (hidden where a heading or summary above already says it), under
 * its column headings, scrolling in a region of the same name on a narrow screen.
 */
export function DataTable({
  caption,
  columns,
  hideCaption = false,
  children,
}: {
  caption: string;
  columns: readonly string[];
  hideCaption?: boolean;
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={caption}>
      <table>
        <caption className={hideCaption ? 'visually-hidden' : undefined}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
  );
}
