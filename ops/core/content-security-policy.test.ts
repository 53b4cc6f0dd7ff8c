import { createHash } from 'node:crypto';
import { appConfigFromEnv } from 'shared/app-config';
import { contentSecurityPolicy, inlineScriptSource, pageSecurityHeaders } from './content-security-policy';

/** The policy as directive → sources. */
function directives(policy: string): Record<string, string[]> {
  return Object.fromEntries(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );
}

const starter = '(()=>{start()})();';
const localDefaults = appConfigFromEnv({});

test('scripts only from the site’s origins and the starter, by the hash of its exact text', () => {
  const policy = directives(contentSecurityPolicy(localDefaults, [starter]));
  const hash = createHash('sha256').update(starter).digest('base64');
  expect(policy['script-src']).toEqual([
    "'self'",
    'http://localhost:3001',
    'http://localhost:3002',
    'http://localhost:3003',
    'http://localhost:3004',
    `'sha256-${hash}'`,
  ]);
  expect(inlineScriptSource(starter)).toBe(`'sha256-${hash}'`);
  expect(contentSecurityPolicy(localDefaults, [starter])).not.toMatch(/unsafe-eval/);
});

test('data may be fetched from the remotes (manifests) and the api (forms, blog), each origin once', () => {
  const policy = directives(contentSecurityPolicy(localDefaults, []));
  expect(policy['connect-src']).toEqual([
    "'self'",
    'http://localhost:3001',
    'http://localhost:3002',
    'http://localhost:3003',
    'http://localhost:3004',
    'http://localhost:3010',
  ]);
  expect(policy['frame-ancestors']).toEqual(["'none'"]);
  expect(policy['object-src']).toEqual(["'none'"]);
});

test('pointing a remote or the api at another origin moves the policy with it', () => {
  const moved = appConfigFromEnv({
    REMOTE_LEGAL_URL: 'https://legal.cdn.example.com/v2/mf-manifest.json',
    FORM_ENDPOINT: 'https://api.example.com/api/forms',
    BLOG_API_URL: 'https://cms.example.com',
  });
  const policy = directives(contentSecurityPolicy(moved, []));
  expect(policy['script-src']).toContain('https://legal.cdn.example.com');
  expect(policy['script-src']).not.toContain('http://localhost:3004');
  expect(policy['connect-src']).toEqual(expect.arrayContaining(['https://api.example.com', 'https://cms.example.com']));
  expect(policy['connect-src']).not.toContain('http://localhost:3010');
});

test('Google’s hosts only where analytics or reCAPTCHA are configured', () => {
  const bare = contentSecurityPolicy(localDefaults, []);
  expect(bare).not.toMatch(/google/);
  expect(directives(bare)['frame-src']).toEqual(["'none'"]);

  const withGoogle = directives(
    contentSecurityPolicy(appConfigFromEnv({ GA_MEASUREMENT_ID: 'G-TEST', RECAPTCHA_SITE_KEY: 'site-key' }), []),
  );
  expect(withGoogle['script-src']).toEqual(
    expect.arrayContaining([
      'https://*.googletagmanager.com',
      'https://www.google.com/recaptcha/',
      'https://www.gstatic.com/recaptcha/',
    ]),
  );
  expect(withGoogle['connect-src']).toContain('https://*.google-analytics.com');
  expect(withGoogle['frame-src']).toContain('https://www.google.com/recaptcha/');
});

test('every page header is there', () => {
  expect(Object.keys(pageSecurityHeaders(localDefaults, []))).toEqual([
    'Content-Security-Policy',
    'X-Content-Type-Options',
    'Referrer-Policy',
    'Permissions-Policy',
    'X-Frame-Options',
  ]);
});
