import { shellApp } from 'shared/remotes';
import { previewHoursDefault, previewHoursMax } from '../../../core/swap-cookies';
import { shareRange, type LiveSetRow } from '../../view-model';
import { copy } from '../content/copy';
import { ActionForm } from './ActionForm';
import { Field, SelectField } from './Fields';

/** The share a new canary's form offers. */
const firstShare = 10;

/**
 * What an operator can do to one app, as the command line offers it: promote; start a canary,
 * or change its share, complete or end the one running; roll back; make a preview link. Canaries
 * and previews are for remotes only (the shell goes to every visitor at once).
 */
export function RowActions({
  row,
  releases,
  rollbackTargets,
}: {
  row: LiveSetRow;
  releases: string[];
  /** Its releases that were live before (../../read-console.ts): a rollback goes to no other. */
  rollbackTargets: string[];
}) {
  const { app, live, canary } = row;
  const { actions } = copy;
  const id = (name: string) => `${app}-${name}`;
  const remote = app !== shellApp.pkg;
  const notLive = releases.filter((release) => release !== live?.release);
  const releaseSelect = (action: string, options: string[], selected: string | undefined) => (
    <SelectField id={id(action)} name="release" label={actions.releaseLabel} options={options} selected={selected} />
  );
  return (
    <details className="row-actions">
      <summary>
        {actions.summary} <strong>{app}</strong>
      </summary>
      {canary ? (
        <>
          <ActionForm kind="promote" app={app} submit={actions.complete}>
            <input type="hidden" name="release" value={canary.release} />
          </ActionForm>
          <ActionForm kind="canary" app={app} legend={actions.widen} submit={actions.widen}>
            <input type="hidden" name="release" value={canary.release} />
            <ShareFields id={id('widen')} share={canary.share} />
          </ActionForm>
          <ActionForm kind="rollback" app={app} submit={actions.endCanary} />
        </>
      ) : (
        <>
          {releases.length > 0 && (
            <ActionForm kind="promote" app={app} legend={actions.promote} submit={actions.promote}>
              {releaseSelect('promote', releases, notLive[0])}
            </ActionForm>
          )}
          {remote && live && notLive.length > 0 && (
            <ActionForm kind="canary" app={app} legend={actions.canary} submit={actions.canary}>
              {releaseSelect('canary', notLive, notLive[0])}
              <ShareFields id={id('canary-share')} share={firstShare} />
            </ActionForm>
          )}
          {live && rollbackTargets.length > 0 && (
            <ActionForm kind="rollback" app={app} legend={actions.rollback} submit={actions.rollback}>
              {releaseSelect('rollback', rollbackTargets, row.previous ?? rollbackTargets[0])}
            </ActionForm>
          )}
        </>
      )}
      {remote && releases.length > 0 && (
        <ActionForm kind="preview" app={app} legend={actions.preview} submit={actions.preview}>
          {releaseSelect('preview', releases, canary?.release ?? notLive[0])}
          <Field id={id('preview-hours')} label={actions.hoursLabel}>
            <input
              id={id('preview-hours')}
              name="hours"
              type="number"
              min={1}
              max={previewHoursMax}
              defaultValue={previewHoursDefault}
              required
            />
          </Field>
        </ActionForm>
      )}
    </details>
  );
}

/** A canary's share, and whether the watcher watches it (checked unless the operator says not). */
function ShareFields({ id, share }: { id: string; share: number }) {
  return (
    <>
      <Field id={id} label={copy.actions.shareLabel}>
        <input
          id={id}
          name="share"
          type="number"
          min={shareRange.min}
          max={shareRange.max}
          defaultValue={share}
          required
        />
      </Field>
      <span className="check">
        <input id={`${id}-watch`} name="watch" type="checkbox" value="yes" defaultChecked />
        <label htmlFor={`${id}-watch`}>{copy.actions.watchLabel}</label>
      </span>
    </>
  );
}
