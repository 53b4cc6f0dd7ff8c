/**
 * A comparison as a real table (caption, column and row headers). On a phone it scrolls
 * sideways inside a focusable region rather than squeezing the columns.
 */
import type { ComparisonTable as Table } from '../content/types';
import styles from './ComparisonTable.module.scss';

export function ComparisonTable({ table: { caption, columns, rows }, note }: { table: Table; note?: string }) {
  return (
    <>
      <div className={styles.scroller} role="region" aria-label={caption} tabIndex={0}>
        <table className={styles.table}>
          <caption className={styles.caption}>{caption}</caption>
          <thead>
            <tr>
              {columns.map((column, index) => (
                <th key={column} scope="col" data-ours={index === 1 || undefined}>
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map(({ aspect, cells }) => (
              <tr key={aspect}>
                <th scope="row">{aspect}</th>
                {cells.map((cell, index) => (
                  <td key={`${aspect}-${index}`} data-ours={index === 0 || undefined}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {note && <p className={styles.note}>{note}</p>}
    </>
  );
}
