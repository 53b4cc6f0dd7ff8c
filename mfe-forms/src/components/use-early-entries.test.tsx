/**
 * A form rendered on the server and used before the app hydrates it: what the visitor typed,
 * picked and ticked reaches the form's state, with the focus and the caret where they were, and
 * what the visitor left alone stays unanswered.
 */
import { act, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { answer, fillForm, formOnScreen, mockFetch, sentRequest, setConfig, validEntries } from '../testing/lead-forms';
import { ContactForm, TrialRequestForm } from './LeadForms';

const entries = validEntries['trial-request'];

let container: HTMLElement;
let root: Root | undefined;

beforeEach(() => {
  container = document.body.appendChild(document.createElement('div'));
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  Reflect.deleteProperty(globalThis, 'fetch');
});

/** The form as the server renders it, in the page: no script has run on it. */
function serverRenderedForm(element: ReactElement = <TrialRequestForm />): HTMLFormElement {
  container.innerHTML = renderToString(element);
  const form = container.querySelector('form');
  if (!form) throw new Error('the server render has no form');
  return form;
}

function control<T extends Element>(form: HTMLFormElement, name: string): T {
  const element = form.elements.namedItem(name);
  if (!(element instanceof Element)) throw new Error(`no control named ${name}`);
  return element as T;
}

/** What the browser does as a visitor types into a field no script listens to yet. */
function typeInto(field: HTMLInputElement | HTMLTextAreaElement, text: string): void {
  field.focus();
  field.value = text;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Hydrates the page's form; returns the errors React recovered from (a mismatch among them). */
async function hydrate(element: ReactElement = <TrialRequestForm />): Promise<unknown[]> {
  const recovered: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, element, { onRecoverableError: (error) => recovered.push(error) });
  });
  return recovered;
}

test("the server's HTML shows each select's prompt, selected, so an unanswered select reads as unanswered", () => {
  const form = serverRenderedForm();

  const companySize = control<HTMLSelectElement>(form, 'companySize');
  expect(companySize.value).toBe('');
  expect(companySize.selectedOptions[0]).toHaveAttribute('selected');
  expect(companySize.selectedOptions[0]).toBeDisabled();
});

test('entries made before hydration are in the form state and in the lead sent, with the focus and caret kept', async () => {
  setConfig();
  const fetchMock = mockFetch(answer(201));
  const page = serverRenderedForm();
  control<HTMLSelectElement>(page, 'hasKubernetes').value = 'yes';
  control<HTMLInputElement>(page, 'agreeToTerms').checked = true;
  typeInto(control(page, 'integrationNeeds'), 'Single sign-on');
  const name = control<HTMLInputElement>(page, 'name');
  typeInto(name, 'Grace Hopper');
  // The visitor moves the caret back after the third letter.
  name.setSelectionRange(3, 3);

  expect(await hydrate()).toEqual([]);

  const form = formOnScreen('trial-request');
  expect(form.control('name')).toBe(name);
  expect(name).toHaveValue('Grace Hopper');
  expect(name).toHaveFocus();
  expect([name.selectionStart, name.selectionEnd]).toEqual([3, 3]);
  // The form state holds the answers: the field shown only to a Kubernetes user is there, and the
  // ticked terms let the form be sent.
  expect(form.has('kubernetesVersion')).toBe(true);
  expect(form.submitButton()).toBeEnabled();
  // What was left alone is still unanswered.
  expect(form.control('companySize')).toHaveValue('');

  // The visitor completes the form in the app; each entry renders every field again.
  const user = userEvent.setup({ delay: null });
  const { name: _typed, hasKubernetes: _picked, integrationNeeds: _alsoTyped, ...rest } = entries;
  await fillForm(user, form, rest);
  expect(name).toHaveValue('Grace Hopper');
  await user.click(form.submitButton());

  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  expect(sentRequest(fetchMock).body).toMatchObject({
    ...rest,
    name: 'Grace Hopper',
    hasKubernetes: 'yes',
    integrationNeeds: 'Single sign-on',
  });
});

test('a select left at its prompt before hydration is refused as unanswered', async () => {
  setConfig();
  const fetchMock = mockFetch(answer(201));
  const page = serverRenderedForm();
  typeInto(control(page, 'name'), entries.name);

  expect(await hydrate()).toEqual([]);

  const form = formOnScreen('trial-request');
  const user = userEvent.setup({ delay: null });
  await fillForm(user, form, { ...entries, companySize: undefined });
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  await user.click(form.submitButton());
  expect(form.control('companySize')).toHaveAccessibleDescription('Please select company size');
  expect(form.control('companySize')).toHaveFocus();
  expect(fetchMock).not.toHaveBeenCalled();
  expect(consoleError).toHaveBeenCalledWith('trial-request: invalid entries', {
    companySize: 'Please select company size',
  });
  consoleError.mockRestore();
});

test("the server's form cannot be sent until it is hydrated: the browser would send it itself, entries in the URL", async () => {
  setConfig();
  const form = serverRenderedForm(<ContactForm />);
  const submit = form.querySelector('button[type="submit"]');
  // Disabled, the default button also stops Enter in a field from sending the form.
  expect(submit).toBeDisabled();

  expect(await hydrate(<ContactForm />)).toEqual([]);

  expect(formOnScreen('contact').submitButton()).toBe(submit);
  expect(submit).toBeEnabled();
});
