/**
 * Every marketing page's lead form, placed from mfe-forms at run time, submitting to the real
 * api: the spec's success toast shows, the form empties, and the lead is in the SQLite file.
 */
import Database from 'better-sqlite3';
import { expect, test } from './support/test';
import type { FormType } from 'shared/schemas/forms';
import { validFields } from 'shared/testing/lead-fixtures';
import { seedConsent } from './support/consent';
import { E2E_DATABASE_PATH } from './support/site';

/** The forms marketing pages place: every form but the trial's (its own page) and the unused one. */
type PlacedFormType = Exclude<FormType, 'trial-request' | 'security-requirements'>;

const placements: ReadonlyArray<{ path: string; anchor: string; formType: PlacedFormType; success: string }> = [
  { path: '/', anchor: 'contact', formType: 'contact', success: 'Message Sent!' },
  {
    path: '/enterprise-ai',
    anchor: 'contact-form',
    formType: 'enterprise-ai-demo',
    success: 'Demo Request Submitted!',
  },
  {
    path: '/enterprise-agents',
    anchor: 'contact-form',
    formType: 'enterprise-agents-roi',
    success: 'ROI Analysis Request Submitted!',
  },
  {
    path: '/enterprise-360',
    anchor: 'contact-form',
    formType: 'enterprise-360-deepdive',
    success: 'Deep Dive Request Submitted!',
  },
  {
    path: '/enterprise-automation',
    anchor: 'contact',
    formType: 'enterprise-automation-solution',
    success: "Thank you! We'll be in touch soon.",
  },
  {
    path: '/financial-services',
    anchor: 'contact',
    formType: 'financial-services-solution',
    success: "Thank you! We'll be in touch soon.",
  },
  {
    path: '/insurance-healthcare',
    anchor: 'contact',
    formType: 'insurance-healthcare-solution',
    success: "Thank you! We'll be in touch soon.",
  },
  {
    path: '/government',
    anchor: 'contact',
    formType: 'government-solution',
    success: "Thank you! We'll be in touch soon.",
  },
];

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

for (const { path, anchor, formType, success } of placements) {
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
