import { site } from 'shared/site';
import type { AppConfig } from 'shared/app-config';
import { storeConsent, type ConsentChoice, type ConsentPreferences } from 'shared/consent';
import { selectAnalyticsAllowed, useSiteStore, type SiteState } from 'shared/site-store';

const NOW = new Date('2025-06-01T10:00:00.000Z');

function storedChoice(): unknown {
  return JSON.parse(window.localStorage.getItem(site.consentStorageKey) ?? 'null');
}

function setNavigatorSignal(name: 'doNotTrack' | 'globalPrivacyControl', value: unknown): void {
  Object.defineProperty(window.navigator, name, { value, configurable: true });
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
});

afterEach(() => {
  jest.useRealTimers();
  Reflect.deleteProperty(window.navigator, 'doNotTrack');
  Reflect.deleteProperty(window.navigator, 'globalPrivacyControl');
});

describe('initial state', () => {
  test('is pending, undecided, closed and without toasts', () => {
    const state = useSiteStore.getState();
    expect(state.consentStatus).toBe('pending');
    expect(state.consent).toBeNull();
    expect(state.preferencesOpen).toBe(false);
    expect(state.privacySignal).toBe(false);
    expect(state.toasts).toEqual([]);
    expect(state.config).toBeNull();
  });
});

describe('loadConsent', () => {
  test("without a stored choice the status is 'unset'", () => {
    useSiteStore.getState().loadConsent();

    const state = useSiteStore.getState();
    expect(state.consentStatus).toBe('unset');
    expect(state.consent).toBeNull();
    expect(state.privacySignal).toBe(false);
  });

  test("with a valid stored choice the status is 'decided' and the choice is loaded", () => {
    const choice = storeConsent(window.localStorage, { analytics: true, marketing: false }, new Date(2025, 0, 15));

    useSiteStore.getState().loadConsent();

    const state = useSiteStore.getState();
    expect(state.consentStatus).toBe('decided');
    expect(state.consent).toEqual(choice);
  });

  test("an expired stored choice is dropped and the status is 'unset'", () => {
    storeConsent(window.localStorage, { analytics: true, marketing: true }, new Date(2024, 0, 15));

    useSiteStore.getState().loadConsent();

    expect(useSiteStore.getState().consentStatus).toBe('unset');
    expect(useSiteStore.getState().consent).toBeNull();
    expect(window.localStorage.getItem(site.consentStorageKey)).toBeNull();
  });

  test.each<[string, 'doNotTrack' | 'globalPrivacyControl', unknown]>([
    ['Do-Not-Track', 'doNotTrack', '1'],
    ['Global Privacy Control', 'globalPrivacyControl', true],
  ])('records the browser %s signal', (_label, name, value) => {
    setNavigatorSignal(name, value);

    useSiteStore.getState().loadConsent();

    expect(useSiteStore.getState().privacySignal).toBe(true);
  });

  test('does not dispatch consent-changed or write storage', () => {
    const listener = jest.fn();
    window.addEventListener('consent-changed', listener);

    useSiteStore.getState().loadConsent();

    window.removeEventListener('consent-changed', listener);
    expect(listener).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(site.consentStorageKey)).toBeNull();
  });
});

describe('deciding', () => {
  const decisions: [string, (state: SiteState) => void, ConsentPreferences][] = [
    ['acceptAll', (state) => state.acceptAll(), { analytics: true, marketing: true }],
    ['rejectAll', (state) => state.rejectAll(), { analytics: false, marketing: false }],
    [
      'savePreferences (analytics only)',
      (state) => state.savePreferences({ analytics: true, marketing: false }),
      { analytics: true, marketing: false },
    ],
    [
      'savePreferences (marketing only)',
      (state) => state.savePreferences({ analytics: false, marketing: true }),
      { analytics: false, marketing: true },
    ],
  ];

  test.each(decisions)('%s stores the choice, decides and closes the dialog', (_action, act, preferences) => {
    const expected: ConsentChoice = {
      necessary: true,
      ...preferences,
      timestamp: NOW.toISOString(),
      version: '1.0',
      consentId: expect.any(String),
    };
    useSiteStore.setState({ consentStatus: 'unset', preferencesOpen: true });

    act(useSiteStore.getState());

    const state = useSiteStore.getState();
    expect(storedChoice()).toEqual(expected);
    expect(state.consent).toEqual(expected);
    expect(state.consentStatus).toBe('decided');
    expect(state.preferencesOpen).toBe(false);
  });

  test.each(decisions)(
    '%s dispatches one consent-changed CustomEvent on window with the stored choice',
    (_action, act, preferences) => {
      const events: Event[] = [];
      const listener = (event: Event) => events.push(event);
      window.addEventListener('consent-changed', listener);

      act(useSiteStore.getState());

      window.removeEventListener('consent-changed', listener);
      expect(events).toHaveLength(1);
      const [event] = events;
      expect(event).toBeInstanceOf(CustomEvent);
      expect((event as CustomEvent<ConsentChoice>).detail).toEqual({
        necessary: true,
        ...preferences,
        timestamp: NOW.toISOString(),
        version: '1.0',
        consentId: expect.any(String),
      });
      expect((event as CustomEvent<ConsentChoice>).detail).toEqual(storedChoice());
    },
  );

  test('the store already holds the new choice when consent-changed is dispatched', () => {
    let seen: ConsentChoice | null = null;
    const listener = () => {
      seen = useSiteStore.getState().consent;
    };
    window.addEventListener('consent-changed', listener);

    useSiteStore.getState().acceptAll();

    window.removeEventListener('consent-changed', listener);
    expect(seen).toEqual(useSiteStore.getState().consent);
    expect(seen).not.toBeNull();
  });

  test('a later decision replaces the earlier one', () => {
    useSiteStore.getState().acceptAll();
    jest.setSystemTime(new Date('2025-07-01T10:00:00.000Z'));

    useSiteStore.getState().rejectAll();

    expect(storedChoice()).toEqual({
      necessary: true,
      analytics: false,
      marketing: false,
      timestamp: '2025-07-01T10:00:00.000Z',
      version: '1.0',
      consentId: expect.any(String),
    });
    expect(useSiteStore.getState().consent?.analytics).toBe(false);
  });

  test('a storage that refuses to write still decides for this visit (the failure is only logged)', () => {
    const consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('quota');
    });

    useSiteStore.getState().acceptAll();

    expect(useSiteStore.getState().consentStatus).toBe('decided');
    expect(useSiteStore.getState().consent?.analytics).toBe(true);
    expect(consoleError).toHaveBeenCalled();
    setItem.mockRestore();
    consoleError.mockRestore();
  });
});

describe('preference dialog', () => {
  test('openPreferences opens it and closePreferences closes it', () => {
    useSiteStore.getState().openPreferences();
    expect(useSiteStore.getState().preferencesOpen).toBe(true);

    useSiteStore.getState().closePreferences();
    expect(useSiteStore.getState().preferencesOpen).toBe(false);
  });

  test('opening and closing neither stores nor decides anything', () => {
    useSiteStore.setState({ consentStatus: 'unset' });

    useSiteStore.getState().openPreferences();
    useSiteStore.getState().closePreferences();

    expect(useSiteStore.getState().consentStatus).toBe('unset');
    expect(useSiteStore.getState().consent).toBeNull();
    expect(window.localStorage.getItem(site.consentStorageKey)).toBeNull();
  });
});

describe('toasts', () => {
  test("showToast queues a toast with the 'default' variant unless told otherwise", () => {
    useSiteStore.getState().showToast({ title: 'Message Sent!', description: 'Thanks.' });
    useSiteStore.getState().showToast({ title: 'Submission Failed', variant: 'destructive' });

    const [first, second] = useSiteStore.getState().toasts;
    expect(first).toEqual({
      id: expect.any(Number),
      title: 'Message Sent!',
      description: 'Thanks.',
      variant: 'default',
    });
    expect(second).toEqual({ id: expect.any(Number), title: 'Submission Failed', variant: 'destructive' });
    expect(first?.id).not.toBe(second?.id);
  });

  test('dismissToast removes only the toast with that id', () => {
    useSiteStore.getState().showToast({ title: 'One' });
    useSiteStore.getState().showToast({ title: 'Two' });
    useSiteStore.getState().showToast({ title: 'Three' });
    const second = useSiteStore.getState().toasts[1];
    if (!second) throw new Error('expected three toasts');

    useSiteStore.getState().dismissToast(second.id);

    expect(useSiteStore.getState().toasts.map((toast) => toast.title)).toEqual(['One', 'Three']);
  });

  test('dismissing an unknown id changes nothing', () => {
    useSiteStore.getState().showToast({ title: 'One' });
    const before = useSiteStore.getState().toasts;

    useSiteStore.getState().dismissToast(-1);

    expect(useSiteStore.getState().toasts).toEqual(before);
  });
});

describe('selectAnalyticsAllowed', () => {
  test('is false before any choice', () => {
    expect(selectAnalyticsAllowed(useSiteStore.getState())).toBe(false);
  });

  test.each<[string, boolean, (state: SiteState) => void]>([
    ['accepting all', true, (state) => state.acceptAll()],
    ['rejecting all', false, (state) => state.rejectAll()],
    ['allowing analytics only', true, (state) => state.savePreferences({ analytics: true, marketing: false })],
    ['allowing marketing only', false, (state) => state.savePreferences({ analytics: false, marketing: true })],
  ])('after %s it is %s', (_label, allowed, decide) => {
    decide(useSiteStore.getState());

    expect(selectAnalyticsAllowed(useSiteStore.getState())).toBe(allowed);
  });
});

describe('consent records', () => {
  const config: AppConfig = {
    remotes: {
      mfe_marketing: 'http://localhost:3001/mf-manifest.json',
      mfe_forms: 'http://localhost:3002/mf-manifest.json',
      mfe_blog: 'http://localhost:3003/mf-manifest.json',
      mfe_legal: 'http://localhost:3004/mf-manifest.json',
    },
    formEndpoint: 'https://api.example/api/forms',
    blogApiUrl: 'https://api.example',
    recaptchaSiteKey: '',
    gaMeasurementId: '',
  };
  const originalFetch = globalThis.fetch;
  let fetchMock: jest.Mock<Promise<Response>, [RequestInfo | URL, RequestInit?]>;
  const sent = () =>
    fetchMock.mock.calls.map(([url, init]) => ({
      url,
      record: JSON.parse(String(init?.body)) as Record<string, unknown>,
    }));

  beforeEach(() => {
    fetchMock = jest.fn<Promise<Response>, [RequestInfo | URL, RequestInit?]>();
    fetchMock.mockResolvedValue({ ok: true, status: 201 } as Response);
    globalThis.fetch = fetchMock as unknown as typeof fetch;
  });

  afterEach(() => {
    globalThis.fetch = originalFetch;
    window.history.replaceState(null, '', '/');
  });

  test('Accept All sends a banner record beside the form endpoint, with the stored choice and its id', () => {
    useSiteStore.setState({ config });
    window.history.replaceState(null, '', '/about?utm_source=x');

    useSiteStore.getState().acceptAll();

    const stored = storedChoice() as ConsentChoice;
    expect(stored.consentId).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent()).toEqual([
      {
        url: 'https://api.example/api/consents',
        record: {
          consentId: stored.consentId,
          analytics: true,
          marketing: true,
          version: '1.0',
          givenAt: NOW.toISOString(),
          source: 'banner',
          gpc: false,
          dnt: false,
          path: '/about',
        },
      },
    ]);
  });

  test('a later change in the dialog keeps the consent id and is a dialog record', () => {
    useSiteStore.setState({ config });
    useSiteStore.getState().rejectAll();
    jest.setSystemTime(new Date('2025-06-02T08:00:00.000Z'));

    useSiteStore.getState().savePreferences({ analytics: true, marketing: false });

    const [first, second] = sent().map(({ record }) => record);
    expect(second).toMatchObject({ consentId: first!.consentId, source: 'dialog', analytics: true, marketing: false });
    expect(second!.givenAt).toBe('2025-06-02T08:00:00.000Z');
  });

  test('a stored choice keeps its id; a visitor deciding afresh gets a new one', () => {
    storeConsent(
      window.localStorage,
      { analytics: false, marketing: false },
      NOW,
      'a1b2c3d4-0000-4000-8000-000000000000',
    );
    useSiteStore.setState({ config });
    useSiteStore.getState().loadConsent();
    useSiteStore.getState().acceptAll();
    expect(sent()[0]!.record.consentId).toBe('a1b2c3d4-0000-4000-8000-000000000000');

    window.localStorage.clear();
    useSiteStore.setState({ consent: null });
    useSiteStore.getState().acceptAll();
    expect(sent()[1]!.record.consentId).not.toBe('a1b2c3d4-0000-4000-8000-000000000000');
  });

  test('the browser privacy signals go with the record', () => {
    setNavigatorSignal('doNotTrack', '1');
    setNavigatorSignal('globalPrivacyControl', true);
    useSiteStore.setState({ config });
    useSiteStore.getState().rejectAll();
    expect(sent()[0]!.record).toMatchObject({ gpc: true, dnt: true });
  });

  test('a choice made before the configuration arrived waits, and goes when it does', () => {
    useSiteStore.getState().acceptAll();
    expect(fetchMock).not.toHaveBeenCalled();

    useSiteStore.getState().setConfig(config);

    expect(sent()).toEqual([
      { url: 'https://api.example/api/consents', record: expect.objectContaining({ analytics: true }) },
    ]);
  });

  test('deciding does not wait for the api', () => {
    fetchMock.mockReturnValue(new Promise(() => {}));
    useSiteStore.setState({ config });
    useSiteStore.getState().acceptAll();
    expect(useSiteStore.getState().consentStatus).toBe('decided');
  });
});
