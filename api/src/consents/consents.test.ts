/**
 * `POST /api/consents` over real HTTP and a real SQLite file: every bad input is answered 400 (or
 * 415/413) with a JSON reason and stores nothing; a good record is stored once however often it
 * is sent, with nothing about the request beside it.
 */
import { randomUUID } from 'node:crypto';
import type { ConsentRecord } from 'shared/schemas/consent-record';
import { consentRecord as recordGivenAtFixedTime } from '../testing/consent-repository-suite';
import { BODY_LIMIT } from '../app/app';
import { budgetsApart, post, SITE_ORIGIN, startTestApi, type PostOptions, type TestApi } from '../testing/harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

/** A record given now: the schema refuses times far from the api's clock. */
const consentRecord = (overrides: Partial<ConsentRecord> = {}) =>
  recordGivenAtFixedTime({ givenAt: new Date().toISOString(), ...overrides });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const count = async () => (await api.store.consents.export({})).length;
/** Sends as the browser does: JSON, no Idempotency-Key. */
const send = (body: unknown, options: PostOptions = {}) => post(api.consentsUrl, body, { key: null, ...options });
const invalid = (path: string, message: string) => ({ error: 'invalid', issues: [{ path, message }] });

describe('bad input: a 4xx with a JSON reason, and nothing stored', () => {
  const withField = (field: keyof ConsentRecord, value: unknown) => ({ ...consentRecord(), [field]: value });
  const without = (field: keyof ConsentRecord) => {
    const { [field]: _left, ...rest } = consentRecord();
    return rest;
  };
  const cases: { name: string; body: unknown; options?: PostOptions; status: number; answer: unknown }[] = [
    { name: 'malformed JSON', body: '{"consentId":', status: 400, answer: invalid('', 'Malformed JSON') },
    { name: 'an empty body', body: '', status: 400, answer: invalid('', 'Malformed JSON') },
    {
      name: 'a text/plain body',
      body: JSON.stringify(consentRecord()),
      options: { contentType: 'text/plain' },
      status: 415,
      answer: { error: 'unsupported_media_type' },
    },
    {
      name: 'a body over 16 KiB',
      body: withField('path', `/${'a'.repeat(BODY_LIMIT)}`),
      status: 413,
      answer: { error: 'payload_too_large' },
    },
    { name: 'an array', body: [consentRecord()], status: 400, answer: { error: 'invalid' } },
    { name: 'null', body: 'null', status: 400, answer: { error: 'invalid' } },
    {
      name: 'a consentId that is not a UUID',
      body: withField('consentId', 'abc'),
      status: 400,
      answer: invalid('consentId', 'consentId must be a UUID'),
    },
    {
      name: 'no consentId',
      body: without('consentId'),
      status: 400,
      answer: invalid('consentId', 'consentId must be a UUID'),
    },
    {
      name: 'analytics as a string',
      body: withField('analytics', 'true'),
      status: 400,
      answer: invalid('analytics', 'analytics must be true or false'),
    },
    {
      name: 'no marketing',
      body: without('marketing'),
      status: 400,
      answer: invalid('marketing', 'marketing must be true or false'),
    },
    {
      name: 'a version of another shape',
      body: withField('version', 'v1'),
      status: 400,
      answer: invalid('version', 'version must look like 1.0'),
    },
    {
      name: 'a version as a number',
      body: withField('version', 1),
      status: 400,
      answer: invalid('version', 'version must look like 1.0'),
    },
    {
      name: 'givenAt a date only',
      body: withField('givenAt', '2026-11-24'),
      status: 400,
      answer: invalid('givenAt', 'givenAt must be an ISO time in UTC'),
    },
    {
      name: 'givenAt not a time',
      body: withField('givenAt', 'yesterday'),
      status: 400,
      answer: invalid('givenAt', 'givenAt must be an ISO time in UTC'),
    },
    {
      name: 'an unknown source',
      body: withField('source', 'footer'),
      status: 400,
      answer: invalid('source', 'source must be banner or dialog'),
    },
    { name: 'gpc as 1', body: withField('gpc', 1), status: 400, answer: invalid('gpc', 'gpc must be true or false') },
    { name: 'no dnt', body: without('dnt'), status: 400, answer: invalid('dnt', 'dnt must be true or false') },
    {
      name: 'a path with a query',
      body: withField('path', '/?email=a@b.c'),
      status: 400,
      answer: invalid('path', 'path must be a path starting with / without a query'),
    },
    {
      name: 'a full URL as path',
      body: withField('path', 'https://x.example/'),
      status: 400,
      answer: invalid('path', 'path must be a path starting with / without a query'),
    },
    {
      name: 'a path too long',
      body: withField('path', `/${'a'.repeat(2000)}`),
      status: 400,
      answer: invalid('path', 'path must be at most 2000 characters'),
    },
    {
      name: 'a NUL in the path',
      body: withField('path', '/a\u0000b'),
      status: 400,
      answer: invalid('path', 'path must be visible ASCII, percent-encoded as the browser gives it'),
    },
    {
      name: 'givenAt in year 0000',
      body: withField('givenAt', '0000-01-01T00:00:00.000Z'),
      status: 400,
      answer: invalid('givenAt', 'givenAt must be within the last 13 months and at most a day ahead'),
    },
    {
      name: 'a user agent',
      body: { ...consentRecord(), userAgent: 'Mozilla/5.0' },
      status: 400,
      answer: invalid('', 'Unrecognized key: "userAgent"'),
    },
    {
      name: 'an IP address',
      body: { ...consentRecord(), ip: '203.0.113.9' },
      status: 400,
      answer: invalid('', 'Unrecognized key: "ip"'),
    },
  ];

  test.each(cases)('$name → $status', async ({ body, options, status, answer }) => {
    const before = await count();
    const response = await send(body, options);
    expect(response.status).toBe(status);
    expect(response.body).toMatchObject(answer as object);
    expect(await count()).toBe(before);
  });

  test('every broken field is named at once', async () => {
    const response = await send({ ...consentRecord(), analytics: null, source: 'x' });
    expect(response.body).toEqual({
      error: 'invalid',
      issues: [
        { path: 'analytics', message: 'analytics must be true or false' },
        { path: 'source', message: 'source must be banner or dialog' },
      ],
    });
  });
});

describe('storing', () => {
  const rowsOf = (consentId: string) => api.store.consents.history(consentId);

  test('a valid record is answered 201 with its id and stored with its fields only', async () => {
    const record = consentRecord({ analytics: true, marketing: false, source: 'dialog', path: '/cookie-policy' });
    const response = await send(record);
    expect(response.status).toBe(201);
    expect(await rowsOf(record.consentId)).toEqual([
      { ...record, id: response.body.id, receivedAt: expect.any(String) },
    ]);
  });

  test('the same record sent again is answered 201 with the first id and stored once', async () => {
    const record = consentRecord();
    const first = await send(record);
    const again = await send(record);
    expect(again).toMatchObject({ status: 201, body: { id: first.body.id } });
    expect(await rowsOf(record.consentId)).toHaveLength(1);
  });

  test('the same record with its id in upper case is the same record', async () => {
    const record = consentRecord();
    const first = await send({ ...record, consentId: record.consentId.toUpperCase() });
    const again = await send(record);
    expect(again).toMatchObject({ status: 201, body: { id: first.body.id } });
    expect((await rowsOf(record.consentId)).map((row) => row.consentId)).toEqual([record.consentId]);
  });

  test('a later choice of the same visitor is a second record', async () => {
    const consentId = randomUUID();
    await send(consentRecord({ consentId, givenAt: minutesAgo(10) }));
    await send(consentRecord({ consentId, givenAt: minutesAgo(5), analytics: false }));
    expect((await rowsOf(consentId)).map((row) => row.analytics)).toEqual([true, false]);
  });
});

describe('CORS, like the form endpoint', () => {
  test('the site origin may send a JSON record', async () => {
    const preflight = await fetch(api.consentsUrl, {
      method: 'OPTIONS',
      headers: {
        origin: SITE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    const response = await send(consentRecord(), { headers: { origin: SITE_ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });

  test('another origin may not', async () => {
    const preflight = await fetch(api.consentsUrl, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
  });
});

test('records are rate-limited per IP, apart from the forms', async () => {
  const limited = await startTestApi({ rateLimitMax: 2 });
  try {
    expect(await budgetsApart(limited, 2)).toEqual({ consents: [201, 201, 429], forms: [201, 201, 429] });
    const flood = await post(limited.consentsUrl, consentRecord(), { key: null });
    expect(flood).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.store.consents.export({})).toHaveLength(2);
  } finally {
    await limited.close();
  }
});
