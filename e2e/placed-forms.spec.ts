/**
 * Every marketing page's lead form, placed from mfe-forms at run time, submitting to the real
 * api: the spec's success toast shows, the form empties, and the lead is in the SQLite file.
 */
import Database from 'better-sqlite3';
import { expect, test } from './support/test';
import { validFields } from 'shared/testing/lead-fixtures';
import { seedConsent } from './support/consent';
import { placedForms } from './support/placed-forms';
import { E2E_DATABASE_PATH } from './support/site';

function storedFormTypes(email: string): string[] {
  const db = new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT form_type FROM leads WHERE email = ?').all(email) as Array<{ form_type: string }>;
    return rows.map((row) => row.form_type);
  } finally {
    db.close();
  }
}

test.beforeEach(async ({ page }) => {
  await seedConsent(page);
});

for (const { path, anchor, formType, success } of placedForms) {
  test(`${path}: the ${formType} form at #${anchor} submits to the api`, async ({ page }) => {
    await page.goto(`${path}#${anchor}`);
    const form = page.locator(`#${anchor}`).getByRole('form');
    await expect(form).toBeVisible();

    const email = `${formType}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
    const entries: Record<string, string> = { ...validFields[formType], email };
    for (const [name, value] of Object.entries(entries)) {
      const field = form.locator(`[name="${name}"]`);
      if ((await field.evaluate((element) => element.tagName)) === 'SELECT') await field.selectOption(value);
      else await field.fill(value);
    }
    await form.locator('button[type="submit"]').click();

    await expect(page.getByRole('listitem').filter({ hasText: success })).toBeVisible();
    await expect(form.locator('[name="email"]')).toHaveValue('');
    expect(storedFormTypes(email)).toEqual([formType]);
  });
}
