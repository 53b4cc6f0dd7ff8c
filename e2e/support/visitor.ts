/** A visitor of the site in a browser of its own, whose page sends its field reports. */
import { expect, type Browser } from '@playwright/test';
import { paths } from 'shared/paths';
import type { FieldReportBatch } from 'shared/schemas/field-reports';
import { cohortCookie } from '../../ops/core/swap-cookies';
import { seedConsent } from './consent';
import { hide, waitForApp } from './site';

export interface ReportedSite {
  /** The shell's origin. */
  siteUrl: string;
  /** Where its pages post their field reports. */
  reportsUrl: string;
}

/**
 * A visitor of `cohort` opens the cookie policy in a fresh browser, consent given, and switches to
 * another tab, which sends the page's field reports: resolves to the lead it was shown (one of
 * `leads`), once the api has taken them. With `vitals`, the visitor accepts analytics, and the page
 * reports its LCP and CLS too.
 */
export async function visitCookiePolicy(
  browser: Browser,
  site: ReportedSite,
  { cohort, leads, vitals = false }: { cohort: number; leads: readonly string[]; vitals?: boolean },
): Promise<string> {
  const context = await browser.newContext();
  try {
    await context.addCookies([{ name: cohortCookie, value: String(cohort), url: site.siteUrl }]);
    const page = await context.newPage();
    /** What the page reported: `view`, `error`, or a vital's name. */
    const reported: string[] = [];
    const answers: number[] = [];
    let requests = 0;
    page.on('request', (request) => {
      if (request.url() !== site.reportsUrl) return;
      requests += 1;
      const { reports } = JSON.parse(request.postData() ?? '') as FieldReportBatch;
      reported.push(...reports.map((report) => (report.kind === 'vital' ? report.name : report.kind)));
    });
    page.on('response', (response) => {
      if (response.url() === site.reportsUrl) answers.push(response.status());
    });
    await seedConsent(page, { analytics: vitals, marketing: false });
    await page.goto(`${site.siteUrl}${paths.cookiePolicy}`);
    await waitForApp(page);
    const lead = leads.map((text) => page.getByText(text)).reduce((either, other) => either.or(other));
    await expect(lead).toBeVisible();
    const shown = (await lead.textContent()) ?? '';
    // LCP is final at the visitor's first input, once the page is idle; each hiding sends what the page holds.
    const expected = ['view', ...(vitals ? ['LCP', 'CLS'] : [])];
    await expect
      .poll(async () => {
        if (vitals) await page.keyboard.press('Shift');
        await hide(page);
        return reported;
      })
      .toEqual(expect.arrayContaining(expected));
    await expect.poll(() => answers).toEqual(Array.from({ length: requests }, () => 204));
    return shown;
  } finally {
    await context.close();
  }
}
