import type { ConsoleView } from '../../view-model';
import { copy } from '../content/copy';
import { RowActions } from './RowActions';
import { DataTable } from './DataTable';
import { Section } from './Section';
import { Time } from './Time';

/** One row per app, as `release status` shows it, with what can be done to it. */
export function LiveSetSection({
  liveSet,
  releases,
  rollbackTargets,
}: Pick<ConsoleView, 'liveSet' | 'releases' | 'rollbackTargets'>) {
  const words = copy.liveSet;
  return (
    <Section id="live-set" heading={copy.sections.liveSet}>
      <DataTable caption={words.caption} columns={words.columns}>
        {liveSet.rows.map((row) => (
          <tr key={row.app}>
            <th scope="row">{row.app}</th>
            <td className="id">{row.live?.release ?? row.unreadable ?? words.nothingLive}</td>
            <td>{row.live && <Time iso={row.live.since} />}</td>
            <td>
              <code>{row.live?.commit ?? (row.live ? words.unknown : '')}</code>
            </td>
            <td className="id">{row.previous ?? ''}</td>
            <td className="id">{row.canary?.release ?? words.noCanary}</td>
            <td className="number">{row.canary ? `${row.canary.share} %` : ''}</td>
            <td>{row.canary && <Time iso={row.canary.since} />}</td>
            <td className="said">
              {row.canary?.watched}
              {row.canary?.lastCheck && (
                <span className="aside">
                  {words.lastCheck} <Time iso={row.canary.lastCheck.at} />: {row.canary.lastCheck.said}
                </span>
              )}
            </td>
            <td>{row.pages}</td>
            <td>{row.compatible}</td>
          </tr>
        ))}
      </DataTable>
      {/* Below the table rather than in it: on a phone the table scrolls sideways, its actions would be off screen. */}
      <ul className="app-actions" aria-label={copy.actions.listLabel}>
        {liveSet.rows.map((row) => (
          <li key={row.app}>
            <RowActions row={row} releases={releases[row.app] ?? []} rollbackTargets={rollbackTargets[row.app] ?? []} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
