/**
 * `POST /api/reports` over real HTTP and a real SQLite file: a batch is stored whole, as JSON or
 * as sendBeacon's text, and answered 204; every bad input, and every batch that is not a site
 * page's own about the releases it was served, is answered 4xx with a JSON reason and stores
 * nothing; nothing about the request is kept beside the reports but the day's pseudonym of its client.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { FIELD_REPORTS_BODY_MAX, FIELD_REPORTS_MAX, type FieldReport } from 'shared/schemas/field-reports';
import { error, view, vital } from '../testing/field-report-repository-suite';
import {
  post,
  removeTempDirs,
  reportPassFor,
  SITE_ORIGIN,
  startTestApi,
  tempDir,
  type PostOptions,
  type TestApi,
} from '../testing/harness';
import { openSqliteStore } from '../store/sqlite-store';
import { REPORT_PASS_TTL_SECONDS } from './report-pass';
import { clientOf } from './reports';

let api: TestApi;
let file: string;

beforeAll(async () => {
  file = path.join(tempDir(), 'leads.db');
  api = await startTestApi({ store: await openSqliteStore(file) });
});

afterAll(async () => {
  await api.close();
  removeTempDirs();
});

/** Every stored row, as the database holds it. */
function rows(): Record<string, unknown>[] {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT * FROM field_reports').all() as Record<string, unknown>[];
  } finally {
    db.close();
  }
}

/** Sends as the browser's fetch does: JSON, no Idempotency-Key. */
const send = (body: unknown, options: PostOptions = {}) => post(api.reportsUrl, body, { key: null, ...options });
const batch = (...reports: unknown[]) => ({ reports });
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;
const passFor = reportPassFor;
/** The releases the reports name, app by app. */
function releasesOf(reports: readonly FieldReport[]): Record<string, string> {
  const releases: Record<string, string> = {};
  for (const report of reports) {
    if (report.kind === 'view') Object.assign(releases, report.apps);
    else releases[report.app] = report.release;
  }
  return releases;
}
/** A batch as the site's page sends it: with the pass of the releases it names. */
const passed = (...reports: FieldReport[]) => ({ pass: passFor(releasesOf(reports)), reports });
const invalid = (path: string, message: string) => ({ error: 'invalid', issues: [{ path, message }] });
const page = view({ shell: '20261125T101010Z-1', 'mfe-legal': '20261125T111111Z-2' }, '/cookie-policy');

describe('storing', () => {
  test('a JSON batch is answered 204 once stored: a view per app on the page, an error, a vital', async () => {
    const before = rows().length;
    const response = await send(
      passed(
        page,
        error('mfe-legal', '20261125T111111Z-2', 'boundary', 'x is not a function'),
        vital('mfe-legal', '20261125T111111Z-2', 'LCP', 1234.5),
      ),
    );
    expect(response.status).toBe(204);
    expect(rows().slice(before)).toEqual([
      expect.objectContaining({ kind: 'view', route: '/cookie-policy', app: 'shell', release: '20261125T101010Z-1' }),
      expect.objectContaining({
        kind: 'view',
        route: '/cookie-policy',
        app: 'mfe-legal',
        release: '20261125T111111Z-2',
      }),
      expect.objectContaining({ kind: 'error', app: 'mfe-legal', source: 'boundary', message: 'x is not a function' }),
      expect.objectContaining({ kind: 'vital', app: 'mfe-legal', name: 'LCP', value: 1234.5 }),
    ]);
  });

  test("sendBeacon's text/plain body is read as JSON, answered so the site's origin may read it", async () => {
    const before = rows().length;
    const response = await send(JSON.stringify(passed(page)), { contentType: 'text/plain;charset=UTF-8' });
    expect(response.status).toBe(204);
    // A beacon is a no-cors request: with helmet's same-origin, the browser logs an error per beacon.
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(rows()).toHaveLength(before + 2);
  });

  test('a row holds the report and when it was received: no address, user agent or cookie', async () => {
    const before = rows().length;
    await send(passed(error('mfe-forms', 'r1', 'unhandled', 'Boom')), {
      headers: { 'user-agent': 'Mozilla/5.0 (Secret UA)', cookie: 'vt_cohort=42; vt_preview_mfe_legal=abc' },
    });
    const [row] = rows().slice(before);
    expect(row).toEqual({
      kind: 'error',
      route: '/',
      app: 'mfe-forms',
      release: 'r1',
      source: 'unhandled',
      message: 'Boom',
      name: null,
      value: null,
      received_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      // A salted hash of the day, not the address.
      client: expect.stringMatching(/^[\w-]{43}$/),
    });
  });
});

describe('bad input: a 4xx with a JSON reason, and nothing stored', () => {
  const tooMany = Array.from({ length: FIELD_REPORTS_MAX + 1 }, () => page);
  const oversized = batch({ ...error('mfe-legal', 'r', 'load'), message: 'a'.repeat(FIELD_REPORTS_BODY_MAX) });
  const cases: { name: string; body: unknown; options?: PostOptions; status: number; answer: unknown }[] = [
    { name: 'malformed JSON', body: '{"reports":', status: 400, answer: invalid('', 'Malformed JSON') },
    {
      name: 'malformed JSON as text',
      body: '{"reports":',
      options: { contentType: 'text/plain' },
      status: 400,
      answer: invalid('', 'Malformed JSON'),
    },
    {
      name: 'an empty text body',
      body: '',
      options: { contentType: 'text/plain' },
      status: 400,
      answer: invalid('', 'Malformed JSON'),
    },
    {
      name: 'a form-encoded body',
      body: 'reports=1',
      options: { contentType: 'application/x-www-form-urlencoded' },
      status: 415,
      answer: { error: 'unsupported_media_type' },
    },
    {
      name: 'a JSON body sent as another type',
      body: JSON.stringify(batch(page)),
      options: { contentType: 'application/octet-stream' },
      status: 415,
      answer: { error: 'unsupported_media_type' },
    },
    {
      name: `a JSON body over ${FIELD_REPORTS_BODY_MAX} bytes`,
      body: oversized,
      status: 413,
      answer: { error: 'payload_too_large' },
    },
    {
      name: `a text body over ${FIELD_REPORTS_BODY_MAX} bytes`,
      body: JSON.stringify(oversized),
      options: { contentType: 'text/plain' },
      status: 413,
      answer: { error: 'payload_too_large' },
    },
    {
      name: 'no reports',
      body: batch(),
      status: 400,
      answer: invalid('reports', 'Too small: expected array to have >=1 items'),
    },
    {
      name: `more than ${FIELD_REPORTS_MAX} reports`,
      body: batch(...tooMany),
      status: 400,
      answer: invalid('reports', `Too big: expected array to have <=${FIELD_REPORTS_MAX} items`),
    },
    { name: 'an array', body: [page], status: 400, answer: { error: 'invalid' } },
    { name: 'an unknown kind', body: batch({ ...page, kind: 'click' }), status: 400, answer: { error: 'invalid' } },
    {
      name: 'a user agent in a report',
      body: batch({ ...page, userAgent: 'Mozilla/5.0' }),
      status: 400,
      answer: invalid('reports.0', 'Unrecognized key: "userAgent"'),
    },
    {
      name: 'an error message over 300 characters',
      body: batch(error('mfe-legal', 'r', 'load', 'a'.repeat(301))),
      status: 400,
      answer: { error: 'invalid', issues: [{ path: 'reports.0.message' }] },
    },
    {
      name: 'a route with a query',
      body: batch(view({ shell: 'r' }, '/?email=a@b.c')),
      status: 400,
      answer: invalid('reports.0.route', 'route must be a site path'),
    },
    {
      name: 'an unknown error source',
      body: batch({ ...error('mfe-legal', 'r', 'load'), source: 'console' }),
      status: 400,
      answer: { error: 'invalid', issues: [{ path: 'reports.0.source' }] },
    },
    {
      name: 'a negative vital',
      body: batch(vital('mfe-legal', 'r', 'CLS', -1)),
      status: 400,
      answer: { error: 'invalid', issues: [{ path: 'reports.0.value' }] },
    },
    {
      name: 'a release that is not an id',
      body: batch(vital('mfe-legal', '../etc', 'LCP', 1)),
      status: 400,
      answer: invalid('reports.0.release', 'release must be a release id'),
    },
    {
      name: 'one bad report among good ones',
      body: batch(page, error('mfe-legal', 'r', 'load'), { ...page, route: 'cookie-policy' }),
      status: 400,
      answer: invalid('reports.2.route', 'route must be a site path'),
    },
  ];

  test.each(cases)('$name → $status', async ({ body, options, status, answer }) => {
    const before = rows().length;
    const response = await send(body, options);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject(answer as object);
    expect(rows()).toHaveLength(before);
  });
});

describe("only the site's own pages, about the releases they were served", () => {
  const text = { contentType: 'text/plain' };
  const canary = error('mfe-legal', 'C', 'boundary');
  const cases: { name: string; body: unknown; options?: PostOptions; issue: { path: string; message: string } }[] = [
    {
      name: 'no pass',
      body: batch(canary),
      issue: { path: 'pass', message: 'a report pass is required' },
    },
    {
      name: 'a pass signed with another secret',
      body: {
        pass: passFor({ 'mfe-legal': 'C' }, inAnHour(), 'an-attacker-secret-of-32-characters-or-more'),
        reports: [canary],
      },
      issue: { path: 'pass', message: 'the report pass is invalid or has expired' },
    },
    {
      name: 'a pass whose releases were edited',
      body: { pass: passFor({ 'mfe-legal': 'L' }).replace('mfe-legal:L', 'mfe-legal:C'), reports: [canary] },
      issue: { path: 'pass', message: 'the report pass is invalid or has expired' },
    },
    {
      name: 'an expired pass',
      body: { pass: passFor({ 'mfe-legal': 'C' }, Math.floor(Date.now() / 1000) - 1), reports: [canary] },
      issue: { path: 'pass', message: 'the report pass is invalid or has expired' },
    },
    {
      name: 'an error of a release the pass does not name',
      body: {
        pass: passFor({ shell: 'S', 'mfe-legal': 'L' }),
        reports: [view({ shell: 'S', 'mfe-legal': 'L' }), canary],
      },
      issue: { path: 'reports.1', message: 'mfe-legal C is not a release this page was served' },
    },
    {
      name: 'a view of an app the pass does not name',
      body: { pass: passFor({ shell: 'S' }), reports: [view({ shell: 'S', 'mfe-nope': 'X' })] },
      issue: { path: 'reports.0', message: 'mfe-nope X is not a release this page was served' },
    },
    {
      name: "another origin's beacon, with a valid pass",
      body: JSON.stringify(passed(canary)),
      options: { ...text, headers: { origin: 'http://evil.example' } },
      issue: { path: '', message: "reports come from the site's own pages only, not from http://evil.example" },
    },
    {
      name: 'a cross-site no-cors fetch without an Origin, with a valid pass',
      body: JSON.stringify(passed(canary)),
      options: { ...text, headers: { 'sec-fetch-site': 'cross-site' } },
      issue: { path: '', message: "reports come from the site's own pages only, not from another site's" },
    },
  ];

  test.each(cases)('$name → 403, nothing stored', async ({ body, options, issue }) => {
    const before = rows().length;
    const response = await send(body, options);
    expect(response).toMatchObject({ status: 403, body: { error: 'report_refused', issues: [issue] } });
    expect(rows()).toHaveLength(before);
  });

  test("the site origin's beacon, same-site by fetch metadata, is taken and answered with its origin", async () => {
    const before = rows().length;
    const response = await send(JSON.stringify(passed(page)), {
      ...text,
      headers: { origin: SITE_ORIGIN, 'sec-fetch-site': 'same-site' },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(rows()).toHaveLength(before + 2);
  });

  test('an api without the site secret refuses every batch, in one line, and stores nothing', async () => {
    const unverifiable = await startTestApi({ reportPassSecret: undefined });
    try {
      const response = await post(unverifiable.reportsUrl, passed(page), { key: null });
      expect(response).toMatchObject({ status: 503, body: { error: 'reports_unverifiable' } });
      expect(await unverifiable.store.fieldReports.summary({ since: new Date(0), until: new Date() })).toEqual([]);
    } finally {
      await unverifiable.close();
    }
  });
});

describe('clients', () => {
  test.each([
    ['203.0.113.9', '203.0.113.9'],
    ['::ffff:203.0.113.9', '203.0.113.9'],
    ['2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:0db8:0001:0002::', '2001:db8:1:2::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s is counted as the client %s', (address, client) => {
    expect(clientOf(address)).toBe(client);
  });

  test("behind a trusted proxy, the forwarded address is the client: one client's batches weigh one, an IPv6 /64 is one", async () => {
    const proxied = await startTestApi({ trustProxyHops: 1 });
    try {
      const from = (address: string) =>
        post(proxied.reportsUrl, passed(page), { key: null, headers: { 'x-forwarded-for': address } });
      for (let i = 0; i < 5; i++) expect((await from('203.0.113.1')).status).toBe(204);
      await from('2001:db8::1');
      await from('2001:db8::2');
      await from('203.0.113.2');
      const figures = await proxied.store.fieldReports.summary({
        since: new Date(0),
        until: new Date(Date.now() + 1000),
      });
      expect(figures.map(({ app, views, viewClients }) => ({ app, views, viewClients }))).toEqual([
        { app: 'mfe-legal', views: 8, viewClients: 3 },
        { app: 'shell', views: 8, viewClients: 3 },
      ]);
    } finally {
      await proxied.close();
    }
  });
});

test('reports are rate-limited per IP, with a budget apart from the forms and consents', async () => {
  const limited = await startTestApi({ rateLimitMax: 1, reportsRateLimitMax: 2 });
  try {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(limited.reportsUrl, passed(page), { key: null })).status);
    expect(statuses).toEqual([204, 204, 429]);
    const flood = await post(limited.reportsUrl, passed(page), { key: null });
    expect(flood).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
    const window = { since: new Date(0), until: new Date(Date.now() + 60_000) };
    expect((await limited.store.fieldReports.summary(window)).map((row) => row.views)).toEqual([2, 2]);
  } finally {
    await limited.close();
  }
});

test("the reports' limit fails closed: while its counter errs, nothing is taken (the forms' limit lets through)", async () => {
  const store = await openSqliteStore(path.join(tempDir(), 'counter-down.db'));
  const failing = await startTestApi({
    store: { ...store, rateLimit: { hit: () => Promise.reject(new Error('counter down')) } },
  });
  try {
    const response = await post(failing.reportsUrl, passed(page), { key: null });
    expect(response).toMatchObject({ status: 503, body: { error: 'store_unavailable' } });
    expect(await store.fieldReports.summary({ since: new Date(0), until: new Date(Date.now() + 1000) })).toEqual([]);
  } finally {
    await failing.close();
  }
});

test(`a pass lasts ${REPORT_PASS_TTL_SECONDS / 3600} h`, () => {
  expect(REPORT_PASS_TTL_SECONDS).toBe(7200);
});
