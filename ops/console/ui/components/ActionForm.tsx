import type { ReactNode } from 'react';
import type { ActionKind } from '../../view-model';
import { copy } from '../content/copy';

/**
 * One action of a row: a GET form to the confirmation page, which changes nothing; its POST form
 * does. With a `legend`, its controls are grouped under the action's name; without, it is a button.
 */
export function ActionForm({
  kind,
  app,
  legend,
  submit,
  children,
}: {
  kind: ActionKind;
  app: string;
  legend?: string;
  submit: string;
  children?: ReactNode;
}) {
  const fields = (
    <>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="app" value={app} />
      {children}
      <button type="submit">{submit}</button>
    </>
  );
  return (
    <form method="get" action="/confirm" className="action">
      {legend ? (
        <fieldset>
          <legend>{legend}</legend>
          {fields}
        </fieldset>
      ) : (
        fields
      )}
    </form>
  );
}

/** A labelled select of `releases` (`name="release"`), `selected` chosen. */
export function ReleaseSelect({ id, releases, selected }: { id: string; releases: string[]; selected?: string }) {
  return (
    <Field id={id} label={copy.actions.releaseLabel}>
      <select id={id} name="release" defaultValue={selected}>
        {releases.map((release) => (
          <option key={release} value={release}>
            {release}
          </option>
        ))}
      </select>
    </Field>
  );
}

/** A control and its label, stacked. */
export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <span className="field">
      <label htmlFor={id}>{label}</label>
      {children}
    </span>
  );
}
