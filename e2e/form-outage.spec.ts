/**
 * Failure isolation inside a page: when mfe-forms is down, a marketing page still shows all its
 * content, and where its form belongs it says so with a direct e-mail and a retry that places
 * the form once mfe-forms is back. The outage is mfe-forms' origin refusing this browser's
 * connections, from the first request of the page to the retry.
 */
import { localOrigin, remoteApps } from 'shared/remotes';
import { expect, test } from './support/test';
import { seedConsent } from './support/consent';

const formsOrigin = localOrigin(remoteApps.find((app) => app.pkg === 'mfe-forms')?.port ?? 0);

test('a product page without mfe-forms keeps its content, offers e-mail, and places the form on retry', async ({
  page,
}) => {
  let formsDown = true;
  await page.route(
    (url) => url.origin === formsOrigin,
    (route) => (formsDown ? route.abort('connectionrefused') : route.continue()),
  );
  await seedConsent(page);
  await page.goto('/enterprise-ai#contact-form');
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

  formsDown = false;
  await failure.getByRole('button', { name: 'Try again' }).click();
  await expect(formSection.getByRole('form', { name: 'Schedule an Enterprise AI Demo' })).toBeVisible();
  await expect(formSection.getByRole('alert')).toHaveCount(0);
});
