import { consentRecordSchema, type ConsentRecord } from './consent-record';

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
])('refuses %s', (_name, change, path, message) => {
  expect(messages({ ...record, ...change })).toEqual([[path, message]]);
});

test('refuses any field that could identify a person', () => {
  expect(consentRecordSchema.safeParse({ ...record, userAgent: 'Mozilla/5.0' }).success).toBe(false);
  expect(consentRecordSchema.safeParse({ ...record, ip: '203.0.113.9' }).success).toBe(false);
});
