import { randomUUID } from 'node:crypto';
import {
  closedPortUrl,
  post,
  startMockServer,
  startTestApi,
  submission,
  type MockServer,
  type TestApi,
} from '../testing/harness';
import { memoryTokenLedger } from '../store/sqlite-store';
import { devTokenVerifier, hostnamesOf, recaptchaVerifier, verifierFromEnv } from './verification';

const SECRET = 'test-secret';

/** What Google answers for each token the tests send. */
const answers: Record<string, unknown> = {
  good: { success: true, score: 0.9, action: 'contact_form', hostname: 'localhost' },
  threshold: { success: true, score: 0.5, action: 'contact_form', hostname: 'localhost' },
  'low-score': { success: true, score: 0.3, action: 'contact_form', hostname: 'localhost' },
  'wrong-action': { success: true, score: 0.9, action: 'trial_request', hostname: 'localhost' },
  'wrong-host': { success: true, score: 0.9, action: 'contact_form', hostname: 'evil.example' },
  'no-score': { success: true, action: 'contact_form', hostname: 'localhost' },
  failed: { success: false, 'error-codes': ['invalid-input-response'] },
};

let google: MockServer;
let api: TestApi;

beforeAll(async () => {
  google = await startMockServer((request) => {
    const token = new URLSearchParams(request.body).get('response') ?? '';
    if (token === 'google-down') return { status: 500 };
    return { status: 200, json: answers[token] ?? { success: false, 'error-codes': ['invalid-input-response'] } };
  });
  api = await startTestApi({
    verifier: recaptchaVerifier({
      secret: SECRET,
      verifyUrl: google.url,
      minScore: 0.5,
      hostnames: hostnamesOf(['http://localhost:3000']),
    }),
  });
});

afterAll(async () => {
  await api.close();
  await google.close();
});

describe('reCAPTCHA siteverify', () => {
  test('a good token is checked with Google, form-encoded, and the lead stored', async () => {
    const before = google.requests.length;
    const response = await post(api.formsUrl, submission('contact', { recaptchaToken: 'good' }));
    expect(response.status).toBe(201);
    expect(await api.leadCount()).toBe(1);
    const request = google.requests[before]!;
    expect(request.method).toBe('POST');
    expect(request.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      secret: SECRET,
      response: 'good',
      remoteip: '127.0.0.1',
    });
  });

  test('a score exactly at the threshold passes', async () => {
    expect((await post(api.formsUrl, submission('contact', { recaptchaToken: 'threshold' }))).status).toBe(201);
  });

  test.each(['low-score', 'wrong-action', 'wrong-host', 'no-score', 'failed', 'unknown'])(
    '%s → 403, nothing stored',
    async (token) => {
      const before = await api.leadCount();
      const response = await post(api.formsUrl, submission('contact', { recaptchaToken: token }));
      expect(response).toMatchObject({ status: 403, body: { error: 'verification_failed' } });
      expect(await api.leadCount()).toBe(before);
    },
  );

  test('the action checked is the form’s own', async () => {
    // 'good' was issued for contact_form: it cannot submit the trial form.
    const response = await post(api.formsUrl, submission('trial-request', { recaptchaToken: 'good' }));
    expect(response.status).toBe(403);
  });

  test('Google failing is a 503, not a verdict on the visitor', async () => {
    const before = await api.leadCount();
    const response = await post(api.formsUrl, submission('contact', { recaptchaToken: 'google-down' }));
    expect(response).toMatchObject({ status: 503, body: { error: 'verification_unavailable' } });
    expect(await api.leadCount()).toBe(before);
  });

  test('Google unreachable is a 503 too', async () => {
    const verifier = recaptchaVerifier({
      secret: SECRET,
      verifyUrl: await closedPortUrl(),
      minScore: 0.5,
      hostnames: [],
    });
    expect(await verifier.verify('good', 'contact_form', '127.0.0.1')).toMatchObject({ ok: false, unavailable: true });
  });
});

describe('development tokens', () => {
  test.each([
    ['dev.contact_form.abcdefgh', true],
    [`dev.contact_form.${randomUUID()}`, true],
    ['dev.contact_form.short', false],
    ['dev.contact_form', false],
    ['dev.contact_form.has.dot', false],
    ['dev.contact_form.with space', false],
    [`dev.contact_form.${'x'.repeat(129)}`, false],
    ['prod.contact_form.abcdefgh', false],
    ['dev.trial_request.abcdefgh', false],
  ])('%s → %s', async (token, ok) => {
    expect((await devTokenVerifier(memoryTokenLedger()).verify(token, 'contact_form', '127.0.0.1')).ok).toBe(ok);
  });

  test('each token is accepted once', async () => {
    const verifier = devTokenVerifier(memoryTokenLedger());
    expect((await verifier.verify('dev.contact_form.abcdefgh', 'contact_form', '')).ok).toBe(true);
    expect(await verifier.verify('dev.contact_form.abcdefgh', 'contact_form', '')).toEqual({
      ok: false,
      reason: 'development token already used',
    });
  });
});

describe('choosing the verifier', () => {
  const base = {
    RECAPTCHA_VERIFY_URL: '',
    RECAPTCHA_MIN_SCORE: 0.5,
    ALLOWED_ORIGINS: ['http://localhost:3000'],
  };

  test('with a secret, development tokens are refused even when allowed', async () => {
    const verifier = verifierFromEnv(
      {
        ...base,
        RECAPTCHA_SECRET: SECRET,
        RECAPTCHA_VERIFY_URL: google.url,
        ALLOW_DEV_TOKENS: true,
      },
      memoryTokenLedger(),
    );
    const before = google.requests.length;
    expect((await verifier.verify('dev.contact_form.abcdefgh', 'contact_form', '127.0.0.1')).ok).toBe(false);
    expect(google.requests.length).toBe(before + 1);
  });

  test('without a secret, development tokens when allowed', async () => {
    const verifier = verifierFromEnv(
      { ...base, RECAPTCHA_SECRET: undefined, ALLOW_DEV_TOKENS: true },
      memoryTokenLedger(),
    );
    expect((await verifier.verify('dev.contact_form.abcdefgh', 'contact_form', '127.0.0.1')).ok).toBe(true);
  });

  test('never nothing', () => {
    expect(() =>
      verifierFromEnv({ ...base, RECAPTCHA_SECRET: undefined, ALLOW_DEV_TOKENS: false }, memoryTokenLedger()),
    ).toThrow();
  });

  test('hostnames come from the allowed origins', () => {
    expect(
      hostnamesOf(['https://www.veritenant.example', 'https://veritenant.example:8443', 'http://localhost:3000']),
    ).toEqual(['www.veritenant.example', 'veritenant.example', 'localhost']);
  });
});
