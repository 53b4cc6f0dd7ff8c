import { Suspense } from 'react';
import { act, render } from '@testing-library/react';
import { onCLS, onINP, onLCP } from 'web-vitals';
import { appConfigFromEnv, type AppConfig } from 'shared/app-config';
import type { ConsentChoice } from 'shared/consent';
import { lazyRemote } from 'shared/federation/lazy-remote';
import type { FieldReport } from 'shared/schemas/field-reports';
import { useSiteStore } from 'shared/site-store';
import { RemoteBoundary } from 'shared/ui/remote-boundary';
import { reportView, startFieldHealth } from './field-health';

// jsdom measures no paint or input: the library's callbacks are called by the tests.
jest.mock('web-vitals', () => ({ onLCP: jest.fn(), onINP: jest.fn(), onCLS: jest.fn() }));

const legalRelease = 'http://localhost:3004/r-legal/';
const config: AppConfig = {
  ...appConfigFromEnv({}, { mfe_legal: `${legalRelease}mf-manifest.json` }),
  releases: { shell: 'r-shell', 'mfe-legal': 'r-legal', 'mfe-forms': 'r-forms' },
  // The api checks it; the page only carries it.
  reportPass: '9999999999.mfe-forms:r-forms,mfe-legal:r-legal,shell:r-shell.signature',
  pages: [
    {
      path: '/cookie-policy',
      remote: 'mfe_legal',
      module: 'CookiePolicyPage',
      title: 'Cookie Policy',
      description: 'Cookies.',
      sitemap: true,
    },
  ],
};

let beacons: { url: string; reports: FieldReport[] }[];
let stop: () => void;

beforeEach(() => {
  beacons = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: (url: string, body: string) => {
      beacons.push({ url, reports: (JSON.parse(body) as { reports: FieldReport[] }).reports });
      return true;
    },
  });
  window.history.replaceState(null, '', '/cookie-policy');
  useSiteStore.setState({ config });
  stop = startFieldHealth();
});

afterEach(() => stop());

/** The page is left: what is queued goes. */
function hide() {
  window.dispatchEvent(new Event('pagehide'));
  return beacons.flatMap((beacon) => beacon.reports);
}

function allowAnalytics(analytics: boolean) {
  const choice: ConsentChoice = {
    necessary: true,
    analytics,
    marketing: false,
    timestamp: new Date().toISOString(),
    version: '1.0',
  };
  useSiteStore.setState({ consent: choice, consentStatus: 'decided' });
}

/** Waits for the dynamic import of web-vitals, when one was started. */
const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve)));

test('views name the shell and the page’s remote with their releases, sent when the page is hidden', () => {
  reportView('/cookie-policy');
  reportView('/terms');
  reportView('/no-such-page');
  expect(beacons).toEqual([]);

  document.dispatchEvent(new Event('visibilitychange'));
  expect(beacons).toEqual([]);
  expect(hide()).toEqual([
    { kind: 'view', route: '/cookie-policy', apps: { shell: 'r-shell', 'mfe-legal': 'r-legal' } },
    { kind: 'view', route: '/no-such-page', apps: { shell: 'r-shell' } },
  ]);
  expect(beacons[0]?.url).toBe('http://localhost:3010/api/reports');
});

test('a view names the apps placed on its page, whether placed before or after the view is made', () => {
  const place = (moduleId: string) =>
    render(
      <RemoteBoundary moduleId={moduleId} fallback={null}>
        <p>{moduleId}</p>
      </RemoteBoundary>,
    );
  window.history.replaceState(null, '', '/');
  place('mfe_marketing/HomePage');
  reportView('/');
  place('mfe_forms/ContactForm');
  window.history.replaceState(null, '', '/about');
  reportView('/about');
  place('mfe_marketing/AboutPage');

  expect(hide()).toEqual([
    { kind: 'view', route: '/', apps: { shell: 'r-shell', 'mfe-marketing': 'dev', 'mfe-forms': 'r-forms' } },
    { kind: 'view', route: '/about', apps: { shell: 'r-shell', 'mfe-marketing': 'dev' } },
  ]);
});

test('vitals wait for analytics consent, then name the landing page’s remote; a withdrawal stops them', async () => {
  await settle();
  expect(onLCP).not.toHaveBeenCalled();

  allowAnalytics(true);
  await settle();
  expect(onLCP).toHaveBeenCalledTimes(1);
  expect(onINP).toHaveBeenCalledTimes(1);
  expect(onCLS).toHaveBeenCalledTimes(1);
  const reportLcp = jest.mocked(onLCP).mock.calls[0]?.[0];
  const reportCls = jest.mocked(onCLS).mock.calls[0]?.[0];
  reportLcp?.({ name: 'LCP', value: 1234.5 } as Parameters<typeof reportLcp>[0]);
  reportLcp?.({ name: 'LCP', value: 3_600_000 } as Parameters<typeof reportLcp>[0]);
  expect(hide()).toEqual([
    { kind: 'vital', route: '/cookie-policy', app: 'mfe-legal', release: 'r-legal', name: 'LCP', value: 1234.5 },
  ]);

  allowAnalytics(false);
  reportCls?.({ name: 'CLS', value: 0.02 } as Parameters<typeof reportCls>[0]);
  beacons = [];
  expect(hide()).toEqual([]);
  // Loaded once per page, however often consent is given again.
  allowAnalytics(true);
  await settle();
  expect(onLCP).toHaveBeenCalledTimes(1);
});

test('a remote that fails to load and one whose page throws are told apart, each named by its module', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Unreachable = lazyRemote<object>('mfe_forms/ContactForm', 0, () =>
    Promise.reject(new Error('Failed to fetch')),
  );
  const Throwing = lazyRemote<object>('mfe_legal/CookiePolicyPage', 0, async () => ({
    default: () => {
      throw new Error('x'.repeat(500));
    },
  }));
  for (const [moduleId, Page] of [
    ['mfe_forms/ContactForm', Unreachable],
    ['mfe_legal/CookiePolicyPage', Throwing],
  ] as const) {
    render(
      <RemoteBoundary moduleId={moduleId} fallback={<p>could not be loaded</p>}>
        <Suspense fallback={null}>
          <Page />
        </Suspense>
      </RemoteBoundary>,
    );
    await settle();
  }

  expect(hide()).toEqual([
    {
      kind: 'error',
      route: '/cookie-policy',
      app: 'mfe-forms',
      release: 'r-forms',
      source: 'load',
      message: 'Failed to fetch',
    },
    {
      kind: 'error',
      route: '/cookie-policy',
      app: 'mfe-legal',
      release: 'r-legal',
      source: 'boundary',
      message: 'x'.repeat(300),
    },
  ]);
});

test('unhandled errors and rejections of the site’s scripts are reported for their app, others not', () => {
  const thrown = (url: string) => Object.assign(new Error(`from ${url}`), { stack: `Error\n    at f (${url}:1:2)` });
  window.dispatchEvent(new ErrorEvent('error', { error: thrown(`${legalRelease}771.js`), message: 'Uncaught' }));
  window.dispatchEvent(
    new ErrorEvent('error', { message: 'Uncaught Error: boom', filename: 'http://localhost/main.js' }),
  );
  window.dispatchEvent(new ErrorEvent('error', { error: thrown('chrome-extension://abc/content.js') }));
  window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
  const rejection = (reason: unknown) => Object.assign(new Event('unhandledrejection'), { reason });
  window.dispatchEvent(rejection(thrown('http://localhost/470.js')));
  window.dispatchEvent(rejection(thrown('https://www.googletagmanager.com/gtag/js')));
  window.dispatchEvent(rejection('no stack'));

  const unhandled = { kind: 'error', route: '/cookie-policy', source: 'unhandled' };
  expect(hide()).toEqual([
    { ...unhandled, app: 'mfe-legal', release: 'r-legal', message: `from ${legalRelease}771.js` },
    { ...unhandled, app: 'shell', release: 'r-shell', message: 'Uncaught Error: boom' },
    { ...unhandled, app: 'shell', release: 'r-shell', message: 'from http://localhost/470.js' },
  ]);
});

test('after stopping, nothing more is listened to', () => {
  stop();
  window.dispatchEvent(new ErrorEvent('error', { message: 'boom', filename: 'http://localhost/main.js' }));
  reportView('/cookie-policy');
  window.dispatchEvent(new Event('pagehide'));
  expect(beacons).toEqual([]);
  stop = startFieldHealth();
  expect(hide()).toHaveLength(1);
});
