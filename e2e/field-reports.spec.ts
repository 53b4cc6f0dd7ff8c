/**
 * Field reports (docs/architecture.md#field-reports) on the composed, built site: what the
 * browser sends the api's reports endpoint, and when, with the report pass of its configuration;
 * and that the api takes the site's own beacons and refuses another site's page's.
 */
import { createServer } from 'node:http';
import Database from 'better-sqlite3';
import type { AddressInfo } from 'node:net';
import { appConfigPath, type AppConfig } from 'shared/app-config';
import { apiApp, localOrigin } from 'shared/remotes';
import type { FieldReport, FieldReportBatch } from 'shared/schemas/field-reports';
import { expect, test, type BrowserContext, type Page, type Request } from './support/test';
import { banner } from './support/consent';
import { E2E_DATABASE_PATH, gotoHome, hide } from './support/site';

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

test('a page of another site cannot report, even with a valid pass: the api stores neither its beacon nor its no-cors fetch', async ({
  page,
  context,
}) => {
  const config = await configOf(page);
  // A message no other test sends, to find this test's rows.
  const message = `forged ${Date.now()} ${Math.random()}`;
  const body = JSON.stringify({
    pass: config.reportPass,
    reports: [
      { kind: 'error', route: '/', app: 'shell', release: config.releases?.shell ?? 'dev', source: 'load', message },
    ],
  });
  // The browser reads no answer of the api's to another origin: each request ends as failed.
  let ended = 0;
  const onEnd = (request: Request) => {
    if (request.url() === REPORTS_URL) ended += 1;
  };
  context.on('requestfinished', onEnd);
  context.on('requestfailed', onEnd);
  // Another site on this machine, a real server: a page of no address (a routed answer) counts
  // as a public one, which Chromium lets reach no local address at all.
  const otherSite = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html><title>Another site</title>'),
  );
  await new Promise<void>((resolve) => otherSite.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(otherSite.address() as AddressInfo).port}/`);
    await page.evaluate(
      ({ url, body }) => {
        navigator.sendBeacon(url, body);
        void fetch(url, { method: 'POST', mode: 'no-cors', body }).catch(() => undefined);
      },
      { url: REPORTS_URL, body },
    );
    await expect.poll(() => ended).toBe(2);
  } finally {
    otherSite.close();
  }
  expect(storedErrors(message)).toBe(0);
  // The pass itself was good: the same batch from no page at all (curl) is taken.
  expect(
    (await page.request.post(REPORTS_URL, { headers: { 'content-type': 'text/plain' }, data: body })).status(),
  ).toBe(204);
  expect(storedErrors(message)).toBe(1);
});

/** How many error reports with `message` the e2e api stored. */
function storedErrors(message: string): number {
  const db = new Database(E2E_DATABASE_PATH, { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT count(*) AS n FROM field_reports WHERE message = ?').get(message) as { n: number }).n;
  } finally {
    db.close();
  }
}

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
