/**
 * What a visitor entered in a form before the app hydrated it. The page is server-rendered HTML,
 * usable seconds before its scripts run; React's hydration keeps what the visitor typed, ticked
 * or picked in the DOM, but formik starts from the form's initial values, so the next render of a
 * field would erase it and a submit would send or refuse the initial value. When the form mounts,
 * the fields whose DOM state differs from formik's are copied into formik, before any other
 * render: React then finds each control already holding its new value and leaves it (and the
 * caret, the selection and the focus) alone.
 */
import { useLayoutEffect, type RefObject } from 'react';
import type { LeadValues } from '../submission/validation';

/** A field's entry as the DOM holds it; undefined when the form does not show the field. */
function entryInForm(form: HTMLFormElement, name: string, initial: string | boolean): string | boolean | undefined {
  const control = form.elements.namedItem(name);
  // Radios sharing a name are one RadioNodeList, whose value is the checked one's ('' for none).
  if (control instanceof RadioNodeList) return control.value;
  if (control instanceof HTMLInputElement && control.type === 'checkbox') return control.checked;
  if (control instanceof HTMLInputElement && control.type === 'radio') return control.checked ? control.value : '';
  if (
    control instanceof HTMLInputElement ||
    control instanceof HTMLTextAreaElement ||
    control instanceof HTMLSelectElement
  ) {
    return typeof initial === 'boolean' ? undefined : control.value;
  }
  return undefined;
}

/** The entries of `values`' fields that the form's controls hold differently; null when none do. */
function entriesMadeInPage(form: HTMLFormElement, values: LeadValues): LeadValues | null {
  const made: LeadValues = {};
  for (const [name, value] of Object.entries(values)) {
    const entry = entryInForm(form, name, value);
    if (entry !== undefined && entry !== value) made[name] = entry;
  }
  return Object.keys(made).length > 0 ? made : null;
}

/**
 * Puts into the form's state what its controls already held when it mounted. On a client render
 * (a visit inside the app) the controls hold the initial values and nothing changes.
 */
export function useEarlyEntries(
  form: RefObject<HTMLFormElement | null>,
  initialValues: LeadValues,
  setValues: (values: LeadValues, shouldValidate?: boolean) => unknown,
): void {
  // A layout effect runs in the hydration's own commit, before any later render (the store's
  // config arriving, a keystroke) could write the initial values back into the controls.
  useLayoutEffect(() => {
    const made = form.current && entriesMadeInPage(form.current, initialValues);
    if (made) void setValues({ ...initialValues, ...made }, false);
  }, [form, initialValues, setValues]);
}
