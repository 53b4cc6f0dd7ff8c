import type { ActionRequest, LiveSetRow } from '../../view-model';
import { Document } from '../components/Document';
import { HiddenFields } from '../components/HiddenFields';
import { Time } from '../components/Time';
import { confirmation, copy } from '../content/copy';

/**
 * What an action will change, in one sentence, and the app as it is now; confirming posts the
 * same fields with the session's CSRF token.
 */
export function ConfirmPage({
  request,
  row,
  csrfToken,
}: {
  request: ActionRequest & { watch?: boolean };
  row: LiveSetRow | undefined;
  csrfToken: string;
}) {
  const { actions, liveSet } = copy;
  const fields = {
    kind: request.kind,
    app: request.app,
    release: request.release,
    share: request.share?.toString(),
    hours: request.hours?.toString(),
    watch: request.watch ? 'yes' : undefined,
    csrf: csrfToken,
  };
  return (
    <Document title={`${actions.confirmHeading}: ${copy.title}`}>
      <main className="narrow">
        <h1>{actions.confirmHeading}</h1>
        <p className="sentence">{confirmation(request, row)}</p>
        {row && (
          <dl className="facts">
            <div>
              <dt>{actions.liveNow}</dt>
              <dd>
                {row.live ? (
                  <>
                    {row.live.release} ({liveSet.since} <Time iso={row.live.since} />)
                  </>
                ) : (
                  liveSet.nothingLive
                )}
              </dd>
            </div>
            <div>
              <dt>{actions.canaryNow}</dt>
              <dd>
                {row.canary ? (
                  <>
                    {row.canary.release}, {row.canary.share} % ({liveSet.since} <Time iso={row.canary.since} />)
                  </>
                ) : (
                  liveSet.noCanary
                )}
              </dd>
            </div>
          </dl>
        )}
        <form method="post" action="/actions" className="confirm">
          <HiddenFields fields={fields} />
          <button type="submit">{actions.confirm}</button>
          <a href="/#live-set" className="cancel">
            {actions.cancel}
          </a>
        </form>
      </main>
    </Document>
  );
}
