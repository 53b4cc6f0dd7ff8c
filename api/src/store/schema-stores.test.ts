/**
 * Both stores take exactly what the shared schemas accept: the same bodies, sent over HTTP to an
 * api on SQLite and one on PostgreSQL, are stored by both, as validated, or refused by both with
 * a 400 and nothing stored. Never a 503 for a value the schema let through.
 */
import { CONSENT_PATH_MAX, consentRecordSchema } from 'shared/schemas/consent-record';
import { forms } from 'shared/schemas/forms';
import { consentRecord } from '../testing/consent-repository-suite';
import { startPgCluster, type PgCluster } from '../testing/pg-cluster';
import { openPgStore } from './pg-store';
import { post, startTestApi, submission, validFields, type TestApi } from '../testing/harness';

jest.setTimeout(60_000);

let cluster: PgCluster;
let apis: { name: string; api: TestApi }[];

beforeAll(async () => {
  cluster = await startPgCluster();
  apis = [
    { name: 'SQLite', api: await startTestApi({ rateLimitMax: 0 }) },
    { name: 'PostgreSQL', api: await startTestApi({ rateLimitMax: 0, store: await openPgStore(cluster.url) }) },
  ];
}, 30_000);

afterAll(async () => {
  await Promise.all((apis ?? []).map(({ api }) => api.close()));
  await cluster?.stop();
});

/** mulberry32: the same "random" cases on every run, so a failure can be replayed. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Characters at every edge the stores have: NUL and other controls, DEL, C1, surrogates alone and paired, non-ASCII. */
const EDGE_CHARACTERS = [
  ...['a', 'Z', '0', '/', '%', '-', '.', '~', '\\', '"', "'", '?', '#', ' ', '\t', '\n'],
  ...['\u0000', '\u0001', '\u001f', '\u007f', '\u0080', '\u009f', '\u00e9', '\u2028', '\uFEFF', '\uFFFF'],
  ...['\uD800', '\uDBFF', '\uDC00', '\uDFFF', '\u{1F600}'],
];

function randomText(random: () => number, length: number): string {
  return Array.from({ length }, () => EDGE_CHARACTERS[Math.floor(random() * EDGE_CHARACTERS.length)]).join('');
}

const random = seeded(27);
const minutes = (count: number) => new Date(Date.now() + count * 60_000).toISOString();
const paths = [
  '/',
  '/caf%C3%A9/%00',
  `/${'a'.repeat(CONSENT_PATH_MAX - 1)}`,
  `/${'a'.repeat(CONSENT_PATH_MAX)}`,
  `/${'a'.repeat(CONSENT_PATH_MAX - 2)}\u0000`,
  ...Array.from({ length: 40 }, () => `/${randomText(random, Math.floor(random() * 12))}`),
];
// Away from the window's ends by minutes, so the clock moving during the test changes nothing.
const givenTimes = [
  '0000-01-01T00:00:00.000Z',
  '0001-01-01T00:00:00.000Z',
  '1969-12-31T23:59:59.999Z',
  '9999-12-31T23:59:59.999Z',
  minutes(-12 * 31 * 24 * 60),
  minutes(-14 * 31 * 24 * 60),
  minutes(-1),
  minutes(0).replace(/\.\d+Z$/, '.123456789Z'),
  minutes(0).replace(/\.\d+Z$/, 'Z'),
  minutes(23 * 60),
  minutes(25 * 60),
];

type Outcome = { status: number; stored: unknown };

async function sendConsent(api: TestApi, body: Record<string, unknown>): Promise<Outcome> {
  const answer = await post(api.consentsUrl, body, { key: null });
  const history = await api.store.consents.history(body.consentId as string);
  return { status: answer.status, stored: history.map(({ id: _id, receivedAt: _at, ...record }) => record) };
}

test('a consent record the schema accepts is stored by both stores as sent; one it refuses is 400 on both', async () => {
  const candidates = [
    ...paths.map((path) => consentRecord({ path, givenAt: minutes(0) })),
    ...givenTimes.map((givenAt) => consentRecord({ givenAt })),
  ];
  const verdicts = { accepted: 0, refused: 0 };
  for (const candidate of candidates) {
    const parsed = consentRecordSchema.safeParse(candidate);
    const expected: Outcome = parsed.success
      ? { status: 201, stored: [{ ...parsed.data, givenAt: new Date(parsed.data.givenAt).toISOString() }] }
      : { status: 400, stored: [] };
    verdicts[parsed.success ? 'accepted' : 'refused'] += 1;
    for (const { name, api } of apis) {
      expect({ store: name, candidate, ...(await sendConsent(api, candidate)) }).toEqual({
        store: name,
        candidate,
        ...expected,
      });
    }
  }
  // Both sides of the schema were tried.
  expect(verdicts.accepted).toBeGreaterThan(10);
  expect(verdicts.refused).toBeGreaterThan(10);
});

test('a lead whose text holds NUL, lone surrogates or any other edge character is stored by both as validated', async () => {
  const texts = [
    'Nul\u0000 in the middle',
    'A lone \uD800 high and \uDC00 low surrogate',
    ...Array.from({ length: 20 }, () => `Message ${randomText(random, 20)}`),
    `${'x'.repeat(995)}\u0000\uD800`,
  ];
  for (const message of texts) {
    const body = submission('contact', { message });
    const parsed = forms.contact.fields.safeParse({ ...validFields.contact, message });
    for (const { name, api } of apis) {
      const answer = await post(api.formsUrl, body);
      const stored = answer.status === 201 ? (await api.store.leads.get(answer.body.id as string))?.fields : undefined;
      expect({ store: name, message, status: answer.status, stored }).toEqual({
        store: name,
        message,
        status: parsed.success ? 201 : 400,
        stored: parsed.success ? parsed.data : undefined,
      });
    }
  }
});
