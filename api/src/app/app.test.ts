import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { formTypes, type FormType } from 'shared/schemas/forms';
import { BODY_LIMIT } from './app';
import { recaptchaVerifier } from '../forms/verification';
import {
  post,
  SITE_ORIGIN,
  startMockServer,
  startTestApi,
  submission,
  type MockServer,
  type PostOptions,
  type TestApi,
} from '../testing/harness';

let api: TestApi;

beforeAll(async () => {
  api = await startTestApi();
});

afterAll(() => api.close());

const invalid = (path: string, message: string) => ({ error: 'invalid', issues: [{ path, message }] });

describe('bad input: a 4xx with a JSON error, and nothing stored', () => {
  const cases: { name: string; body: () => unknown; options?: PostOptions; status: number; answer: unknown }[] = [
    {
      name: 'a text/plain body',
      body: () => JSON.stringify(submission()),
      options: { contentType: 'text/plain' },
      status: 415,
      answer: { error: 'unsupported_media_type' },
    },
    {
      name: 'a form-encoded body',
      body: () => new URLSearchParams({ formType: 'contact' }).toString(),
      options: { contentType: 'application/x-www-form-urlencoded' },
      status: 415,
      answer: { error: 'unsupported_media_type' },
    },
    {
      name: 'no content type',
      body: () => JSON.stringify(submission()),
      options: { contentType: null },
      status: 415,
      answer: { error: 'unsupported_media_type' },
    },
    {
      name: 'a body over 16 KiB',
      body: () => submission('contact', { message: 'x'.repeat(BODY_LIMIT) }),
      status: 413,
      answer: { error: 'payload_too_large' },
    },
    {
      name: 'malformed JSON',
      body: () => '{"formType": "contact",',
      status: 400,
      answer: invalid('', 'Malformed JSON'),
    },
    { name: 'an empty JSON body', body: () => '', status: 400, answer: invalid('', 'Malformed JSON') },
    {
      name: 'a prototype-poisoning body',
      body: () => '{"__proto__": {"admin": true}}',
      status: 400,
      answer: invalid('', 'Malformed JSON'),
    },
    { name: 'a JSON array', body: () => [submission()], status: 400, answer: invalid('', 'Expected a JSON object') },
    {
      name: 'an unknown formType',
      body: () => submission('contact', { formType: 'newsletter' }),
      status: 400,
      answer: invalid('formType', 'Unknown form type'),
    },
    {
      name: 'no formType',
      body: () => submission('contact', { formType: undefined }),
      status: 400,
      answer: invalid('formType', 'Unknown form type'),
    },
    {
      name: 'an invalid e-mail address',
      body: () => submission('contact', { email: 'not-an-address' }),
      status: 400,
      answer: invalid('email', 'Invalid email address'),
    },
    {
      name: 'a missing field',
      body: () => submission('contact', { message: undefined }),
      status: 400,
      answer: invalid('message', 'Message is required'),
    },
    {
      name: 'a blank required field',
      body: () => submission('contact', { message: '   ' }),
      status: 400,
      answer: invalid('message', 'Message is required'),
    },
    {
      name: 'every broken field at once',
      body: () => submission('enterprise-ai-demo', { name: '', email: 'x', useCase: 'u'.repeat(501) }),
      status: 400,
      answer: {
        error: 'invalid',
        issues: [
          { path: 'name', message: 'Name is required' },
          { path: 'email', message: 'Invalid email address' },
          { path: 'useCase', message: 'Description must be less than 500 characters' },
        ],
      },
    },
    {
      name: 'an extra field',
      body: () => submission('contact', { phone: '555' }),
      status: 400,
      answer: invalid('', 'Unrecognized key: "phone"'),
    },
    {
      name: 'an over-long field',
      body: () => submission('contact', { message: 'm'.repeat(2001) }),
      status: 400,
      answer: invalid('message', 'Message must be less than 2000 characters'),
    },
    {
      name: 'a trial request without the terms accepted',
      body: () => submission('trial-request', { agreeToTerms: false }),
      status: 400,
      answer: invalid('agreeToTerms', 'You must agree to the terms and privacy policy'),
    },
    {
      name: 'a value outside a select',
      body: () => submission('government-solution', { governmentLevel: 'galactic' }),
      status: 400,
      answer: invalid('governmentLevel', 'Please select a government level'),
    },
    {
      name: 'no token',
      body: () => submission('contact', { recaptchaToken: undefined }),
      status: 403,
      answer: { error: 'verification_failed' },
    },
    {
      name: 'an empty token',
      body: () => submission('contact', { recaptchaToken: '' }),
      status: 403,
      answer: { error: 'verification_failed' },
    },
    {
      name: 'a malformed token',
      body: () => submission('contact', { recaptchaToken: 'dev.contact_form' }),
      status: 403,
      answer: { error: 'verification_failed' },
    },
    {
      name: 'a token that is not a development token',
      body: () => submission('contact', { recaptchaToken: '03AFcWeA6x-real-looking-google-token' }),
      status: 403,
      answer: { error: 'verification_failed' },
    },
    {
      name: "a token for another form's action",
      body: () => submission('contact', { recaptchaToken: `dev.trial_request.${randomUUID()}` }),
      status: 403,
      answer: { error: 'verification_failed' },
    },
    {
      name: 'an Idempotency-Key over 100 characters',
      body: () => submission(),
      options: { key: 'k'.repeat(101) },
      status: 400,
      answer: { error: 'idempotency_key_invalid' },
    },
  ];

  test.each(cases)('$name → $status', async ({ body, options, status, answer }) => {
    const response = await post(api.formsUrl, body(), options);
    expect(response.status).toBe(status);
    expect(response.body).toEqual(answer);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await api.leadCount()).toBe(0);
  });
});

describe('happy path', () => {
  test.each(formTypes)('%s: 201 { id } once the lead is on disk', async (formType: FormType) => {
    const key = randomUUID();
    const body = submission(formType, { email: '  Sales.Lead@Example.COM  ' });
    if (formType === 'government-solution') body.email = 'Sales.Lead@Example.COM'; // not trimmed: must be exact
    const response = await post(api.formsUrl, body, { key });

    expect(response.status).toBe(201);
    expect(response.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const lead = await api.store.leads.get(response.body.id as string);
    expect(lead).toMatchObject({ formType, email: 'sales.lead@example.com', idempotencyKey: key, spam: false });
    expect(new Date(lead!.createdAt).toISOString()).toBe(lead!.createdAt);
    expect(lead!.bodyHash).toMatch(/^[0-9a-f]{64}$/);
    const fields = lead!.fields;
    expect(fields).not.toHaveProperty('recaptchaToken');
    expect(fields).not.toHaveProperty('formType');
    expect(fields).not.toHaveProperty('website');
    expect(fields.email).toBe('Sales.Lead@Example.COM');
  });

  test('stores the validated values: trimmed, as the schema returns them', async () => {
    const response = await post(api.formsUrl, submission('contact', { firstName: '  Grace  ', message: ' Hi there ' }));
    const lead = await api.store.leads.get(response.body.id as string);
    expect(lead!.fields).toMatchObject({ firstName: 'Grace', message: 'Hi there' });
  });

  test('keeps no IP address', async () => {
    const response = await post(api.formsUrl, submission());
    const lead = await api.store.leads.get(response.body.id as string);
    expect(Object.keys(lead!).sort()).toEqual([
      'bodyHash',
      'createdAt',
      'email',
      'fields',
      'formType',
      'id',
      'idempotencyKey',
      'spam',
    ]);
    expect(JSON.stringify(lead)).not.toContain('127.0.0.1');
  });
});

describe('bodies a client should never send', () => {
  test('a deeply nested value is refused with 400 before anything walks it, and nothing is stored', async () => {
    const depth = 8_000;
    const body = `{"formType":"contact","x":${'['.repeat(depth)}${']'.repeat(depth)}}`;
    expect(body.length).toBeLessThan(BODY_LIMIT);
    const before = await api.leadCount();

    const response = await post(api.formsUrl, body);

    expect(response.status).toBe(400);
    expect(response.body).toMatchObject({ error: 'invalid' });
    expect(await api.leadCount()).toBe(before);
  });
});

describe('idempotency', () => {
  test('a request shaped as the spec says, with no Idempotency-Key, is stored', async () => {
    const before = await api.leadCount();
    const response = await post(api.formsUrl, submission('trial-request'), { key: null });

    expect(response.status).toBe(201);
    const lead = await api.store.leads.get(response.body.id as string);
    expect(lead).toMatchObject({ formType: 'trial-request', idempotencyKey: null });
    expect(await api.leadCount()).toBe(before + 1);
  });

  test('two requests without a key are two leads', async () => {
    const body = submission('contact');
    const first = await post(api.formsUrl, body, { key: null });
    const second = await post(api.formsUrl, { ...body, recaptchaToken: submission().recaptchaToken }, { key: null });
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.id).not.toBe(first.body.id);
  });

  test('the same key and body replays the first answer and stores one lead', async () => {
    const key = randomUUID();
    const body = submission('enterprise-ai-demo');
    const before = await api.leadCount();
    const first = await post(api.formsUrl, body, { key });
    // The token was spent on the first attempt: a replay is answered before it is checked.
    const second = await post(api.formsUrl, body, { key });
    expect(first.status).toBe(201);
    expect(second).toMatchObject({ status: 201, body: { id: first.body.id } });
    expect(await api.leadCount()).toBe(before + 1);
  });

  test('a retry with its keys reordered and a fresh token is still the same submission', async () => {
    const key = randomUUID();
    const body = submission('contact');
    const first = await post(api.formsUrl, body, { key });
    const reordered = Object.fromEntries(
      Object.entries({ ...body, recaptchaToken: 'dev.contact_form.fresh-token' }).reverse(),
    );
    const second = await post(api.formsUrl, reordered, { key });
    expect(second).toMatchObject({ status: 201, body: { id: first.body.id } });
  });

  test('the same key with another body is refused with 422 and stores nothing', async () => {
    const key = randomUUID();
    await post(api.formsUrl, submission('contact'), { key });
    const before = await api.leadCount();
    const other = await post(api.formsUrl, submission('contact', { message: 'Something else entirely.' }), { key });
    expect(other).toMatchObject({ status: 422, body: { error: 'idempotency_key_reused' } });
    expect(await api.leadCount()).toBe(before);
  });

  test('a development token is good for one submission only', async () => {
    const token = submission().recaptchaToken;
    const first = await post(api.formsUrl, submission('contact', { recaptchaToken: token }));
    const before = await api.leadCount();
    const reused = await post(api.formsUrl, submission('contact', { recaptchaToken: token, message: 'Again, again.' }));
    expect(first.status).toBe(201);
    expect(reused).toMatchObject({ status: 403, body: { error: 'verification_failed' } });
    expect(await api.leadCount()).toBe(before);
  });
});

describe('slow clients', () => {
  let strict: TestApi;

  beforeAll(async () => {
    strict = await startTestApi({ timeouts: { headersMs: 300, requestMs: 600, checkIntervalMs: 100 } });
  });

  afterAll(() => strict.close());

  /** Sends `head`, then one byte of `trickle` every 200 ms; resolves with what the server sent once it hangs up. */
  function trickle(head: string, body: string): Promise<{ answer: string; bytesSent: number }> {
    const { hostname, port } = new URL(strict.url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.write(head));
      let answer = '';
      let bytesSent = 0;
      const timer = setInterval(() => {
        if (bytesSent < body.length && !socket.destroyed) socket.write(body[bytesSent++]!);
      }, 200);
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('error', reject);
      socket.on('close', () => {
        clearInterval(timer);
        resolve({ answer, bytesSent });
      });
    });
  }

  test('a body sent a byte at a time is cut off with 408 once the request takes too long', async () => {
    const body = JSON.stringify(submission());
    const head = `POST /api/forms HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;

    const { answer, bytesSent } = await trickle(head, body);

    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(bytesSent).toBeLessThan(body.length);
    expect(await strict.leadCount()).toBe(0);
  });

  test('headers sent a byte at a time are cut off with 408', async () => {
    const { answer, bytesSent } = await trickle(
      '',
      'POST /api/forms HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'x'.repeat(100),
    );

    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(bytesSent).toBeLessThan(100);
  });
});

describe('retries in flight', () => {
  let google: MockServer;
  let slow: TestApi;
  const spent = new Set<string>();

  beforeAll(async () => {
    // Google's siteverify as it behaves: a token is good once; the first check of a token takes
    // 300 ms, a duplicate is refused at once.
    google = await startMockServer(async (request) => {
      const token = new URLSearchParams(request.body).get('response') ?? '';
      if (spent.has(token)) return { status: 200, json: { success: false, 'error-codes': ['timeout-or-duplicate'] } };
      spent.add(token);
      return {
        status: 200,
        delayMs: 300,
        json: { success: true, score: 0.9, action: 'contact_form', hostname: 'localhost' },
      };
    });
    slow = await startTestApi({
      verifier: recaptchaVerifier({ secret: 'secret', verifyUrl: google.url, minScore: 0.5, hostnames: ['localhost'] }),
    });
  });

  afterAll(async () => {
    await slow.close();
    await google.close();
  });

  test('five concurrent sends of one key and token all get the first attempt’s 201 { id }', async () => {
    const key = randomUUID();
    const body = submission('contact', { recaptchaToken: `token-${key}` });
    const before = await slow.leadCount();

    const answers = await Promise.all(Array.from({ length: 5 }, () => post(slow.formsUrl, body, { key })));

    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
    expect(new Set(answers.map((answer) => answer.body.id)).size).toBe(1);
    expect(await slow.store.leads.findByIdempotencyKey(key)).toMatchObject({ id: answers[0]!.body.id });
    expect(await slow.leadCount()).toBe(before + 1);
  });

  test('a retry waiting on a first attempt that failed is verified on its own', async () => {
    const key = randomUUID();
    const refused = post(slow.formsUrl, submission('contact', { recaptchaToken: 'spent-token' }), { key });
    spent.add('spent-token');
    const retry = post(slow.formsUrl, submission('contact', { recaptchaToken: `fresh-${key}` }), { key });

    expect((await refused).status).toBe(403);
    expect((await retry).status).toBe(201);
  });
});

describe('honeypot', () => {
  test('a filled honeypot is answered 201 and stored as spam', async () => {
    const response = await post(api.formsUrl, submission('contact', { website: 'http://cheap-pills.example' }));
    expect(response.status).toBe(201);
    const lead = await api.store.leads.get(response.body.id as string);
    expect(lead!.spam).toBe(true);
    expect(JSON.stringify(lead!.fields)).not.toContain('cheap-pills');
  });

  test('an empty honeypot is an ordinary lead', async () => {
    const response = await post(api.formsUrl, submission('contact', { website: '' }));
    expect(response.status).toBe(201);
    expect((await api.store.leads.get(response.body.id as string))!.spam).toBe(false);
  });
});

describe('headers', () => {
  test('an allowed origin is granted CORS, Idempotency-Key included', async () => {
    const preflight = await fetch(api.formsUrl, {
      method: 'OPTIONS',
      headers: {
        origin: SITE_ORIGIN,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,idempotency-key',
      },
    });
    expect(preflight.status).toBeLessThan(300);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
    expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('idempotency-key');

    const response = await post(api.formsUrl, submission(), { headers: { origin: SITE_ORIGIN } });
    expect(response.headers.get('access-control-allow-origin')).toBe(SITE_ORIGIN);
  });

  test('another origin is not', async () => {
    const preflight = await fetch(api.formsUrl, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const response = await post(api.formsUrl, submission(), { headers: { origin: 'https://evil.example' } });
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });

  test('security headers are sent, on errors too', async () => {
    for (const response of [await post(api.formsUrl, submission()), await post(api.formsUrl, '{')]) {
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(response.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
      expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    }
  });

  test('unknown paths answer 404 in JSON', async () => {
    const response = await fetch(`${api.url}/api/nothing`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ error: 'not_found' });
  });
});

describe('rate limit', () => {
  let limited: TestApi;

  afterEach(() => limited.close());

  test('the 11th submission from one IP within a minute gets 429 with Retry-After', async () => {
    limited = await startTestApi({ rateLimitMax: 10 });
    for (let i = 0; i < 10; i++) expect((await post(limited.formsUrl, submission())).status).toBe(201);
    const flood = await post(limited.formsUrl, submission());
    expect(flood).toMatchObject({ status: 429, body: { error: 'rate_limited' } });
    expect(Number(flood.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.leadCount()).toBe(10);
  });

  test('a forged X-Forwarded-For does not get round it', async () => {
    limited = await startTestApi({ rateLimitMax: 2 });
    const spoofed = (ip: string) => post(limited.formsUrl, submission(), { headers: { 'x-forwarded-for': ip } });
    expect((await spoofed('203.0.113.1')).status).toBe(201);
    expect((await spoofed('203.0.113.2')).status).toBe(201);
    expect((await spoofed('203.0.113.3')).status).toBe(429);
  });

  test('behind a trusted proxy each client has its own budget', async () => {
    limited = await startTestApi({ rateLimitMax: 1, trustProxyHops: 1 });
    const from = (ip: string) => post(limited.formsUrl, submission(), { headers: { 'x-forwarded-for': ip } });
    expect((await from('203.0.113.1')).status).toBe(201);
    expect((await from('203.0.113.1')).status).toBe(429);
    expect((await from('203.0.113.2')).status).toBe(201);
  });
});
