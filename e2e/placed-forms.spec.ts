/**
 * Every marketing page's lead form, placed from mfe-forms at run time, submitting to the real
 * api: the spec's success toast shows, the form empties, and the lead is in the SQLite file. A
 * form below the fold joins the page at its first frame (shared/after-first-frame), after the
 * moment Chromium's autofill measures the page's form controls, unless the address names a place
 * on the page.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { validFields } from 'shared/testing/lead-fixtures';
import { seedConsent } from './support/consent';
import { placedForms } from './support/placed-forms';
import { storedLeads, uniqueEmail } from './support/leads';

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

/** Fills a placed form with valid entries and sends it; checks the toast, the emptied form and the stored lead. */
async function submitLead(page: Page, form: Locator, { formType, success }: (typeof placedForms)[number]) {
  const email = uniqueEmail(formType);
  const entries: Record<string, string> = { ...validFields[formType], email };
  for (const [name, value] of Object.entries(entries)) {
    const field = form.locator(`[name="${name}"]`);
    if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
  await form.locator('button[type="submit"]').click();

  await expect(page.getByRole('listitem').filter({ hasText: success })).toBeVisible();
  await expect(form.locator('[name="email"]')).toHaveValue('');
  expect(storedLeads(email).map((lead) => lead.formType)).toEqual([formType]);
}

for (const placed of placedForms) {
  test(`${placed.path}: the ${placed.formType} form at #${placed.anchor} submits to the api`, async ({ page }) => {
    await page.goto(`${placed.path}#${placed.anchor}`);
    const form = page.locator(`#${placed.anchor}`).getByRole('form');
    await expect(form).toBeVisible();
    await submitLead(page, form, placed);
  });
}

/** Counts the lead forms in the page's main as DOMContentLoaded fires, before the page's own listeners. */
async function countFormsAtDomContentLoaded(page: Page): Promise<() => Promise<number | undefined>> {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      Object.assign(window, { formsAtDomContentLoaded: document.querySelectorAll('main form').length });
    });
  });
  return () => page.evaluate(() => (window as { formsAtDomContentLoaded?: number }).formsAtDomContentLoaded);
}

test('/: the contact form is not in the page at DOMContentLoaded, joins it at the first frame, and submits', async ({
  page,
}) => {
  const home = placedForms.find(({ path }) => path === '/')!;
  const formsAtDomContentLoaded = await countFormsAtDomContentLoaded(page);
  await page.goto('/');
  const form = page.locator(`#${home.anchor}`).getByRole('form');
  await expect(form).toBeAttached();
  expect(await formsAtDomContentLoaded()).toBe(0);

  await form.scrollIntoViewIfNeeded();
  await submitLead(page, form, home);
});

test('/#contact: the contact form is in the page at DOMContentLoaded, where the browser scrolls', async ({ page }) => {
  const formsAtDomContentLoaded = await countFormsAtDomContentLoaded(page);
  await page.goto('/#contact');
  await expect(page.locator('#contact').getByRole('form')).toBeInViewport();
  expect(await formsAtDomContentLoaded()).toBe(1);
});
