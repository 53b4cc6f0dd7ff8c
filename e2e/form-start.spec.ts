/**
 * Every lead form, on every page that shows one, starts as its definition says and holds nothing
 * the visitor did not type, pick or tick: each select at its prompt (or at the option the spec
 * makes its default), no box ticked, no field filled. What the painted page shows before the app
 * runs is what the form holds once the app has hydrated it, and what it holds when the page is
 * reached inside the app, never prerendered. Filled in only where the visitor types, a form is
 * refused with the message of every select left unanswered.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { localOrigin } from 'shared/remotes';
import { HONEYPOT_FIELD, type FormType } from 'shared/schemas/forms';
import { validFields } from 'shared/testing/lead-fixtures';
import { leadForms } from 'mfe-forms/content/lead-forms';
import {
  initialValues,
  type AnyLeadFormDefinition,
  type FieldDefinition,
  type FieldGroup,
} from 'mfe-forms/content/lead-form-types';
import { seedConsent } from './support/consent';
import { remotePortOf } from './support/pages';
import { placedForms } from './support/placed-forms';
import { holdRemoteEntry, isPainted, waitForApp } from './support/site';

/** Every page with a form: each is in the server's HTML (a placed form's code loads as the visitor nears it). */
const formPages: ReadonlyArray<{ path: string; formType: FormType; anchor?: string }> = [
  { path: '/trial', formType: 'trial-request' },
  ...placedForms.map(({ path, formType, anchor }) => ({ path, formType, anchor })),
];

/** The message under a select left unanswered (website spec, section 5), by form and field. */
const unansweredMessages: Partial<Record<FormType, Record<string, string>>> = {
  'trial-request': {
    companySize: 'Please select company size',
    industry: 'Please select an industry',
    hasKubernetes: 'Please specify if you have Kubernetes',
    cloudProvider: 'Please select cloud provider',
  },
  'insurance-healthcare-solution': { industry: 'Please select your industry' },
};

/** What the visitor sees in each field: a select's shown option, a box's tick, any other field's text. */
type ShownFields = Record<string, string | boolean>;

function shownFields(form: Locator): Promise<ShownFields> {
  return form.evaluate((element) =>
    Object.fromEntries(
      [
        ...element.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>(
          'input, select, textarea',
        ),
      ].map((field) => [
        field.name,
        field instanceof HTMLSelectElement
          ? (field.selectedOptions[0]?.text ?? '')
          : field instanceof HTMLInputElement && field.type === 'checkbox'
            ? field.checked
            : field.value,
      ]),
    ),
  );
}

function definitionOf(formType: FormType): AnyLeadFormDefinition {
  return leadForms[formType];
}

/** The fields a form shows as it starts (one shown only for an answer is not). */
function startingFields(formType: FormType): FieldDefinition[] {
  const definition = definitionOf(formType);
  const initial: Record<string, string | boolean> = initialValues(definition);
  const groups: readonly FieldGroup[] = definition.groups;
  return groups
    .flatMap((group) => group.fields)
    .filter((field) => !field.showWhen || initial[field.showWhen.field] === field.showWhen.equals);
}

/** What a form shows as it starts: a select's prompt or default option, nothing else filled. */
function startingView(formType: FormType): ShownFields {
  const initial: Record<string, string | boolean> = initialValues(definitionOf(formType));
  const shown = startingFields(formType).map((field) => {
    if (field.kind === 'checkbox') return [field.name, false];
    if (field.kind !== 'select') return [field.name, ''];
    return [field.name, field.options.find((option) => option.value === initial[field.name])?.label ?? field.prompt];
  });
  return { ...Object.fromEntries(shown), [HONEYPOT_FIELD]: '' };
}

function formOf(page: Page, formType: FormType): Locator {
  return page.locator(`form[data-form-type="${formType}"]`);
}

/**
 * Fills in every text field, ticks the box the submit waits for and submits: each select left
 * unanswered is refused with its message, and nothing else is.
 */
async function expectUnansweredRefused(
  form: Locator,
  formType: FormType,
  messages: Record<string, string>,
): Promise<void> {
  const entries: Record<string, unknown> = validFields[formType];
  for (const field of startingFields(formType)) {
    if (field.kind === 'text' || field.kind === 'email' || field.kind === 'textarea') {
      await form.locator(`[name="${field.name}"]`).fill(String(entries[field.name] ?? ''));
    }
  }
  const consent = definitionOf(formType).requiredConsent;
  if (consent) await form.locator(`[name="${consent}"]`).check();
  await form.locator('button[type="submit"]').click();

  for (const [name, message] of Object.entries(messages)) {
    await expect(form.locator(`[name="${name}"]`)).toHaveAccessibleDescription(message);
  }
  await expect(form.locator('[aria-invalid="true"]')).toHaveCount(Object.keys(messages).length);
}

test('the selects the spec gives no default are the ones whose message the tests expect', () => {
  for (const { formType } of formPages) {
    const undecided = startingFields(formType).filter(
      (field) => field.kind === 'select' && field.initial === undefined,
    );
    expect(undecided.map((field) => field.name).sort()).toEqual(Object.keys(unansweredMessages[formType] ?? {}).sort());
  }
});

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

for (const { path, formType, anchor } of formPages) {
  test(`${path}: the ${formType} form shows and holds only its starting values, painted and once the app runs`, async ({
    page,
  }) => {
    const release = await holdRemoteEntry(page, localOrigin(remotePortOf(path)));
    await page.goto(path, { waitUntil: 'commit' });
    await page.locator('main h1').waitFor();
    expect(await isPainted(page)).toBe(true);
    const form = formOf(page, formType);
    await expect(form).toHaveCount(1);
    expect(await shownFields(form), 'the painted page').toEqual(startingView(formType));

    release();
    await waitForApp(page);
    if (anchor) await page.locator(`#${anchor}`).scrollIntoViewIfNeeded();
    await expect(form).toBeVisible();
    expect(await shownFields(form), 'the app').toEqual(startingView(formType));
    const messages = unansweredMessages[formType];
    if (messages) await expectUnansweredRefused(form, formType, messages);
  });

  test(`${path}: the ${formType} form shows and holds only its starting values when the app navigates to it`, async ({
    page,
  }) => {
    await page.goto('/coming-soon');
    await waitForApp(page);
    await page.evaluate((target) => {
      history.pushState({}, '', target);
      dispatchEvent(new PopStateEvent('popstate'));
    }, path);
    if (anchor) await page.locator(`#${anchor}`).scrollIntoViewIfNeeded();
    const form = formOf(page, formType);
    await expect(form).toBeVisible();
    expect(await shownFields(form)).toEqual(startingView(formType));
    const messages = unansweredMessages[formType];
    if (messages) await expectUnansweredRefused(form, formType, messages);
  });
}
