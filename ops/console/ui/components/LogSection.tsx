import { timingsLine, verdicts } from '../../../commands/output';
import type { LogEntry } from '../../../core/live-record';
import { copy } from '../content/copy';
import { SelectField } from './Fields';
import { FilterForm } from './FilterForm';
import type { ConsoleQuery } from '../../view-model';
import { Section } from './Section';
import { Time } from './Time';

/** The release log as a timeline, newest first, filtered to one app when asked. */
export function LogSection({
  log,
  logApp,
  apps,
  query,
}: {
  log: LogEntry[];
  logApp: string | undefined;
  apps: string[];
  query: ConsoleQuery;
}) {
  const words = copy.log;
  return (
    <Section id="log" heading={copy.sections.log}>
      <FilterForm section="log" query={query} submit={words.filter}>
        <SelectField
          id="log-app"
          name="log"
          label={words.filterLabel}
          options={apps}
          selected={logApp}
          none={words.allApps}
        />
      </FilterForm>
      {log.length === 0 ? (
        <p>{words.empty}</p>
      ) : (
        <ol className="timeline">
          {log.map((entry) => (
            <LogItem key={`${entry.at} ${entry.app} ${entry.to}`} entry={entry} />
          ))}
        </ol>
      )}
    </Section>
  );
}

function LogItem({ entry }: { entry: LogEntry }) {
  const words = copy.log;
  const automatic = entry.reason !== undefined;
  return (
    <li className="entry" data-kind={automatic ? 'automatic' : entry.command}>
      <p className="entry-head">
        <Time iso={entry.at} seconds />
        <span className="kind">{automatic ? words.automatic : words.kinds[entry.command]}</span>
        <strong>{entry.app}</strong>
        <span>
          {entry.from ?? '-'} → {entry.to}
        </span>
      </p>
      <p className="aside">
        {words.by} {entry.who}; {words.gates}: {verdicts(entry.gates)}; {words.timings}: {timingsLine(entry.timings)}
      </p>
      {automatic && <p className="reason">{entry.reason}</p>}
    </li>
  );
}
