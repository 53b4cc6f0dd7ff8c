import type { LiveSet } from '../../view-model';
import { copy } from '../content/copy';

/** The page's heading, and where the releases and the pointer it shows are. */
export function ConsoleHeader({ liveSet }: { liveSet: LiveSet }) {
  const { header } = copy;
  return (
    <header className="console-header">
      <h1>{copy.title}</h1>
      <dl className="facts">
        <div>
          <dt>{header.store}</dt>
          <dd>{liveSet.store}</dd>
        </div>
        <div>
          <dt>{header.record}</dt>
          <dd>{liveSet.record}</dd>
        </div>
        <div>
          <dt>{header.pointerVersion}</dt>
          <dd>{liveSet.pointerVersion}</dd>
        </div>
        {liveSet.incomplete.length > 0 && (
          <div>
            <dt>{header.incomplete}</dt>
            <dd>{liveSet.incomplete.join(', ')}</dd>
          </div>
        )}
      </dl>
    </header>
  );
}
