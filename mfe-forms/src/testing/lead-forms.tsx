/**
 * Test helpers for the lead forms: the run-time config in the store, a fake form endpoint at the
 * network boundary (global fetch), valid entries for every form and a way to type them in.
 */
import { render, screen, type RenderResult } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { appConfigFromEnv, type AppConfig } from 'shared/app-config';
import type { FormType } from 'shared/schemas/forms';
import { validFields } from 'shared/testing/lead-fixtures';
import { useSiteStore, type ToastMessage } from 'shared/site-store';
import { leadFormComponents } from '../components/LeadForms';
import { leadForms } from '../content/lead-forms';
import type { AnyLeadFormDefinition, DraftValues } from '../content/lead-form-types';

export const FORM_ENDPOINT = appConfigFromEnv({}).formEndpoint;

export function setConfig(overrides: Partial<AppConfig> = {}): void {
  useSiteStore.setState({ config: { ...appConfigFromEnv({}), ...overrides } });
}

// ---------------------------------------------------------------------------------------------
// The network boundary
// ---------------------------------------------------------------------------------------------

export type FetchMock = jest.Mock<Promise<Response>, [string, RequestInit]>;

/** An answer of the form endpoint; only what the forms read of a Response. */
export function answer(status: number, body = ''): Response {
  return { ok: status >= 200 && status < 300, status, text: async () => body } as Response;
}

/** Replaces global fetch; each call takes the next outcome (an answer or a thrown error). */
export function mockFetch(...outcomes: (Response | Error)[]): FetchMock {
  const fetchMock: FetchMock = jest.fn(async (_url: string, _init: RequestInit) => {
    const outcome = outcomes.length > 1 ? outcomes.shift() : outcomes[0];
    if (!outcome) throw new Error('mockFetch: no outcome given');
    if (outcome instanceof Error) throw outcome;
    return outcome;
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

/** A fetch that stays pending until `settle` is called. */
export function mockPendingFetch(): { fetchMock: FetchMock; settle: (response: Response) => void } {
  let settle: (response: Response) => void = () => undefined;
  const fetchMock: FetchMock = jest.fn(
    (_url: string, _init: RequestInit) =>
      new Promise<Response>((resolve) => {
        settle = resolve;
      }),
  );
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return { fetchMock, settle: (response) => settle(response) };
}

export function sentRequest(fetchMock: FetchMock, call = 0) {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  const headers = (init?.headers ?? {}) as Record<string, string>;
  return {
    url,
    method: init?.method,
    headers,
    body: JSON.parse(String(init?.body)) as Record<string, unknown>,
  };
}

export function toasts(): Omit<ToastMessage, 'id'>[] {
  return useSiteStore.getState().toasts.map(({ id: _id, ...toast }) => toast);
}

// ---------------------------------------------------------------------------------------------
// The forms
// ---------------------------------------------------------------------------------------------

/** Entries every form accepts, already trimmed: they are also what the body carries. */
export const validEntries: { [T in FormType]: DraftValues<T> } = validFields;

export type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FormOnScreen {
  definition: AnyLeadFormDefinition;
  form: HTMLFormElement;
  /** The control holding a field, by its name. */
  control(name: string): Control;
  /** Whether a field is on screen (conditional fields come and go). */
  has(name: string): boolean;
  submitButton(): HTMLButtonElement;
}

export interface RenderedForm extends FormOnScreen {
  result: RenderResult;
}

export function renderForm(formType: FormType): RenderedForm {
  const Form = leadFormComponents[formType];
  const result = render(<Form />);
  return { ...formOnScreen(formType), result };
}

/** A form already in the document (rendered, or hydrated from a server's HTML). */
export function formOnScreen(formType: FormType): FormOnScreen {
  const definition: AnyLeadFormDefinition = leadForms[formType];
  const form = screen.getByRole('form', { name: definition.heading }) as HTMLFormElement;
  const control = (name: string) => {
    const element = form.elements.namedItem(name);
    if (!(element instanceof HTMLElement)) throw new Error(`No control named ${name}`);
    return element as Control;
  };
  return {
    definition,
    form,
    control,
    has: (name) => form.elements.namedItem(name) !== null,
    submitButton: () => form.querySelector('button[type="submit"]') as HTMLButtonElement,
  };
}

/** Types, selects and ticks the entries into the form, in the form's order. */
export async function fillForm(user: UserEvent, rendered: FormOnScreen, entries: Record<string, unknown>) {
  for (const group of rendered.definition.groups) {
    for (const field of group.fields) {
      const value = entries[field.name];
      if (value === undefined || !rendered.has(field.name)) continue;
      const element = rendered.control(field.name);
      if (field.kind === 'checkbox') {
        if ((element as HTMLInputElement).checked !== value) await user.click(element);
      } else if (field.kind === 'select') {
        await user.selectOptions(element, String(value));
      } else {
        // One paste per field rather than a keystroke per character: same events, far fewer renders.
        await user.clear(element);
        if (value !== '') await user.paste(String(value));
      }
    }
  }
}

/** Every control's current value, by name (checkboxes as booleans). */
export function currentEntries(rendered: FormOnScreen): Record<string, string | boolean> {
  const entries: Record<string, string | boolean> = {};
  for (const group of rendered.definition.groups) {
    for (const field of group.fields) {
      if (!rendered.has(field.name)) continue;
      const element = rendered.control(field.name);
      entries[field.name] = field.kind === 'checkbox' ? (element as HTMLInputElement).checked : element.value;
    }
  }
  return entries;
}
