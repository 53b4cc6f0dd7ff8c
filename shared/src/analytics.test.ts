import {
  campaignFromSearch,
  consentModeSignals,
  rememberCampaign,
  startAnalytics,
  stopAnalytics,
  trackCampaign,
  trackEvent,
  trackPageView,
  type Campaign,
} from 'shared/analytics';

const MEASUREMENT_ID = 'G-TEST123';
const ANALYTICS_ONLY = { analytics: true, marketing: false };

type TestWindow = Window & { dataLayer?: unknown[]; gtag?: unknown } & Record<string, unknown>;
const win = window as unknown as TestWindow;

/** dataLayer entries are `arguments` objects; compare them as plain arrays. */
function dataLayerEntries(): unknown[][] {
  return (win.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

function commands(name: string): unknown[][] {
  return dataLayerEntries().filter((entry) => entry[0] === name);
}

function cookieNames(): string[] {
  return document.cookie
    .split(';')
    .map((cookie) => cookie.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

function clearCookies(): void {
  for (const name of cookieNames()) document.cookie = `${name}=; Max-Age=0; path=/`;
}

beforeEach(() => {
  // Ends any run a previous test started, then forgets everything it left on the page.
  stopAnalytics(MEASUREMENT_ID);
  document.getElementById('ga4-script')?.remove();
  delete win.dataLayer;
  delete win.gtag;
  delete win[`ga-disable-${MEASUREMENT_ID}`];
  window.sessionStorage.clear();
  clearCookies();
});

describe('campaignFromSearch', () => {
  test.each<[string, string, Campaign]>([
    ['no query', '', {}],
    ['no utm parameters', '?section=contact&page=2', {}],
    [
      'some utm parameters among others',
      '?utm_source=newsletter&section=contact&utm_medium=email',
      {
        utm_source: 'newsletter',
        utm_medium: 'email',
      },
    ],
    [
      'all five utm parameters',
      '?utm_source=google&utm_medium=cpc&utm_campaign=private-ai&utm_term=llm&utm_content=hero',
      { utm_source: 'google', utm_medium: 'cpc', utm_campaign: 'private-ai', utm_term: 'llm', utm_content: 'hero' },
    ],
    ['an empty utm value (dropped)', '?utm_source=&utm_campaign=spring', { utm_campaign: 'spring' }],
    ['encoded values', '?utm_campaign=spring%20launch%262025', { utm_campaign: 'spring launch&2025' }],
    ['a query without the leading ?', 'utm_source=linkedin', { utm_source: 'linkedin' }],
    ['an unknown utm_ parameter (ignored)', '?utm_id=42&utm_source=x', { utm_source: 'x' }],
  ])('reads %s', (_label, search, expected) => {
    expect(campaignFromSearch(search)).toEqual(expected);
  });
});

describe('rememberCampaign', () => {
  test('keeps each campaign parameter in the given storage under its own name', () => {
    rememberCampaign({ utm_source: 'google', utm_campaign: 'private-ai' }, window.sessionStorage);

    expect(window.sessionStorage.getItem('utm_source')).toBe('google');
    expect(window.sessionStorage.getItem('utm_campaign')).toBe('private-ai');
    expect(window.sessionStorage.getItem('utm_medium')).toBeNull();
    expect(window.sessionStorage).toHaveLength(2);
  });

  test('an empty campaign writes nothing and keeps earlier parameters', () => {
    rememberCampaign({ utm_source: 'google' }, window.sessionStorage);

    rememberCampaign({}, window.sessionStorage);

    expect(window.sessionStorage.getItem('utm_source')).toBe('google');
    expect(window.sessionStorage).toHaveLength(1);
  });

  test('a later value of the same parameter replaces the earlier one', () => {
    rememberCampaign({ utm_source: 'google' }, window.sessionStorage);
    rememberCampaign({ utm_source: 'bing' }, window.sessionStorage);

    expect(window.sessionStorage.getItem('utm_source')).toBe('bing');
  });

  test('does not touch localStorage', () => {
    window.localStorage.clear();

    rememberCampaign({ utm_source: 'google' }, window.sessionStorage);

    expect(window.localStorage).toHaveLength(0);
  });
});

describe('startAnalytics', () => {
  test('adds one async gtag.js script for the measurement id', () => {
    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);

    const scripts = document.querySelectorAll<HTMLScriptElement>('script#ga4-script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe(`https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`);
    expect(scripts[0]?.async).toBe(true);
  });

  test('encodes the measurement id in the script address', () => {
    startAnalytics('G-A&B', ANALYTICS_ONLY);

    expect(document.querySelector<HTMLScriptElement>('script#ga4-script')?.src).toBe(
      'https://www.googletagmanager.com/gtag/js?id=G-A%26B',
    );
    delete win['ga-disable-G-A&B'];
  });

  test('configures gtag with an anonymised IP and without automatic page views', () => {
    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);

    expect(commands('config')).toEqual([
      ['config', MEASUREMENT_ID, { anonymize_ip: true, send_page_view: false, cookie_expires: 360 * 24 * 60 * 60 }],
    ]);
    expect(commands('js')).toHaveLength(1);
    expect(commands('js')[0]?.[1]).toBeInstanceOf(Date);
  });

  test('pushes real `arguments` objects, which gtag.js requires', () => {
    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);

    expect(win.dataLayer?.length).toBeGreaterThan(0);
    for (const entry of win.dataLayer ?? []) {
      expect(Object.prototype.toString.call(entry)).toBe('[object Arguments]');
    }
  });

  test('keeps entries already in the dataLayer', () => {
    win.dataLayer = [{ event: 'earlier' }];

    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);

    expect(win.dataLayer[0]).toEqual({ event: 'earlier' });
    expect(commands('config')).toHaveLength(1);
  });

  test('a second call adds no script and no second configuration', () => {
    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);
    const entriesAfterFirst = win.dataLayer?.length;

    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);

    expect(document.querySelectorAll('script#ga4-script')).toHaveLength(1);
    expect(win.dataLayer?.length).toBe(entriesAfterFirst);
    expect(commands('config')).toHaveLength(1);
  });

  test("clears gtag.js's opt-out switch for the measurement id", () => {
    win[`ga-disable-${MEASUREMENT_ID}`] = true;

    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);

    expect(win[`ga-disable-${MEASUREMENT_ID}`]).toBe(false);
  });
});

describe('trackPageView and trackEvent', () => {
  test('do nothing before analytics has started', () => {
    trackPageView('/blog?page=2');
    trackEvent('cta_click', { label: 'Schedule Demo' });

    expect(win.dataLayer).toBeUndefined();
    expect(win.gtag).toBeUndefined();
  });

  test("after start, trackPageView pushes a 'page_view' event with the path, query and location", () => {
    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);

    trackPageView('/blog?page=2');

    expect(commands('event')).toEqual([
      ['event', 'page_view', { page_path: '/blog?page=2', page_location: window.location.href }],
    ]);
  });

  test('after start, trackEvent pushes the named event with its parameters', () => {
    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);

    trackEvent('cta_click', { label: 'Schedule Demo' });
    trackEvent('form_submit', { formType: 'contact' });

    expect(commands('event')).toEqual([
      ['event', 'cta_click', { label: 'Schedule Demo' }],
      ['event', 'form_submit', { formType: 'contact' }],
    ]);
  });

  test('trackCampaign sends campaign_view only when there are utm parameters', () => {
    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);

    trackCampaign({});
    trackCampaign({ utm_source: 'google', utm_medium: 'cpc' });

    expect(commands('event')).toEqual([['event', 'campaign_view', { utm_source: 'google', utm_medium: 'cpc' }]]);
  });
});

describe('stopAnalytics', () => {
  /** What reaches the dataLayer from now on. */
  function entriesFromNow(): () => unknown[][] {
    const from = win.dataLayer?.length ?? 0;
    return () => (win.dataLayer ?? []).slice(from).map((entry) => Array.from(entry as ArrayLike<unknown>));
  }

  test("sets gtag.js's opt-out switch for the measurement id", () => {
    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);

    stopAnalytics(MEASUREMENT_ID);

    expect(win[`ga-disable-${MEASUREMENT_ID}`]).toBe(true);
  });

  test('no event is sent after stopping', () => {
    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);
    trackPageView('/');
    stopAnalytics(MEASUREMENT_ID);
    const sentSinceStop = entriesFromNow();

    trackPageView('/about');
    trackEvent('cta_click', { label: 'Schedule Demo' });
    trackCampaign({ utm_source: 'google' });

    expect(sentSinceStop()).toEqual([]);
  });

  test('consent given again in the same visit resumes tracking, with still one script', () => {
    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);
    stopAnalytics(MEASUREMENT_ID);

    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);
    const sentSinceRestart = entriesFromNow();
    trackPageView('/blog');

    expect(win[`ga-disable-${MEASUREMENT_ID}`]).toBe(false);
    expect(sentSinceRestart()).toEqual([
      ['event', 'page_view', { page_path: '/blog', page_location: window.location.href }],
    ]);
    expect(document.querySelectorAll('script#ga4-script')).toHaveLength(1);
  });

  test('deletes the Google Analytics cookies and keeps every other cookie', () => {
    document.cookie = '_ga=GA1.1.123456.1700000000; path=/';
    document.cookie = '_ga_XYZ=GS1.1.1700000000.1.0.1700000000.0.0.0; path=/';
    document.cookie = '_gid=GA1.1.987654.1700000000; path=/';
    document.cookie = '_gat_UA123=1; path=/';
    document.cookie = 'session_id=abc123; path=/';
    document.cookie = 'veritenant_pref=dark; path=/';
    document.cookie = 'my_ga=keep; path=/';
    document.cookie = '_gallery_view=grid; path=/';
    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);

    stopAnalytics(MEASUREMENT_ID);

    expect(cookieNames().sort()).toEqual(['_gallery_view', 'my_ga', 'session_id', 'veritenant_pref']);
  });

  test('works when analytics never started and there are no cookies', () => {
    expect(() => stopAnalytics(MEASUREMENT_ID)).not.toThrow();
    expect(win[`ga-disable-${MEASUREMENT_ID}`]).toBe(true);
    expect(cookieNames()).toEqual([]);
  });
});

describe('Google Consent Mode v2', () => {
  const denied = {
    analytics_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };
  const consentCommands = () => commands('consent');

  test('analytics maps to analytics_storage, marketing to the three ad signals', () => {
    expect(consentModeSignals({ analytics: true, marketing: false })).toEqual({
      ...denied,
      analytics_storage: 'granted',
    });
    expect(consentModeSignals({ analytics: false, marketing: true })).toEqual({
      analytics_storage: 'denied',
      ad_storage: 'granted',
      ad_user_data: 'granted',
      ad_personalization: 'granted',
    });
  });

  test('starts with every signal denied, then at once the visitor choice, before gtag is configured', () => {
    startAnalytics(MEASUREMENT_ID, { analytics: true, marketing: true });

    const entries = dataLayerEntries();
    expect(entries[0]).toEqual(['consent', 'default', denied]);
    expect(entries[1]).toEqual([
      'consent',
      'update',
      { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ]);
    expect(entries.findIndex((entry) => entry[0] === 'config')).toBeGreaterThan(1);
  });

  test('a later change of marketing is an update; the same choice again pushes nothing', () => {
    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);
    startAnalytics(MEASUREMENT_ID, { analytics: true, marketing: true });
    startAnalytics(MEASUREMENT_ID, { analytics: true, marketing: true });

    expect(consentCommands()).toEqual([
      ['consent', 'default', denied],
      ['consent', 'update', { ...denied, analytics_storage: 'granted' }],
      [
        'consent',
        'update',
        { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
      ],
    ]);
    expect(commands('config')).toHaveLength(1);
  });

  test('withdrawal denies every signal, and consent given again grants again', () => {
    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);
    stopAnalytics(MEASUREMENT_ID);
    expect(consentCommands().at(-1)).toEqual(['consent', 'update', denied]);

    startAnalytics(MEASUREMENT_ID, ANALYTICS_ONLY);
    expect(consentCommands().at(-1)).toEqual(['consent', 'update', { ...denied, analytics_storage: 'granted' }]);
  });
});
