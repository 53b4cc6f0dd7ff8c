/**
 * A canary (`npm run release -- promote <app> <id> --canary 50`), on a site of this test's own
 * (./support/release-site.ts) whose live mfe-legal has its pages prerendered: fresh browsers
 * fall on either side by the cohort the server gives them, stay there, and a prerendered page of
 * the live release never runs the candidate's code.
 */
import path from 'node:path';
import type { Page } from '@playwright/test';
import { paths } from 'shared/paths';
import { cookiePolicy } from '../mfe-legal/src/content/cookie-policy';
import { readLive } from '../ops/release/live';
import { cohortCookie } from '../ops/release/swap-cookies';
import { seedConsent } from './support/consent';
import { collectCspViolations } from './support/csp';
import { edit, startReleaseSite, type ReleaseSite } from './support/release-site';
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
  // The live release's pages, as production serves them.
  const rendered = await site.release('promote', 'mfe-legal', ids.live);
  expect(rendered.stdout, rendered.stderr).toContain('3 re-rendered');
  ids.candidate = await site.candidate('text', (copy) =>
    edit(path.join(copy, 'src/content/cookie-policy.ts'), oldLead, newLead),
  );
  const canary = await site.release('promote', 'mfe-legal', ids.candidate, '--canary', '50', '--no-watch');
  expect(canary.code, canary.stderr).toBe(0);
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

test(`a canary of 50 % over ${browsers} fresh browsers: a plausible split, each stays on its side, prerendered pages run live code only`, async ({
  browser,
}) => {
  let inCanary = 0;
  for (let index = 0; index < browsers; index += 1) {
    const context = await browser.newContext();
    const violations = await collectCspViolations(context);
    const page = await context.newPage();
    await seedConsent(page);
    const legalReleases = legalReleasesOf(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto(`${site.shellOrigin}${paths.cookiePolicy}`);
    const html = isPrerenderedHtml(await response!.text()) ? 'prerendered' : 'app page';
    // Hydrating a prerendered page loads its remote's code first.
    await waitForApp(page);
    await expect(page.getByText(newLead).or(page.getByText(oldLead))).toBeVisible();
    const member = await page.getByText(newLead).isVisible();
    const cohort = Number((await context.cookies()).find((cookie) => cookie.name === cohortCookie)?.value);
    const lead = member ? newLead : oldLead;
    const expected = {
      member: cohort < 50,
      html: member ? 'app page' : 'prerendered',
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
    expect(isPrerenderedHtml(await reloaded!.text())).toBe(html === 'prerendered');
    await waitForApp(page);
    await expect(page.getByText(lead)).toBeVisible();
    expect({ index, releases: [...legalReleases], errors, violations }).toEqual({
      index,
      releases: expected.releases,
      errors: [],
      violations: [],
    });
    await context.close();
    if (member) inCanary += 1;
  }
  // Binomial(40, ½): outside 8–32 about once in ten thousand runs.
  expect(inCanary).toBeGreaterThanOrEqual(8);
  expect(inCanary).toBeLessThanOrEqual(browsers - 8);
  console.log(`canary 50 %: ${inCanary} of ${browsers} fresh browsers got the candidate`);
});
