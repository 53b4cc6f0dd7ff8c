import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { storeConsent, type ConsentChoice } from 'shared/consent';
import { site } from 'shared/site';
import { useSiteStore } from 'shared/site-store';
import { resetSiteStore } from 'shared/testing/site-store';
import { CookieBanner } from './CookieBanner';

const NOW = new Date('2025-06-01T10:00:00.000Z');

function renderBanner() {
  return render(
    <MemoryRouter>
      <CookieBanner />
    </MemoryRouter>,
  );
}

function advance(ms: number): void {
  act(() => {
    jest.advanceTimersByTime(ms);
  });
}

function queryBanner(): HTMLElement | null {
  return screen.queryByRole('region', { name: 'Cookie consent' });
}

/** Renders the banner and waits out its delay. */
function showBanner(): HTMLElement {
  renderBanner();
  advance(1000);
  return screen.getByRole('region', { name: 'Cookie consent' });
}

function storedChoice(): unknown {
  return JSON.parse(window.localStorage.getItem(site.consentStorageKey) ?? 'null');
}

function setup() {
  return userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window.navigator, 'doNotTrack');
});

describe('appearing', () => {
  test('nothing is rendered before 1000 ms, the Cookie consent region after', () => {
    const { container } = renderBanner();
    expect(container).toBeEmptyDOMElement();

    advance(999);
    expect(queryBanner()).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();

    advance(1);
    expect(queryBanner()).toBeInTheDocument();
  });

  test('offers Accept All, Reject All, Manage Preferences, a close button and the cookie policy link', () => {
    const banner = showBanner();

    expect(within(banner).getByRole('button', { name: 'Accept All' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Reject All' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Manage Preferences' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Close cookie banner' })).toBeInTheDocument();
    expect(within(banner).getByRole('link', { name: 'Read our Cookie Policy' })).toHaveAttribute(
      'href',
      '/cookie-policy',
    );
  });

  test('reads the stored choice when it mounts', () => {
    renderBanner();

    expect(useSiteStore.getState().consentStatus).toBe('unset');
  });

  test('with a valid stored choice the banner never shows', () => {
    storeConsent(window.localStorage, { analytics: false, marketing: false }, new Date('2025-05-01T00:00:00.000Z'));

    const { container } = renderBanner();
    advance(10_000);

    expect(queryBanner()).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
    expect(useSiteStore.getState().consentStatus).toBe('decided');
  });

  test.each([
    ['expired (older than 13 months)', { version: '1.0', timestamp: '2024-04-01T00:00:00.000Z' }],
    ['of another version', { version: '0.9', timestamp: '2025-05-01T00:00:00.000Z' }],
  ])('with a stored choice %s the banner shows again and the choice is removed', (_label, fields) => {
    const outdated: ConsentChoice = { necessary: true, analytics: true, marketing: true, ...fields };
    window.localStorage.setItem(site.consentStorageKey, JSON.stringify(outdated));

    showBanner();

    expect(window.localStorage.getItem(site.consentStorageKey)).toBeNull();
  });

  test('mentions the browser privacy signal only when Do-Not-Track is on', () => {
    const { unmount } = renderBanner();
    advance(1000);
    expect(screen.queryByText(/Do Not Track or Global Privacy Control/)).not.toBeInTheDocument();
    unmount();

    Object.defineProperty(window.navigator, 'doNotTrack', { value: '1', configurable: true });
    resetSiteStore();
    renderBanner();
    advance(1000);

    expect(screen.getByText(/Do Not Track or Global Privacy Control/)).toBeInTheDocument();
  });

  test('unmounting before the delay leaves no pending timer', () => {
    const { unmount } = renderBanner();

    unmount();

    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('deciding', () => {
  test.each([
    ['Accept All', { analytics: true, marketing: true }],
    ['Reject All', { analytics: false, marketing: false }],
    ['Close cookie banner', { analytics: false, marketing: false }],
  ])('%s stores the choice and removes the banner', async (name, preferences) => {
    const user = setup();
    const banner = showBanner();
    const clickedAt = new Date().toISOString();

    await user.click(within(banner).getByRole('button', { name }));

    expect(storedChoice()).toEqual({
      necessary: true,
      ...preferences,
      timestamp: clickedAt,
      version: '1.0',
      consentId: expect.any(String),
    });
    expect(useSiteStore.getState().consentStatus).toBe('decided');
    expect(queryBanner()).not.toBeInTheDocument();
  });

  test('the banner does not come back once a choice is made', async () => {
    const user = setup();
    showBanner();
    await user.click(screen.getByRole('button', { name: 'Reject All' }));

    advance(5000);

    expect(queryBanner()).not.toBeInTheDocument();
  });

  test('Manage Preferences opens the preference dialog without deciding', async () => {
    const user = setup();
    showBanner();

    await user.click(screen.getByRole('button', { name: 'Manage Preferences' }));

    expect(useSiteStore.getState().preferencesOpen).toBe(true);
    expect(useSiteStore.getState().consentStatus).toBe('unset');
    expect(window.localStorage.getItem(site.consentStorageKey)).toBeNull();
  });

  test('a choice saved elsewhere (the preference dialog) removes the banner', () => {
    showBanner();

    act(() => useSiteStore.getState().savePreferences({ analytics: true, marketing: false }));

    expect(queryBanner()).not.toBeInTheDocument();
  });
});
