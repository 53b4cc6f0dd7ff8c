import type { ActionOutcome, ActionRequest } from '../../view-model';
import { Document } from '../components/Document';
import { copy } from '../content/copy';

/** What an action did: the command's own lines, or the sentence it was refused with. */
export function OutcomePage({ request, outcome }: { request: ActionRequest; outcome: ActionOutcome }) {
  const { actions } = copy;
  const heading = outcome.ok ? actions.done : actions.refusedHeading;
  return (
    <Document title={`${heading}: ${copy.title}`}>
      <main className="narrow">
        <h1>{heading}</h1>
        <p className="aside">
          {actions[request.kind]}: {request.app} {request.release}
        </p>
        {outcome.ok ? (
          <pre>
            {outcome.lines.map((line, index) => (
              <span key={index}>
                {line === outcome.link ? <a href={line}>{line}</a> : line}
                {'\n'}
              </span>
            ))}
          </pre>
        ) : (
          <p role="alert" className="refusal">
            {outcome.refusal}
          </p>
        )}
        <p>
          <a href="/#live-set">{actions.back}</a>
        </p>
      </main>
    </Document>
  );
}
