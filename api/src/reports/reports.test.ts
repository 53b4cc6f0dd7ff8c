/**
 * `POST /api/reports` over real HTTP and a real SQLite file: a batch is stored whole, as JSON or
 * as sendBeacon's text, and answered 204; every bad input is answered 4xx with a JSON reason and
 * stores nothing; nothing about the request is kept beside the reports.
 */
import path from 'node:path';
import Database from 'better-sqlite3';
import { FIELD_REPORTS_BODY_MAX, FIELD_REPORTS_MAX } from 'shared/schemas/field-reports';
import { error, view, vital } from '../testing/field-report-repository-suite';
import {
  post,
  removeTempDirs,
  SITE_ORIGIN,
  startTestApi,
  tempDir,
  type PostOptions,
  type TestApi,
} from '../testing/harness';
import { openSqliteStore } from '../store/sqlite-store';

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
const invalid = (path: string, message: string) => ({ error: 'invalid', issues: [{ path, message }] });
const page = view({ shell: '20261125T101010Z-1', 'mfe-legal': '20261125T111111Z-2' }, '/cookie-policy');

describe('storing', () => {
  test('a JSON batch is answered 204 once stored: a view per app on the page, an error, a vital', async () => {
    const before = rows().length;
    const response = await send(
      batch(
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
    const response = await send(JSON.stringify(batch(page)), { contentType: 'text/plain;charset=UTF-8' });
    expect(response.status).toBe(204);
    // A beacon is a no-cors request: with helmet's same-origin, the browser logs an error per beacon.
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(rows()).toHaveLength(before + 2);
  });

  test('a row holds the report and when it was received: no address, user agent or cookie', async () => {
    const before = rows().length;
    await send(batch(error('mfe-forms', 'r1', 'unhandled', 'Boom')), {
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

describe('CORS, like the other endpoints', () => {
  test("the site origin's beacon gets the origin back; another origin's does not", async () => {
    const text = { contentType: 'text/plain' };
    const ours = await send(JSON.stringify(batch(page)), { ...text, headers: { origin: SITE_ORIGIN } });
    expect(ours.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    const theirs = await send(JSON.stringify(batch(page)), { ...text, headers: { origin: 'https://evil.example' } });
    expect(theirs.headers.get('access-control-allow-origin')).toBeNull();
  });
});

test('reports are rate-limited per IP, with a budget apart from the forms and consents', async () => {
  const limited = await startTestApi({ rateLimitMax: 1, reportsRateLimitMax: 2 });
  try {
    const statuses = [];
    for (let i = 0; i < 3; i++) statuses.push((await post(limited.reportsUrl, batch(page), { key: null })).status);
    expect(statuses).toEqual([204, 204, 429]);
    const flood = await post(limited.reportsUrl, batch(page), { key: null });
    expect(flood).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
    const window = { since: new Date(0), until: new Date(Date.now() + 60_000) };
    expect((await limited.store.fieldReports.summary(window)).map((row) => row.views)).toEqual([2, 2]);
  } finally {
    await limited.close();
  }
});
