import type { ConsoleQuery, ConsoleView } from '../../view-model';
import { ConsoleHeader } from '../components/ConsoleHeader';
import { ContractSection } from '../components/ContractSection';
import { Document } from '../components/Document';
import { HealthSection } from '../components/HealthSection';
import { LiveSetSection } from '../components/LiveSetSection';
import { LogSection } from '../components/LogSection';
import { RenderedSection } from '../components/RenderedSection';
import { releaseName } from '../components/release-name';
import { copy } from '../content/copy';

/** The console: the live set, the pages rendered, health, the contract and the log, in one page. */
export function ConsolePage({ view }: { view: ConsoleView }) {
  const apps = view.liveSet.rows.map((row) => row.app);
  const query: ConsoleQuery = {
    app: view.health.app,
    window: view.health.window,
    log: view.logApp,
    gates: view.gates && releaseName(view.gates),
  };
  const without = (name: keyof ConsoleQuery): ConsoleQuery => ({ ...query, [name]: undefined });
  return (
    <Document title={copy.title}>
      <ConsoleHeader liveSet={view.liveSet} />
      <main>
        <LiveSetSection liveSet={view.liveSet} releases={view.releases} rollbackTargets={view.rollbackTargets} />
        <RenderedSection rendered={view.liveSet.rendered} />
        <HealthSection health={view.health} apps={apps} query={{ ...without('app'), window: undefined }} />
        <ContractSection
          contract={view.contract}
          gates={view.gates}
          releases={view.releases}
          query={without('gates')}
        />
        <LogSection log={view.log} logApp={view.logApp} apps={apps} query={without('log')} />
      </main>
    </Document>
  );
}
