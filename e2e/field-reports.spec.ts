/**
 * Field reports (docs/architecture.md#field-reports) on the composed, built site: what the
 * browser sends the api's reports endpoint, and when, with the report pass of its configuration;
 * and that the api takes the site's own beacons and refuses another site's page's.
 */
import { appConfigPath, type AppConfig } from 'shared/app-config';
import { apiApp, localOrigin } from 'shared/remotes';
import type { FieldReport, FieldReportBatch } from 'shared/schemas/field-reports';
import { expect, test, type BrowserContext, type Page } from './support/test';
import { banner } from './support/consent';
import { gotoHome } from './support/site';

const REPORTS_URL = `${localOrigin(apiApp.port)}/api/reports`;
const WEB_VITALS_SCRIPT = /\/web-vitals\.[0-9a-f]+\.js$/;

interface Observed {
  reports: FieldReport[];
  contentTypes: string[];
  passes: (string | undefined)[];
  /** The api's answers to the beacons. */
  statuses: number[];
  scripts: string[];
}

/** Every report the context's pages send, the types and passes of the beacons, and every script loaded. */
function observe(context: BrowserContext): Observed {
  const observed: Observed = { reports: [], contentTypes: [], passes: [], statuses: [], scripts: [] };
  context.on('request', (request) => {
    if (request.resourceType() === 'script') observed.scripts.push(request.url());
    if (request.url() !== REPORTS_URL || request.method() !== 'POST') return;
    observed.contentTypes.push(request.headers()['content-type'] ?? '');
    const batch = JSON.parse(request.postData() ?? '') as FieldReportBatch;
    observed.passes.push(batch.pass);
    observed.reports.push(...batch.reports);
  });
  context.on('response', (response) => {
    if (response.url() === REPORTS_URL && response.request().method() === 'POST')
      observed.statuses.push(response.status());
  });
  return observed;
}

/** The site's configuration, as a browser without cookies gets it. */
async function configOf(page: Page): Promise<AppConfig> {
  return (await (await page.request.get(appConfigPath)).json()) as AppConfig;
}

/** The release the site serves of each app, as its reports must name them. */
async function releasesOf(page: Page): Promise<(app: string) => string> {
  const config = await configOf(page);
  return (app) => config.releases?.[app] ?? 'dev';
}

/**
 * Hides the page for a moment, as a switch to another tab and back does, so it sends what it
 * holds (and web-vitals reports the page's last values first). Leaving the page sends the same
 * from `pagehide`, but Playwright sees no request of a document being unloaded. The page is
 * visible again afterwards: web-vitals, if it starts later, would take a hidden page for one
 * opened in the background and never report its LCP or CLS.
 */
async function hide(page: Page): Promise<void> {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, value: 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
    Reflect.deleteProperty(document, 'visibilityState');
  });
}

test('before any consent, views are sent as text/plain beacons, and no vital and no web-vitals script', async ({
  page,
  context,
}) => {
  const observed = observe(context);
  const release = await releasesOf(page);
  await gotoHome(page);
  await expect(banner(page)).toBeVisible();
  await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cookie Policy' })).toBeVisible();
  expect(observed.reports).toEqual([]);

  await hide(page);

  const marketing = { shell: release('shell'), 'mfe-marketing': release('mfe-marketing') };
  await expect
    .poll(() => observed.reports)
    .toEqual([
      // The home page places mfe-forms' contact form.
      { kind: 'view', route: '/', apps: { ...marketing, 'mfe-forms': release('mfe-forms') } },
      { kind: 'view', route: '/about', apps: marketing },
      { kind: 'view', route: '/cookie-policy', apps: { shell: release('shell'), 'mfe-legal': release('mfe-legal') } },
    ]);
  expect(observed.contentTypes.every((type) => type.startsWith('text/plain'))).toBe(true);
  // Each beacon carries the page's report pass, and the api takes it.
  expect(observed.passes).toEqual([expect.stringMatching(/^\d+\.\S+\.[\w-]{43}$/)]);
  await expect.poll(() => observed.statuses).toEqual([204]);
  expect(observed.scripts.filter((url) => WEB_VITALS_SCRIPT.test(url))).toEqual([]);
});

test('a page of another site cannot report, even with a valid pass: the api refuses its beacon and its no-cors fetch', async ({
  page,
  context,
}) => {
  const observed = observe(context);
  const config = await configOf(page);
  const body = JSON.stringify({
    pass: config.reportPass,
    reports: [
      {
        kind: 'error',
        route: '/',
        app: 'shell',
        release: config.releases?.shell ?? 'dev',
        source: 'load',
        message: 'forged',
      },
    ],
  });
  await page.route('http://evil.example/', (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Another site</title>' }),
  );
  await page.goto('http://evil.example/');
  await page.evaluate(
    ({ url, body }) => {
      navigator.sendBeacon(url, body);
      void fetch(url, { method: 'POST', mode: 'no-cors', body });
    },
    { url: REPORTS_URL, body },
  );
  await expect.poll(() => observed.statuses).toEqual([403, 403]);
});

test('once analytics is accepted, web-vitals loads and the page’s vitals name the route’s remote', async ({
  page,
  context,
}) => {
  const observed = observe(context);
  const release = await releasesOf(page);
  await gotoHome(page);
  expect(observed.scripts.filter((url) => WEB_VITALS_SCRIPT.test(url))).toEqual([]);
  await banner(page).getByRole('button', { name: 'Accept All' }).click();
  await expect.poll(() => observed.scripts.filter((url) => WEB_VITALS_SCRIPT.test(url))).toHaveLength(1);

  // The script's request is seen before it runs, so the page is hidden until the vitals come:
  // LCP is final at the visitor's first input (a trusted event, which hiding is not), once the
  // page is idle; CLS is sent when the page is hidden.
  await expect
    .poll(async () => {
      await page.keyboard.press('Shift');
      await hide(page);
      return observed.reports.filter((report) => report.kind === 'vital').map((report) => report.name);
    })
    .toEqual(expect.arrayContaining(['LCP', 'CLS']));
  for (const report of observed.reports.filter((candidate) => candidate.kind === 'vital')) {
    expect(report).toEqual({
      kind: 'vital',
      route: '/',
      app: 'mfe-marketing',
      release: release('mfe-marketing'),
      name: expect.stringMatching(/^(LCP|INP|CLS)$/),
      value: expect.any(Number),
    });
  }
});

test('a remote that cannot be loaded is reported as a load error of that app and release', async ({
  page,
  context,
}) => {
  const observed = observe(context);
  const release = await releasesOf(page);
  await page.route('http://localhost:3001/**', (route) => route.abort('connectionrefused'));
  await page.goto('/about');
  await expect(page.getByRole('alert')).toContainText('This page could not be loaded');

  await hide(page);

  await expect
    .poll(() => observed.reports.filter((report) => report.kind === 'error'))
    .toEqual([
      {
        kind: 'error',
        route: '/about',
        app: 'mfe-marketing',
        release: release('mfe-marketing'),
        source: 'load',
        message: expect.any(String),
      },
    ]);
  expect(observed.reports).toContainEqual({
    kind: 'view',
    route: '/about',
    apps: { shell: release('shell'), 'mfe-marketing': release('mfe-marketing') },
  });
});
