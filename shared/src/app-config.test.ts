import {
  appConfigFromEnv,
  consentEndpoint,
  fieldReportsEndpoint,
  parseAppConfig,
  type AppConfig,
} from 'shared/app-config';
import type { RoutedPage } from 'shared/pages';

const localDefaults: AppConfig = {
  remotes: {
    mfe_marketing: 'http://localhost:3001/mf-manifest.json',
    mfe_forms: 'http://localhost:3002/mf-manifest.json',
    mfe_blog: 'http://localhost:3003/mf-manifest.json',
    mfe_legal: 'http://localhost:3004/mf-manifest.json',
  },
  formEndpoint: 'http://localhost:3010/api/forms',
  blogApiUrl: 'http://localhost:3010',
  recaptchaSiteKey: '',
  gaMeasurementId: '',
};

function withDefaults(change: (config: AppConfig) => void): AppConfig {
  const config: AppConfig = { ...localDefaults, remotes: { ...localDefaults.remotes } };
  change(config);
  return config;
}

describe('parseAppConfig', () => {
  const page: RoutedPage = {
    path: '/about',
    remote: 'mfe_marketing',
    module: 'AboutPage',
    title: 'About',
    description: 'Us.',
    sitemap: true,
  };
  const complete: AppConfig = {
    ...localDefaults,
    releases: { shell: 'r-shell', 'mfe-blog': 'r-blog' },
    reportPass: 'signed-pass',
    previews: { 'mfe-blog': { release: 'r-next', expires: '2026-11-29T06:00:00.000Z' } },
    pages: [page],
  };

  /** The problem lines of the error `value` throws, checking its heading. */
  function problemsOf(value: unknown): string[] {
    try {
      parseAppConfig(value);
    } catch (error) {
      const [heading, ...lines] = (error as Error).message.split('\n');
      expect(heading).toBe('Invalid site configuration:');
      return lines.map((line) => line.replace(/^ {2}/, ''));
    }
    throw new Error('parseAppConfig accepted it');
  }

  test('a valid configuration is kept as it is, with its optional fields or without them', () => {
    expect(parseAppConfig(complete)).toEqual(complete);
    expect(parseAppConfig(localDefaults)).toEqual(localDefaults);
    expect(Object.keys(parseAppConfig(localDefaults))).toEqual(Object.keys(localDefaults));
  });

  test('fields it does not know are dropped, at every level', () => {
    const withExtras = {
      ...complete,
      debug: true,
      remotes: { ...complete.remotes, mfe_elsewhere: 'https://elsewhere.example/mf-manifest.json' },
      releases: { ...complete.releases, 'mfe-elsewhere': 'r-x' },
      previews: {
        'mfe-blog': { ...complete.previews?.['mfe-blog'], by: 'an operator' },
        // The shell is never previewed: only remotes are swapped in.
        shell: { release: 'r-shell-next', expires: '2026-11-29T06:00:00.000Z' },
      },
      pages: [{ ...page, secret: 'x' }],
    };

    expect(parseAppConfig(withExtras)).toEqual(complete);
  });

  test('URLs are trimmed, without the tabs and line breaks the URL parser ignores', () => {
    const config = parseAppConfig({
      ...localDefaults,
      remotes: { ...localDefaults.remotes, mfe_blog: ' https://cdn.example.com/blog/mf-manifest.json\n' },
      formEndpoint: 'https://forms.exa\tmple.com/sub\r\nmit',
    });

    expect(config.remotes.mfe_blog).toBe('https://cdn.example.com/blog/mf-manifest.json');
    expect(config.formEndpoint).toBe('https://forms.example.com/submit');
  });

  const oneOfRemotes = 'expected one of mfe_marketing, mfe_forms, mfe_blog, mfe_legal';

  test.each<[string, unknown, string[]]>([
    ['null', null, ['(root): expected an object']],
    ['an array', [localDefaults], ['(root): expected an object']],
    ['a string', JSON.stringify(localDefaults), ['(root): expected an object']],
    [
      'an empty object',
      {},
      [
        'remotes: expected an object',
        'formEndpoint: expected a URL',
        'blogApiUrl: expected a URL',
        'recaptchaSiteKey: expected a string',
        'gaMeasurementId: expected a string',
      ],
    ],
    [
      'a remote left out, a relative URL',
      {
        ...localDefaults,
        remotes: { ...localDefaults.remotes, mfe_legal: undefined },
        formEndpoint: '/api/forms',
      },
      ['remotes.mfe_legal: expected a URL', 'formEndpoint: expected a URL'],
    ],
    ['a number for a key', { ...localDefaults, recaptchaSiteKey: 6 }, ['recaptchaSiteKey: expected a string']],
    ['releases as a string', { ...localDefaults, releases: 'r1' }, ['releases: expected an object']],
    [
      "a number for an app's release",
      { ...localDefaults, releases: { shell: 7 } },
      ['releases.shell: expected a string'],
    ],
    ['reportPass as a number', { ...localDefaults, reportPass: 42 }, ['reportPass: expected a string']],
    [
      'null for an optional field (absent is not null)',
      { ...localDefaults, reportPass: null },
      ['reportPass: expected a string'],
    ],
    ['previews as a list', { ...localDefaults, previews: [] }, ['previews: expected an object']],
    [
      "a preview's release as a string",
      { ...localDefaults, previews: { 'mfe-blog': 'r-next' } },
      ['previews.mfe-blog: expected an object'],
    ],
    [
      'a preview without its expiry',
      { ...localDefaults, previews: { 'mfe-blog': { release: 'r-next' } } },
      ['previews.mfe-blog.expires: expected a string'],
    ],
    ['pages as an object', { ...localDefaults, pages: { '/about': page } }, ['pages: expected an array']],
    [
      'a page of an unknown remote, after a valid one',
      { ...localDefaults, pages: [page, { ...page, remote: 'mfe_elsewhere' }] },
      [`pages.1.remote: ${oneOfRemotes}`],
    ],
    [
      'a page with a string for sitemap, and one that is null',
      { ...localDefaults, pages: [{ ...page, sitemap: 'yes' }, null] },
      ['pages.0.sitemap: expected a boolean', 'pages.1: expected an object'],
    ],
  ])('%s: throws naming each wrong field by its path', (_name, value, problems) => {
    expect(problemsOf(value)).toEqual(problems);
  });
});

describe('appConfigFromEnv', () => {
  test('an empty environment gives the local defaults', () => {
    expect(appConfigFromEnv({})).toEqual(localDefaults);
  });

  test('unrelated variables are ignored', () => {
    expect(appConfigFromEnv({ PATH: '/usr/bin', NODE_ENV: 'production' })).toEqual(localDefaults);
  });

  test.each<[string, string, (config: AppConfig, value: string) => void]>([
    [
      'REMOTE_MARKETING_URL',
      'https://cdn.example.com/marketing/mf-manifest.json',
      (c, v) => (c.remotes.mfe_marketing = v),
    ],
    ['REMOTE_FORMS_URL', 'https://cdn.example.com/forms/mf-manifest.json', (c, v) => (c.remotes.mfe_forms = v)],
    ['REMOTE_BLOG_URL', 'https://cdn.example.com/blog/mf-manifest.json', (c, v) => (c.remotes.mfe_blog = v)],
    ['REMOTE_LEGAL_URL', 'https://cdn.example.com/legal/mf-manifest.json', (c, v) => (c.remotes.mfe_legal = v)],
    ['FORM_ENDPOINT', 'https://forms.example.com/submit', (c, v) => (c.formEndpoint = v)],
    ['BLOG_API_URL', 'https://cms.example.com', (c, v) => (c.blogApiUrl = v)],
    ['RECAPTCHA_SITE_KEY', '6Lc-site-key', (c, v) => (c.recaptchaSiteKey = v)],
    ['GA_MEASUREMENT_ID', 'G-ABC123XYZ', (c, v) => (c.gaMeasurementId = v)],
  ])('%s overrides its value and only its value', (variable, value, apply) => {
    expect(appConfigFromEnv({ [variable]: value })).toEqual(withDefaults((config) => apply(config, value)));
  });

  test('all variables together', () => {
    const env = {
      REMOTE_MARKETING_URL: 'https://a.example.com/mf-manifest.json',
      REMOTE_FORMS_URL: 'https://b.example.com/mf-manifest.json',
      REMOTE_BLOG_URL: 'https://c.example.com/mf-manifest.json',
      REMOTE_LEGAL_URL: 'https://d.example.com/mf-manifest.json',
      FORM_ENDPOINT: 'https://forms.example.com/submit',
      BLOG_API_URL: 'https://cms.example.com',
      RECAPTCHA_SITE_KEY: 'site-key',
      GA_MEASUREMENT_ID: 'G-1',
    };

    expect(appConfigFromEnv(env)).toEqual({
      remotes: {
        mfe_marketing: env.REMOTE_MARKETING_URL,
        mfe_forms: env.REMOTE_FORMS_URL,
        mfe_blog: env.REMOTE_BLOG_URL,
        mfe_legal: env.REMOTE_LEGAL_URL,
      },
      formEndpoint: env.FORM_ENDPOINT,
      blogApiUrl: env.BLOG_API_URL,
      recaptchaSiteKey: env.RECAPTCHA_SITE_KEY,
      gaMeasurementId: env.GA_MEASUREMENT_ID,
    });
  });

  test('an empty URL variable falls back to its local default', () => {
    expect(appConfigFromEnv({ REMOTE_BLOG_URL: '', FORM_ENDPOINT: '', BLOG_API_URL: '' })).toEqual(localDefaults);
  });

  test.each([
    ['REMOTE_MARKETING_URL', 'remotes.mfe_marketing'],
    ['REMOTE_FORMS_URL', 'remotes.mfe_forms'],
    ['REMOTE_BLOG_URL', 'remotes.mfe_blog'],
    ['REMOTE_LEGAL_URL', 'remotes.mfe_legal'],
    ['FORM_ENDPOINT', 'formEndpoint'],
    ['BLOG_API_URL', 'blogApiUrl'],
  ])('an invalid %s throws an Error naming %s', (variable, configPath) => {
    const build = () => appConfigFromEnv({ [variable]: 'not a url' });

    expect(build).toThrow(Error);
    expect(build).toThrow(new RegExp(`Invalid site configuration[\\s\\S]*\\b${configPath.replace('.', '\\.')}:`));
  });

  test('every invalid variable is named in the one error', () => {
    const build = () => appConfigFromEnv({ REMOTE_FORMS_URL: 'nope', BLOG_API_URL: 'also nope' });

    expect(build).toThrow(/remotes\.mfe_forms:/);
    expect(build).toThrow(/blogApiUrl:/);
  });
});

describe('loadAppConfig', () => {
  const served: AppConfig = withDefaults((config) => {
    config.gaMeasurementId = 'G-SERVED';
    config.formEndpoint = 'https://forms.example.com/submit';
  });

  const originalFetch = globalThis.fetch;
  let fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;
  let loadAppConfig: () => Promise<AppConfig>;

  function answer(status: number, body: unknown): Response {
    return { ok: status >= 200 && status < 300, status, json: async () => body } as Response;
  }

  beforeEach(async () => {
    fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    // The module keeps the request for the page's lifetime: each test gets a fresh copy.
    jest.resetModules();
    ({ loadAppConfig } = await import('shared/app-config'));
  });

  afterEach(() => {
    globalThis.fetch = originalFetch;
  });

  test('fetches /app-config.json and resolves to the checked configuration', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, served));

    await expect(loadAppConfig()).resolves.toEqual(served);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/app-config.json');
  });

  test("the configuration's route table is checked: a route of an unknown remote is refused", async () => {
    const page = { path: '/about', module: 'AboutPage', title: 'About', description: 'Us.', sitemap: true };
    const withPages = { ...served, pages: [{ ...page, remote: 'mfe_marketing' }] };
    fetchMock.mockResolvedValueOnce(answer(200, withPages));
    await expect(loadAppConfig()).resolves.toEqual(withPages);

    jest.resetModules();
    ({ loadAppConfig } = await import('shared/app-config'));
    fetchMock.mockResolvedValueOnce(answer(200, { ...served, pages: [{ ...page, remote: 'mfe_elsewhere' }] }));
    await expect(loadAppConfig()).rejects.toThrow();
  });

  test('a second call reuses the same request, during and after it', async () => {
    fetchMock.mockResolvedValue(answer(200, served));

    const first = loadAppConfig();
    const second = loadAppConfig();
    expect(second).toBe(first);
    await first;
    const third = loadAppConfig();

    expect(third).toBe(first);
    await expect(third).resolves.toEqual(served);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('a 500 answer rejects, and a later call fetches again', async () => {
    fetchMock.mockResolvedValueOnce(answer(500, { error: 'boom' })).mockResolvedValueOnce(answer(200, served));

    await expect(loadAppConfig()).rejects.toThrow('/app-config.json answered 500');
    await expect(loadAppConfig()).resolves.toEqual(served);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('a network failure rejects, and a later call fetches again', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(answer(200, served));

    await expect(loadAppConfig()).rejects.toThrow('Failed to fetch');
    await expect(loadAppConfig()).resolves.toEqual(served);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  test('JSON that does not match the schema rejects, and a later call fetches again', async () => {
    fetchMock
      .mockResolvedValueOnce(answer(200, { ...served, formEndpoint: 'not a url' }))
      .mockResolvedValueOnce(answer(200, served));

    await expect(loadAppConfig()).rejects.toThrow();
    await expect(loadAppConfig()).resolves.toEqual(served);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('consentEndpoint', () => {
  test('is the consents route beside the form endpoint', () => {
    expect(consentEndpoint(appConfigFromEnv({}))).toBe('http://localhost:3010/api/consents');
    expect(consentEndpoint(appConfigFromEnv({ FORM_ENDPOINT: 'https://api.example/v2/api/forms' }))).toBe(
      'https://api.example/v2/api/consents',
    );
  });
});

describe('fieldReportsEndpoint', () => {
  test('is the reports route beside the form endpoint', () => {
    expect(fieldReportsEndpoint(appConfigFromEnv({}))).toBe('http://localhost:3010/api/reports');
    expect(fieldReportsEndpoint(appConfigFromEnv({ FORM_ENDPOINT: 'https://api.example/v2/api/forms' }))).toBe(
      'https://api.example/v2/api/reports',
    );
  });
});
