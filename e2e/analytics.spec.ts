/**
 * Analytics only with consent (docs/architecture.md#consent), on the composed, built site served with the
 * measurement id G-E2ETEST01. Google's hosts are mocked: gtag.js is a tiny stand-in that leaves
 * window.dataLayer alone, so the commands the site queued there can be read back as they were.
 */
import { expect, test, type BrowserContext, type Page, type Request } from './support/test';
import { banner, CONSENT_KEY, seedConsent } from './support/consent';
import { E2E_MEASUREMENT_ID, gotoHome } from './support/site';

const MEASUREMENT_ID = E2E_MEASUREMENT_ID;
const GTAG_URL = `https://www.googletagmanager.com/gtag/js?id=${MEASUREMENT_ID}`;
const GOOGLE_HOST = /(^|\.)(googletagmanager\.com|google-analytics\.com)$/;
/** Longer than the banner's 1 s delay: used only to show that something does NOT happen. */
const PAST_BANNER_DELAY_MS = 1_500;

/** One dataLayer entry: gtag pushes its `arguments` object, read back here as an array. */
type GtagCommand = unknown[];

function isGoogleRequest(request: Request): boolean {
  return GOOGLE_HOST.test(new URL(request.url()).hostname);
}

/** Mocks Google's hosts for the whole context and returns the live list of requests to them. */
async function mockGoogle(context: BrowserContext): Promise<string[]> {
  const requests: string[] = [];
  context.on('request', (request) => {
    if (isGoogleRequest(request)) requests.push(request.url());
  });
  await context.route('**://www.googletagmanager.com/**', (route) =>
    route.fulfill({ status: 200, contentType: 'application/javascript', body: 'window.__gtagStub = true;' }),
  );
  await context.route(/^https?:\/\/([^/]+\.)?google-analytics\.com\//, (route) => route.fulfill({ status: 204 }));
  return requests;
}

async function dataLayer(page: Page): Promise<GtagCommand[]> {
  return page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [];
    return Array.from(layer, (entry) => Array.from(entry));
  });
}

function pageViews(commands: GtagCommand[]): unknown[] {
  return commands.filter((command) => command[0] === 'event' && command[1] === 'page_view').map((c) => c[2]);
}

function footerLink(page: Page, name: string) {
  return page.getByRole('contentinfo').getByRole('link', { name, exact: true });
}

/** Client-side route change through the footer's About link. */
async function goToAbout(page: Page): Promise<void> {
  await footerLink(page, 'About').click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('enterprise systems');
}

async function gaCookies(page: Page): Promise<string[]> {
  const cookies = await page.evaluate(() => document.cookie);
  return cookies
    .split(';')
    .map((cookie) => cookie.trim())
    .filter((cookie) => /^_ga(_|=)/.test(cookie));
}

test.describe('without consent', () => {
  test('nothing is loaded from or sent to Google, across a route change', async ({ page, context }) => {
    const requests = await mockGoogle(context);
    await gotoHome(page);
    await expect(banner(page)).toBeVisible();
    await page.waitForTimeout(PAST_BANNER_DELAY_MS - 1_000);

    await goToAbout(page);

    expect(requests).toEqual([]);
    await expect(page.locator('script#ga4-script')).toHaveCount(0);
    expect(await gaCookies(page)).toEqual([]);
    expect(await page.evaluate(() => 'gtag' in window)).toBe(false);
  });

  test('Reject All loads no analytics script', async ({ page, context }) => {
    const requests = await mockGoogle(context);
    await gotoHome(page);
    await banner(page).getByRole('button', { name: 'Reject All' }).click();
    await expect(banner(page)).toBeHidden();

    await goToAbout(page);
    await page.waitForTimeout(PAST_BANNER_DELAY_MS - 1_000);

    expect(requests).toEqual([]);
    await expect(page.locator('script#ga4-script')).toHaveCount(0);
    expect(await dataLayer(page)).toEqual([]);
  });

  test('a stored rejection loads no analytics script', async ({ page, context }) => {
    const requests = await mockGoogle(context);
    await seedConsent(page, { analytics: false, marketing: true });
    await gotoHome(page);
    await goToAbout(page);
    await page.waitForTimeout(PAST_BANNER_DELAY_MS - 1_000);

    expect(requests).toEqual([]);
    await expect(page.locator('script#ga4-script')).toHaveCount(0);
  });
});

test.describe('with consent', () => {
  test('Accept All loads gtag.js with anonymised IP and tracks route changes', async ({ page, context }) => {
    const requests = await mockGoogle(context);
    await gotoHome(page);
    expect(requests).toEqual([]);

    const gtagRequest = page.waitForRequest(GTAG_URL);
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await gtagRequest;
    await expect(page.locator('script#ga4-script')).toHaveAttribute('src', GTAG_URL);

    const afterConsent = await dataLayer(page);
    expect(afterConsent).toContainEqual(['config', MEASUREMENT_ID, expect.objectContaining({ anonymize_ip: true })]);
    expect(pageViews(afterConsent)).toEqual([expect.objectContaining({ page_path: '/' })]);

    await goToAbout(page);

    await expect
      .poll(async () => pageViews(await dataLayer(page)))
      .toEqual([
        expect.objectContaining({ page_path: '/' }),
        { page_path: '/about', page_location: new URL('/about', page.url()).href },
      ]);
    // The script is added once, not per route change.
    await expect(page.locator('script#ga4-script')).toHaveCount(1);
    expect(requests.filter((url) => url.startsWith('https://www.googletagmanager.com/gtag/js'))).toEqual([GTAG_URL]);
  });

  test('a stored consent loads gtag.js on arrival and sends the query with the page path', async ({
    page,
    context,
  }) => {
    const requests = await mockGoogle(context);
    await seedConsent(page, { analytics: true, marketing: false });
    await gotoHome(page, '/?section=privacy');

    await expect.poll(() => requests).toContain(GTAG_URL);
    await expect
      .poll(async () => pageViews(await dataLayer(page)))
      .toEqual([expect.objectContaining({ page_path: '/?section=privacy' })]);
    await expect(banner(page)).toHaveCount(0);
  });
});

test.describe('campaign parameters', () => {
  const campaignPath = '/?utm_source=newsletter&utm_campaign=launch';

  async function sessionCampaign(page: Page) {
    return page.evaluate(() => ({
      utm_source: window.sessionStorage.getItem('utm_source'),
      utm_campaign: window.sessionStorage.getItem('utm_campaign'),
      utm_medium: window.sessionStorage.getItem('utm_medium'),
    }));
  }

  test('are kept for the session without consent, and nothing is sent', async ({ page, context }) => {
    const requests = await mockGoogle(context);
    await gotoHome(page, campaignPath);

    await expect
      .poll(() => sessionCampaign(page))
      .toEqual({ utm_source: 'newsletter', utm_campaign: 'launch', utm_medium: null });
    await expect(banner(page)).toBeVisible();

    // Still there after a route change without utm parameters.
    await goToAbout(page);
    expect(await sessionCampaign(page)).toEqual({ utm_source: 'newsletter', utm_campaign: 'launch', utm_medium: null });
    expect(requests).toEqual([]);
    expect(await dataLayer(page)).toEqual([]);
  });

  test('with consent a campaign_view event carries them', async ({ page, context }) => {
    const requests = await mockGoogle(context);
    await seedConsent(page, { analytics: true, marketing: false });
    await gotoHome(page, campaignPath);

    await expect.poll(() => requests).toContain(GTAG_URL);
    await expect
      .poll(async () => (await dataLayer(page)).filter((command) => command[1] === 'campaign_view'))
      .toEqual([['event', 'campaign_view', { utm_source: 'newsletter', utm_campaign: 'launch' }]]);
    expect(pageViews(await dataLayer(page))).toEqual([expect.objectContaining({ page_path: campaignPath })]);
    expect(await sessionCampaign(page)).toEqual({ utm_source: 'newsletter', utm_campaign: 'launch', utm_medium: null });

    // A later page without utm parameters sends a page_view but no further campaign_view.
    await goToAbout(page);
    await expect.poll(async () => pageViews(await dataLayer(page))).toHaveLength(2);
    expect((await dataLayer(page)).filter((command) => command[1] === 'campaign_view')).toHaveLength(1);
  });
});

test.describe('withdrawing consent', () => {
  test('turning analytics off deletes the _ga cookie and stops page views', async ({ page, context }) => {
    const requests = await mockGoogle(context);
    await seedConsent(page, { analytics: true, marketing: false });
    await gotoHome(page);
    await expect.poll(() => requests).toContain(GTAG_URL);
    await expect.poll(async () => pageViews(await dataLayer(page))).toHaveLength(1);

    await page.evaluate(() => {
      document.cookie = '_ga=GA1.1.123; path=/';
    });
    expect(await gaCookies(page)).toEqual(['_ga=GA1.1.123']);

    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    const analytics = dialog.getByRole('switch', { name: 'Analytics' });
    await expect(analytics).toBeChecked();
    await analytics.click();
    await expect(analytics).not.toBeChecked();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog).toBeHidden();

    await expect.poll(() => gaCookies(page)).toEqual([]);
    const stored = await page.evaluate((key) => window.localStorage.getItem(key), CONSENT_KEY);
    expect(JSON.parse(stored ?? 'null')).toMatchObject({ analytics: false });
    expect(
      await page.evaluate((id) => (window as unknown as Record<string, unknown>)[`ga-disable-${id}`], MEASUREMENT_ID),
    ).toBe(true);

    const before = pageViews(await dataLayer(page)).length;
    await goToAbout(page);
    const after = pageViews(await dataLayer(page));
    expect(after).toHaveLength(before);
    expect(after).not.toContainEqual(expect.objectContaining({ page_path: '/about' }));
  });

  test('granting analytics again after withdrawal resumes page views', async ({ page, context }) => {
    const requests = await mockGoogle(context);
    await seedConsent(page, { analytics: true, marketing: false });
    await gotoHome(page);
    await expect.poll(() => requests).toContain(GTAG_URL);

    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' });
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    for (const expected of [false, true]) {
      await footerButton.click();
      await dialog.getByRole('switch', { name: 'Analytics' }).click();
      await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked({ checked: expected });
      await dialog.getByRole('button', { name: 'Save Preferences' }).click();
      await expect(dialog).toBeHidden();
    }

    await goToAbout(page);
    await expect
      .poll(async () => pageViews(await dataLayer(page)), { timeout: 3_000 })
      .toContainEqual(expect.objectContaining({ page_path: '/about' }));
  });
});

test.describe('Google Consent Mode v2', () => {
  const signals = (analytics: boolean, marketing: boolean) => {
    const value = (granted: boolean) => (granted ? 'granted' : 'denied');
    return {
      analytics_storage: value(analytics),
      ad_storage: value(marketing),
      ad_user_data: value(marketing),
      ad_personalization: value(marketing),
    };
  };
  const consentCommands = async (page: Page) => (await dataLayer(page)).filter((command) => command[0] === 'consent');

  test('starts all denied, updates to Accept All at once, then follows the dialog and a withdrawal', async ({
    page,
    context,
  }) => {
    const requests = await mockGoogle(context);
    await gotoHome(page);
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    await expect.poll(() => requests).toContain(GTAG_URL);

    const layer = await dataLayer(page);
    expect(layer.slice(0, 2)).toEqual([
      ['consent', 'default', signals(false, false)],
      ['consent', 'update', signals(true, true)],
    ]);
    expect(layer.findIndex((command) => command[0] === 'config')).toBeGreaterThan(1);

    const footerButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie preferences' });
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    const change = async (name: string) => {
      await footerButton.click();
      await dialog.getByRole('switch', { name }).click();
      await dialog.getByRole('button', { name: 'Save Preferences' }).click();
      await expect(dialog).toBeHidden();
    };

    await change('Marketing');
    await expect
      .poll(async () => (await consentCommands(page)).at(-1))
      .toEqual(['consent', 'update', signals(true, false)]);

    await change('Analytics');
    await expect
      .poll(async () => (await consentCommands(page)).at(-1))
      .toEqual(['consent', 'update', signals(false, false)]);
    expect(await consentCommands(page)).toHaveLength(4);
  });
});
