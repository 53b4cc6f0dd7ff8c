/**
 * A canary (`npm run release -- promote <app> <id> --canary 50`), on a site of this test's own
 * (./support/release-site.ts) whose live set has its pages prerendered: fresh browsers
 * fall on either side by the cohort the server gives them, stay there, and get prerendered pages
 * that run only the code they were rendered from: the canary's own pages for its visitors on its
 * routes, the live pages everywhere else.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { paths } from 'shared/paths';
import { cookiePolicy } from 'mfe-legal/content/cookie-policy';
import { readLive } from '../ops/adapters/folder/live';
import { cohortCookie } from '../ops/core/swap-cookies';
import { edit } from '../ops/testing/candidate';
import { seedConsent } from './support/consent';
import { collectCspViolations } from './support/csp';
import { collectHydrationErrors } from './support/hydration';
import { startReleaseSite, type ReleaseSite } from './support/release-site';
import { isPrerenderedHtml, waitForApp } from './support/site';
import { expect, test } from './support/test';

const newLead = 'The canary release of this policy: which cookies this site uses.';
const oldLead = cookiePolicy.hero.lead;
const browsers = 40;

let site: ReleaseSite;
const ids = { live: '', candidate: '' };

test.describe.configure({ mode: 'serial', timeout: 420_000 });

test.beforeAll(async () => {
  test.setTimeout(420_000);
  site = await startReleaseSite('canary');
  ids.live = readLive(site.store).apps['mfe-legal']!.live;
  // Every page of the live set, as production serves them (the live shell promoted again).
  const rendered = await site.release('promote', 'shell', readLive(site.store).apps.shell!.live);
  expect(rendered.stdout, rendered.stderr).toMatch(/ \d+ re-rendered /);
  ids.candidate = await site.candidate('text', (copy) =>
    edit(path.join(copy, 'src/content/cookie-policy.ts'), oldLead, newLead),
  );
  const canary = await site.release('promote', 'mfe-legal', ids.candidate, '--canary', '50', '--no-watch');
  expect(canary.code, canary.stderr).toBe(0);
  expect(canary.stdout).toMatch(/ 3 rendered /);
});

test.afterAll(() => site.close());

/** The releases of mfe-legal whose files `page` loads, recorded from now. */
function legalReleasesOf(page: Page): Set<string> {
  const releases = new Set<string>();
  page.on('request', (request) => {
    const release = /^\/mfe-legal\/([^/]+)\//.exec(new URL(request.url()).pathname)?.[1];
    if (release) releases.add(release);
  });
  return releases;
}

test(`a canary of 50 % over ${browsers} fresh browsers: a plausible split, each stays on its side, each page runs the code it was rendered from`, async ({
  browser,
}) => {
  let inCanary = 0;
  for (let index = 0; index < browsers; index += 1) {
    const context = await browser.newContext();
    const violations = await collectCspViolations(context);
    const hydrationErrors = collectHydrationErrors(context);
    const page = await context.newPage();
    await seedConsent(page);
    const legalReleases = legalReleasesOf(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto(`${site.shellOrigin}${paths.cookiePolicy}`);
    const served = await response!.text();
    // The lead the server's HTML holds: the canary's page, or the live one.
    const html = !isPrerenderedHtml(served) ? 'app page' : served.includes(newLead) ? 'canary page' : 'live page';
    // Hydrating a prerendered page loads its remote's code first.
    await waitForApp(page);
    await expect(page.getByText(newLead).or(page.getByText(oldLead))).toBeVisible();
    const member = await page.getByText(newLead).isVisible();
    const cohort = Number((await context.cookies()).find((cookie) => cookie.name === cohortCookie)?.value);
    const lead = member ? newLead : oldLead;
    const expected = {
      member: cohort < 50,
      html: member ? 'canary page' : 'live page',
      releases: [member ? ids.candidate : ids.live],
    };
    expect({ index, cohort, member, html, releases: [...legalReleases] }).toEqual({ index, cohort, ...expected });

    // Across a client-side navigation and back, then a reload: the same side, the same kind of page.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await footer.getByRole('link', { name: 'Cookie Policy' }).click();
    await expect(page.getByText(lead)).toBeVisible();
    const reloaded = await page.reload();
    expect((await reloaded!.text()).includes(lead)).toBe(true);
    await waitForApp(page);
    await expect(page.getByText(lead)).toBeVisible();
    // A page of another app: the live one, whichever side (it holds none of mfe-legal's code).
    const about = await page.goto(`${site.shellOrigin}${paths.about}`);
    expect(isPrerenderedHtml(await about!.text())).toBe(true);
    await waitForApp(page);
    expect({ index, releases: [...legalReleases], errors, violations, hydrationErrors }).toEqual({
      index,
      releases: expected.releases,
      errors: [],
      violations: [],
      hydrationErrors: [],
    });
    await context.close();
    if (member) inCanary += 1;
  }
  // Binomial(40, ½): outside 8–32 about once in ten thousand runs.
  expect(inCanary).toBeGreaterThanOrEqual(8);
  expect(inCanary).toBeLessThanOrEqual(browsers - 8);
  console.log(`canary 50 %: ${inCanary} of ${browsers} fresh browsers got the candidate`);
});
