/** One block of a legal document: a paragraph, a list or a table. */
import { useId } from 'react';
import type { LegalBlock } from '../content/legal-document';
import { RichText } from './RichText';
import styles from './DocumentBlock.module.scss';

export function DocumentBlock({ block }: { block: LegalBlock }) {
  const captionId = useId();
  switch (block.kind) {
    case 'paragraph':
      return (
        <p className={styles.paragraph}>
          <RichText text={block.text} />
        </p>
      );
    case 'list':
      return (
        <ul className={styles.list}>
          {block.items.map((item, index) => (
            <li key={index}>
              <RichText text={item} />
            </li>
          ))}
        </ul>
      );
    case 'table':
      // A wide table scrolls sideways on a phone; the region is focusable so keyboards can scroll it too.
      return (
        <div className={styles.tableScroll} role="region" aria-labelledby={captionId} tabIndex={0}>
          <table className={styles.table} data-columns={block.columns.length}>
            <caption id={captionId} className={styles.caption}>
              {block.caption}
            </caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map((row, rowIndex) => (
                <tr key={rowIndex}>
                  {row.map((cell, cellIndex) =>
                    cellIndex === 0 ? (
                      <th key={cellIndex} scope="row">
                        <RichText text={cell} />
                      </th>
                    ) : (
                      <td key={cellIndex}>
                        <RichText text={cell} />
                      </td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}
