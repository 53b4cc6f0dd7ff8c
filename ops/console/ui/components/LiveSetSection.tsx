import type { LiveSet } from '../../view-model';
import { copy } from '../content/copy';
import { RowActions } from './RowActions';
import { ScrollRegion } from './ScrollRegion';
import { Section } from './Section';
import { Time } from './Time';

/** One row per app, as `release status` shows it, with what can be done to it. */
export function LiveSetSection({ liveSet, releases }: { liveSet: LiveSet; releases: Record<string, string[]> }) {
  const words = copy.liveSet;
  return (
    <Section id="live-set" heading={copy.sections.liveSet}>
      <ScrollRegion label={words.caption}>
        <table>
          <caption>{words.caption}</caption>
          <thead>
            <tr>
              {words.columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {liveSet.rows.map((row) => (
              <tr key={row.app}>
                <th scope="row">{row.app}</th>
                <td>{row.live?.release ?? row.unreadable ?? words.nothingLive}</td>
                <td>{row.live ? <Time iso={row.live.since} /> : ''}</td>
                <td>
                  <code>{row.live?.commit ?? (row.live ? words.unknown : '')}</code>
                </td>
                <td>{row.previous ?? ''}</td>
                <td>
                  {row.canary ? (
                    <>
                      {row.canary.release}
                      <span className="aside">
                        {words.canarySince} <Time iso={row.canary.since} />
                      </span>
                    </>
                  ) : (
                    words.noCanary
                  )}
                </td>
                <td className="number">{row.canary ? `${row.canary.share} %` : ''}</td>
                <td>{row.canary?.watched ?? ''}</td>
                <td className="said">
                  {row.canary?.lastCheck && (
                    <>
                      <Time iso={row.canary.lastCheck.at} />
                      <span className="aside">{row.canary.lastCheck.said}</span>
                    </>
                  )}
                </td>
                <td>{row.pages}</td>
                <td>{row.compatible}</td>
                <td>
                  <RowActions row={row} releases={releases[row.app] ?? []} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </Section>
  );
}
