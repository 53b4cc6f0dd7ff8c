/**
 * "Try again" really tries again: a remote that could not be loaded when the page opened (its
 * whole origin, or only its entry script) renders once it answers, without reloading the page.
 * The outage is the browser's requests to that remote being refused.
 */
import { expect, test } from './support/test';
import { seedConsent } from './support/consent';

/** The marketing remote's origin as the shared site is configured (`npm start`'s defaults). */
const marketingOrigin = 'http://localhost:3001';

for (const [outage, pattern] of [
  ['the whole remote', `${marketingOrigin}/**`],
  // Under the live release's id (ops/core/serving-config.ts).
  ['its remote entry', `${marketingOrigin}/*/remoteEntry.js`],
] as const) {
  test(`"Try again" renders the page once the remote is back, after ${outage} failed as the page opened`, async ({
    page,
  }) => {
    await page.route(pattern, (route) => route.abort('connectionrefused'));
    await page.goto('/about');
    const failure = page.getByRole('alert');
    await expect(failure).toContainText('This page could not be loaded');

    await page.unroute(pattern);
    await failure.getByRole('button', { name: 'Try again' }).click();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Built by people who have run enterprise systems for decades',
    );
    await expect(page.getByRole('alert')).toHaveCount(0);
    // Its stylesheets came back too: each of the remote's links holds a loaded sheet.
    await page.waitForFunction((origin) => {
      const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
      const remote = links.filter((link) => link.href.startsWith(origin));
      return remote.length > 0 && remote.every((link) => link.sheet !== null && link.media !== 'print');
    }, marketingOrigin);
  });
}

test('"Try again" places a lead form once mfe-forms answers again after failing as the page opened', async ({
  page,
}) => {
  const formsRemote = 'http://localhost:3002/**';
  await seedConsent(page);
  await page.route(formsRemote, (route) => route.abort('connectionrefused'));
  await page.goto('/enterprise-ai#contact-form');
  const formSection = page.locator('#contact-form');
  const failure = formSection.getByRole('alert');
  await expect(failure).toContainText('The form could not be loaded');

  await page.unroute(formsRemote);
  await failure.getByRole('button', { name: 'Try again' }).click();

  await expect(formSection.getByRole('form', { name: 'Schedule an Enterprise AI Demo' })).toBeVisible();
  await expect(formSection.getByRole('alert')).toHaveCount(0);
});
