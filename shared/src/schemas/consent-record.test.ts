import { CONSENT_PATH_MAX, consentRecordSchema, GIVEN_AT_MAX_AHEAD_MS, type ConsentRecord } from './consent-record';

// The api's clock: givenAt is checked against it.
const NOW = new Date('2026-11-24T10:00:00.000Z');
beforeEach(() => jest.useFakeTimers({ now: NOW, doNotFake: ['nextTick', 'setImmediate'] }));
afterEach(() => jest.useRealTimers());

const record: ConsentRecord = {
  consentId: '0b0f4c3e-7f5a-4d7e-9a51-1f2a3b4c5d6e',
  analytics: true,
  marketing: false,
  version: '1.0',
  givenAt: '2026-11-24T09:30:00.000Z',
  source: 'banner',
  gpc: false,
  dnt: true,
  path: '/cookie-policy',
};

const messages = (value: unknown) =>
  consentRecordSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

test('a record as the browser makes it is valid and kept as it is', () => {
  expect(consentRecordSchema.parse(record)).toEqual(record);
  expect(consentRecordSchema.parse({ ...record, source: 'dialog', path: '/' })).toMatchObject({ source: 'dialog' });
});

test('a consentId is a UUID whatever its case: it is kept lower-cased', () => {
  expect(consentRecordSchema.parse({ ...record, consentId: record.consentId.toUpperCase() })).toEqual(record);
});

test.each<[string, Partial<Record<keyof ConsentRecord, unknown>>, string, string]>([
  ['a consentId that is not a UUID', { consentId: 'visitor-1' }, 'consentId', 'consentId must be a UUID'],
  ['analytics as text', { analytics: 'yes' }, 'analytics', 'analytics must be true or false'],
  ['a version of another shape', { version: '1' }, 'version', 'version must look like 1.0'],
  ['givenAt with an offset', { givenAt: '2026-11-24T10:30:00+01:00' }, 'givenAt', 'givenAt must be an ISO time in UTC'],
  ['an unknown source', { source: 'api' }, 'source', 'source must be banner or dialog'],
  ['dnt missing', { dnt: undefined }, 'dnt', 'dnt must be true or false'],
  [
    'a path with a query',
    { path: '/trial?email=a@b.c' },
    'path',
    'path must be a path starting with / without a query',
  ],
  ['a path with a fragment', { path: '/#x' }, 'path', 'path must be a path starting with / without a query'],
  ...[
    '/a\u0000b',
    '/\u0001',
    '/a\u001fb',
    '/a\u007f',
    '/a b',
    '/a\tb',
    '/\u0085',
    '/caf\u00e9',
    '/\uD800',
    '/x\uDC00',
    '/\u{1F600}',
  ].map((path): [string, Partial<ConsentRecord>, string, string] => [
    `the path ${JSON.stringify(path)}`,
    { path },
    'path',
    'path must be visible ASCII, percent-encoded as the browser gives it',
  ]),
  ...[
    ['year 0000', '0000-01-01T00:00:00.000Z'],
    ['year 9999', '9999-12-31T23:59:59.999Z'],
    ['a day and a second ahead', '2026-11-25T10:00:01.000Z'],
    ['older than 13 months', '2025-10-24T09:59:59.999Z'],
  ].map(([name, givenAt]): [string, Partial<ConsentRecord>, string, string] => [
    `givenAt ${name}`,
    { givenAt },
    'givenAt',
    'givenAt must be within the last 13 months and at most a day ahead',
  ]),
])('refuses %s', (_name, change, path, message) => {
  expect(messages({ ...record, ...change })).toEqual([[path, message]]);
});

test('accepts a path of visible ASCII up to its limit, and givenAt from 13 months ago to a day ahead', () => {
  const accepted = (change: Partial<ConsentRecord>) => consentRecordSchema.safeParse({ ...record, ...change }).success;
  expect(accepted({ path: "/caf%C3%A9/%00/[x]|^~!$&'()*+,;=:@" })).toBe(true);
  expect(accepted({ path: `/${'a'.repeat(CONSENT_PATH_MAX - 1)}` })).toBe(true);
  expect(accepted({ givenAt: '2025-10-24T10:00:00.000Z' })).toBe(true);
  expect(accepted({ givenAt: new Date(NOW.getTime() + GIVEN_AT_MAX_AHEAD_MS).toISOString() })).toBe(true);
  expect(accepted({ givenAt: '2026-11-24T10:00:00.123456Z' })).toBe(true);
});

test('refuses any field that could identify a person', () => {
  expect(consentRecordSchema.safeParse({ ...record, userAgent: 'Mozilla/5.0' }).success).toBe(false);
  expect(consentRecordSchema.safeParse({ ...record, ip: '203.0.113.9' }).success).toBe(false);
});
