import type { ReactNode } from 'react';
import type { ActionKind } from '../../view-model';
import { HiddenFields } from './HiddenFields';

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
      <HiddenFields fields={{ kind, app }} />
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
