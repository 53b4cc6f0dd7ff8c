/**
 * Failure isolation inside a page: when mfe-forms is down, a marketing page still shows all its
 * content, and where its form belongs it says so with a direct e-mail and a retry that places
 * the form once mfe-forms is back. Runs its own shell and forms remote on ports of its own.
 */
import { expect, test } from './support/test';
import { startAppServer, type AppServer } from './support/app-server';
import { seedConsent } from './support/consent';

const SHELL_PORT = 3101;
const FORMS_PORT = 3102;
const formsManifest = `http://localhost:${FORMS_PORT}/mf-manifest.json`;

let shell: AppServer;
let forms: AppServer | undefined;

test.beforeAll(async () => {
  shell = await startAppServer('shell', SHELL_PORT, '/app-config.json', { REMOTE_FORMS_URL: formsManifest });
});

test.afterAll(async () => {
  await Promise.all([shell?.stop(), forms?.stop()]);
});

test('a product page without mfe-forms keeps its content, offers e-mail, and places the form on retry', async ({
  page,
}) => {
  await seedConsent(page);
  await page.goto(`${shell.url}/enterprise-ai#contact-form`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Private, auditable models inside your infrastructure',
  );

  const formSection = page.locator('#contact-form');
  const failure = formSection.getByRole('alert');
  await expect(failure).toContainText('The form could not be loaded');
  await expect(failure.getByRole('link', { name: 'sales@veritenant.example' })).toHaveAttribute(
    'href',
    'mailto:sales@veritenant.example?subject=Enterprise%20Inquiry',
  );
  await expect(page.locator('#features').getByRole('heading', { level: 3 }).first()).toBeVisible();

  forms = await startAppServer('mfe-forms', FORMS_PORT, '/mf-manifest.json');
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(formSection.getByRole('form', { name: 'Schedule an Enterprise AI Demo' })).toBeVisible();
  await expect(formSection.getByRole('alert')).toHaveCount(0);
});
