/**
 * The operator's console (`npm run release -- console`, ops/console/) in browser tests, on a site
 * of the test's own, started as an operator starts it (../../ops/testing/console-process.ts) with
 * the site's environment. `consoleTests` is the one scenario both backends run
 * (e2e/console.spec.ts: a folder store under the Node server; e2e/console-nginx.spec.ts: a bucket
 * and PostgreSQL under nginx): the live set against `release status`, a refused promotion, a canary
 * started through the console's confirmation and served to its cohort, real page views' field
 * reports in its charts, the page at 390 and 1440 px, a completion and a rollback that switch the
 * site and land in the log, and the token and cross-site refusals.
 */
import path from 'node:path';
import { expect, test, type Browser, type Cookie, type Locator, type Page } from '@playwright/test';
import { confirmation, copy } from '../../ops/console/ui/content/copy';
import { buildCandidate, dropExposedModule, edit } from '../../ops/testing/candidate';
import { startConsoleProcess, type ConsoleProcess } from '../../ops/testing/console-process';
import type { Outcome } from '../../ops/testing/release-command';
import type { LiveSetRow } from '../../ops/console/view-model';
import { cookiePolicy } from 'mfe-legal/content/cookie-policy';
import { sessionCookie } from '../../ops/console/auth';
import { expectAccessible } from './accessibility';
import { collectCspViolations } from './csp';
import { startHostilePages } from './hostile-pages';
import { statusRows, tableRows } from './tables';
import { visitCookiePolicy, type ReportedSite } from './visitor';

/** The lead of the cookie policy in the candidate release `buildLegalCandidates` builds. */
export const candidateLead = 'The release of this policy started from the operator’s console.';
export const liveLead = cookiePolicy.hero.lead;

/** The releases of mfe-legal the scenario offers the console, not live. */
export interface LegalCandidates {
  /** The cookie policy's lead changed to `candidateLead`. */
  text: string;
  /** Its registry still lists /cookie-policy; its exposes map leaves the page's module out: the gates refuse it. */
  missingPage: string;
}

/** Builds the candidates into the store of `env`, from copies of mfe-legal under `workDir`. */
export async function buildLegalCandidates(workDir: string, env: Record<string, string>): Promise<LegalCandidates> {
  const build = (name: string, change: (copy: string) => void) =>
    buildCandidate({ workDir, name, pkg: 'mfe-legal', env, change });
  const text = await build('console-text', (copy) =>
    edit(path.join(copy, 'src/content/cookie-policy.ts'), liveLead, candidateLead),
  );
  const missingPage = await build('console-missing-page', (copy) => dropExposedModule(copy, 'CookiePolicyPage'));
  return { text, missingPage };
}

/** A site the console runs against. */
export interface ConsoleSite extends ReportedSite {
  /** The environment of the release commands, and of the console. */
  env: Record<string, string>;
  release(...args: string[]): Promise<Outcome>;
  candidates: LegalCandidates;
}

/** A section of the console by its heading (the first region of that name: its tables' scroll boxes share it). */
const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true }).first();

interface LiveSetFigures {
  app: string;
  live: string;
  previous: string;
  canary: string;
  share: string;
}

/** Each app's live, previous and canary releases and the canary's share, as the console's live set shows them. */
async function consoleLiveSet(page: Page): Promise<LiveSetFigures[]> {
  const [app, live, , , previous, canary, share] = copy.liveSet.columns;
  const rows = await tableRows(section(page, copy.sections.liveSet).getByRole('table'));
  return rows.map((row) => ({
    app: row[app]!.value,
    live: row[live]!.value,
    previous: row[previous]!.value,
    canary: row[canary]!.value,
    share: row[share]!.value,
  }));
}

/** The same, as `release status` prints them (its `-` is an empty cell of the console, or its "none" canary). */
async function statusLiveSet(site: ConsoleSite): Promise<LiveSetFigures[]> {
  const status = await site.release('status');
  expect(status.code, status.stderr).toBe(0);
  const cell = (value: string | undefined, none = '') => (value === '-' ? none : value!);
  return statusRows(status.stdout).map((row) => ({
    app: row.app!,
    live: cell(row.live, copy.liveSet.nothingLive),
    previous: cell(row.previous),
    canary: cell(row.canary, copy.liveSet.noCanary),
    share: cell(row.share),
  }));
}

/** mfe-legal as the confirmation sentences read it: its live release, and its canary. */
function legalRow(live: string, canary?: { release: string; share: number }): LiveSetRow {
  return {
    app: 'mfe-legal',
    live: { release: live, since: '' },
    previous: null,
    ...(canary && { canary: { ...canary, since: '', watched: '' } }),
    pages: '',
    compatible: '',
  };
}

/** The form of mfe-legal's actions whose button is `action`, its actions shown. */
async function legalAction(page: Page, action: string): Promise<Locator> {
  const actions = section(page, copy.sections.liveSet)
    .locator('details')
    .filter({ has: page.locator('summary', { hasText: `${copy.actions.summary} mfe-legal` }) });
  if ((await actions.getAttribute('open')) === null) await actions.locator('summary').click();
  return actions.locator('form').filter({ has: page.getByRole('button', { name: action, exact: true }) });
}

/** Submits `form` to its confirmation page, confirms `sentence` there: resolves to the status `POST /actions` answered. */
async function confirmAction(form: Locator, sentence: string): Promise<number> {
  const page = form.page();
  await form.getByRole('button').click();
  await expect(page.getByRole('heading', { level: 1, name: copy.actions.confirmHeading })).toBeVisible();
  await expect(page.getByText(sentence, { exact: true })).toBeVisible();
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/actions') && response.request().method() === 'POST',
    // A promotion runs the gates, the smoke test in Chromium and the render.
    { timeout: 240_000 },
  );
  await page.getByRole('button', { name: copy.actions.confirm, exact: true }).click();
  return (await answered).status();
}

/** A visitor of `cohort` (and with `vitals`, its Web Vitals) on the cookie policy: the lead it was shown. */
const visit = (browser: Browser, site: ConsoleSite, cohort: number, vitals = false): Promise<string> =>
  visitCookiePolicy(browser, site, { cohort, leads: [candidateLead, liveLead], vitals });

/** The scenario of issue 44's "done when", on the site `site()` gives once the spec's beforeAll has made it. */
export function consoleTests(site: () => ConsoleSite): void {
  let running: ConsoleProcess;
  /** mfe-legal's live release before the console changed anything. */
  let live = '';
  /** The session the printed link opened (its cookie): the link opens one only. */
  let session: Cookie[] = [];

  /** Opens the console at `pathname` in `page`, in the session the first test opened. */
  async function openConsole(page: Page, pathname = '/'): Promise<void> {
    await page.context().addCookies(session);
    await page.goto(`${running.origin}${pathname}`);
  }

  test.beforeAll(async () => {
    running = await startConsoleProcess(site().env);
    live = (await statusLiveSet(site())).find((row) => row.app === 'mfe-legal')!.live;
  });

  test.afterAll(async () => {
    await running?.stop();
  });

  test('without its token every path answers 401; its printed link opens it', async ({ page }) => {
    const refused = await Promise.all(
      ['/', '/console.css', '/confirm?kind=rollback&app=mfe-legal', '/?token=not-the-token'].map(
        async (pathname) => (await fetch(`${running.origin}${pathname}`, { redirect: 'manual' })).status,
      ),
    );
    const posted = await fetch(`${running.origin}/actions`, {
      method: 'POST',
      body: new URLSearchParams({ kind: 'rollback', app: 'mfe-legal' }),
      redirect: 'manual',
    });
    expect([...refused, posted.status]).toEqual([401, 401, 401, 401, 401]);

    const response = await page.goto(`${running.origin}/`);
    expect(response?.status()).toBe(401);
    await expect(page.getByRole('heading', { level: 1, name: copy.unauthorized.heading })).toBeVisible();
    await page.goto(running.link.href);
    await expect(page).toHaveURL(`${running.origin}/`);
    await expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeVisible();
    session = await page.context().cookies(running.origin);
    expect(session.map(({ name, httpOnly, sameSite }) => ({ name, httpOnly, sameSite }))).toEqual([
      { name: sessionCookie, httpOnly: true, sameSite: 'Strict' },
    ]);
    // Its token is spent: the link again (the browser's history, someone else) opens nothing.
    expect((await fetch(running.link.href, { redirect: 'manual' })).status).toBe(401);
  });

  test('the live set is what release status says', async ({ page }) => {
    await openConsole(page);
    expect(await consoleLiveSet(page)).toEqual(await statusLiveSet(site()));
  });

  test('a promotion the gates refuse shows their reason on pages axe finds no violation on, and switches nothing', async ({
    page,
  }) => {
    const { missingPage } = site().candidates;
    await openConsole(page);
    const before = await statusLiveSet(site());
    const promote = await legalAction(page, copy.actions.promote);
    await promote.getByLabel(copy.actions.releaseLabel).selectOption(missingPage);
    const sentence = confirmation({ kind: 'promote', app: 'mfe-legal', release: missingPage }, legalRow(live));
    expect(await confirmAction(promote, sentence)).toBe(409);

    await expect(page.getByRole('heading', { level: 1, name: copy.actions.refusedHeading })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(
      `mfe-legal ${missingPage} renders /cookie-policy with CookiePolicyPage, which it does not expose`,
    );
    await expectAccessible(page);
    // The confirmation page it was asked from.
    await page.goBack();
    await expectAccessible(page);
    expect(await statusLiveSet(site())).toEqual(before);
  });

  test('a canary started from the console, through its confirmation, is served to its cohort and shown with its share; promoting another release beside it is refused', async ({
    page,
    browser,
  }) => {
    const { text } = site().candidates;
    await openConsole(page);
    const canary = await legalAction(page, copy.actions.canary);
    await canary.getByLabel(copy.actions.releaseLabel).selectOption(text);
    await canary.getByLabel(copy.actions.shareLabel).fill('50');
    // Its watcher would read the api's store on its own; this test reads the charts.
    await canary.getByLabel(copy.actions.watchLabel).uncheck();
    const sentence = confirmation(
      { kind: 'canary', app: 'mfe-legal', release: text, share: 50, watch: false },
      legalRow(live),
    );
    expect(await confirmAction(canary, sentence)).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: copy.actions.done })).toBeVisible();

    expect(await visit(browser, site(), 0)).toBe(candidateLead);
    expect(await visit(browser, site(), 99)).toBe(liveLead);
    await page.getByRole('link', { name: copy.actions.back }).click();
    const shown = await consoleLiveSet(page);
    expect(shown.find((row) => row.app === 'mfe-legal')).toMatchObject({ canary: text, share: '50 %' });
    expect(shown).toEqual(await statusLiveSet(site()));

    // The console offers only completing or ending a running canary; a confirmation asked for by hand is refused.
    await page.goto(`${running.origin}/confirm?kind=promote&app=mfe-legal&release=${live}`);
    const beside = confirmation(
      { kind: 'promote', app: 'mfe-legal', release: live },
      legalRow(live, { release: text, share: 50 }),
    );
    await expect(page.getByText(beside, { exact: true })).toBeVisible();
    const answered = page.waitForResponse((response) => response.url().endsWith('/actions'));
    await page.getByRole('button', { name: copy.actions.confirm, exact: true }).click();
    expect((await answered).status()).toBe(409);
    await expect(page.getByRole('alert')).toContainText(`mfe-legal has a canary of ${text} (50 %)`);
    expect(await statusLiveSet(site())).toEqual(shown);
  });

  test('field reports of real page views appear in the charts, the live release and its canary as two series', async ({
    page,
    browser,
  }) => {
    const { text } = site().candidates;
    for (const cohort of [10, 60, 20, 70, 30]) await visit(browser, site(), cohort, true);
    await openConsole(page);
    const health = section(page, copy.sections.health);
    await health.getByLabel(copy.health.appLabel).selectOption('mfe-legal');
    await health.getByLabel(copy.health.windowLabel).selectOption('15m');
    await health.getByRole('button', { name: copy.health.show }).click();
    await expect(page).toHaveURL(/[?&]window=15m/);

    const chart = (name: string) => section(page, copy.sections.health).getByRole('figure', { name });
    await expect(chart(copy.health.charts.views).getByRole('img')).toBeVisible();
    // Each chart's text alternative, in its closed Figures box: a column per series.
    const figures = async (name: string) => tableRows(chart(name).locator('table'));
    const liveSeries = `${copy.health.live} ${live}`;
    const canarySeries = `${copy.health.canary} ${text}`;
    const views = await figures(copy.health.charts.views);
    const total = (name: string) => views.reduce((sum, row) => sum + Number(row[name]?.value || 0), 0);
    // Two visitors of the live release and three of the canary here, and one each in the previous test.
    expect(total(liveSeries)).toBeGreaterThanOrEqual(3);
    expect(total(canarySeries)).toBeGreaterThanOrEqual(4);
    const lcp = await figures(copy.health.charts.lcp);
    for (const name of [liveSeries, canarySeries]) {
      expect(
        lcp.some((row) => Number(row[name]?.value) > 0),
        `${name}'s LCP`,
      ).toBe(true);
    }
  });

  test('the console at 390 and 1440 px: no sideways page scroll at 390, axe finds no violation, no policy violation', async ({
    browser,
  }, testInfo) => {
    for (const width of [390, 1440]) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const violations = await collectCspViolations(context);
      const page = await context.newPage();
      await openConsole(page, '/?app=mfe-legal&window=15m');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `sideways scroll at ${width} px`).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`console-${width}.png`), fullPage: true });
      await expectAccessible(page);
      expect(violations).toEqual([]);
      await context.close();
    }
  });

  test('a POST from a page of another origin is refused, even with the session’s CSRF token and with its origin withheld, and switches nothing', async ({
    page,
  }) => {
    const before = await statusLiveSet(site());
    // The confirmation page of a rollback holds the form the other page copies, its token too.
    await openConsole(page, '/confirm?kind=rollback&app=mfe-legal');
    const csrf = await page.locator('input[name="csrf"]').inputValue();
    const form = { kind: 'rollback', app: 'mfe-legal', csrf };
    // On the console's own address at another port (the same site: the session's cookie goes along),
    // refused for its origin; on 127.0.0.1, another site, the cookie stays home.
    for (const [host, status] of [
      [running.link.hostname, 403],
      ['127.0.0.1', 401],
    ] as const) {
      const hostile = await startHostilePages(host, `${running.origin}/actions`, form);
      try {
        for (const url of hostile.urls) {
          const answered = page.waitForResponse((response) => response.url() === `${running.origin}/actions`);
          await page.goto(url);
          expect((await answered).status(), url).toBe(status);
        }
      } finally {
        await hostile.close();
      }
    }
    expect(await statusLiveSet(site())).toEqual(before);
  });

  test('completing the canary and rolling back from the console switch the site, and the log shows them', async ({
    page,
    browser,
  }) => {
    const { text } = site().candidates;
    await openConsole(page);
    const complete = await legalAction(page, copy.actions.complete);
    const completing = confirmation(
      { kind: 'promote', app: 'mfe-legal', release: text },
      legalRow(live, { release: text, share: 50 }),
    );
    expect(await confirmAction(complete, completing)).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: copy.actions.done })).toBeVisible();
    expect(await visit(browser, site(), 99)).toBe(candidateLead);

    await page.getByRole('link', { name: copy.actions.back }).click();
    // Its release is the previous one unless the operator picks another.
    const rollback = await legalAction(page, copy.actions.rollback);
    await expect(rollback.getByLabel(copy.actions.releaseLabel)).toHaveValue(live);
    const rollingBack = confirmation({ kind: 'rollback', app: 'mfe-legal', release: live }, legalRow(text));
    expect(await confirmAction(rollback, rollingBack)).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: copy.actions.done })).toBeVisible();
    expect(await visit(browser, site(), 99)).toBe(liveLead);
    expect(await visit(browser, site(), 0)).toBe(liveLead);

    await page.getByRole('link', { name: copy.actions.back }).click();
    expect(await consoleLiveSet(page)).toEqual(await statusLiveSet(site()));
    const log = section(page, copy.sections.log);
    await log.getByLabel(copy.log.filterLabel).selectOption('mfe-legal');
    await log.getByRole('button', { name: copy.log.filter }).click();
    await expect(page).toHaveURL(/[?&]log=mfe-legal/);
    const entries = section(page, copy.sections.log).getByRole('listitem');
    const { kinds } = copy.log;
    const entry = (kind: string, from: string, to: string) => new RegExp(`${kind}\\s*mfe-legal\\s*${from} → ${to}`);
    await expect(entries.nth(0)).toContainText(entry(kinds.rollback, text, live));
    await expect(entries.nth(1)).toContainText(entry(kinds.promote, live, text));
    await expect(entries.nth(2)).toContainText(entry(kinds.canary, live, text));
  });
}
