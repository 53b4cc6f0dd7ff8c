/**
 * Every marketing page's lead form, placed from mfe-forms at run time, submitting to the real
 * api: the spec's success toast shows, the form empties, and the lead is in the SQLite file.
 */
import { expect, test } from './support/test';
import { validFields } from 'shared/testing/lead-fixtures';
import { seedConsent } from './support/consent';
import { placedForms } from './support/placed-forms';
import { storedLeads, uniqueEmail } from './support/leads';

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

for (const { path, anchor, formType, success } of placedForms) {
  test(`${path}: the ${formType} form at #${anchor} submits to the api`, async ({ page }) => {
    await page.goto(`${path}#${anchor}`);
    const form = page.locator(`#${anchor}`).getByRole('form');
    await expect(form).toBeVisible();

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
  });
}
