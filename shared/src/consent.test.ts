import {
  consentExpiry,
  hasPrivacySignal,
  readStoredConsent,
  storeConsent,
  type ConsentChoice,
  type ConsentPreferences,
} from 'shared/consent';

const STORAGE_KEY = 'veritenant-cookie-consent';

/** Local-time dates, so the month arithmetic is checked the way the code does it, in any time zone. */
const madeAt = new Date(2024, 2, 10, 12, 0, 0);

function choiceMadeAt(date: Date, overrides: Partial<Record<keyof ConsentChoice, unknown>> = {}): ConsentChoice {
  return {
    necessary: true,
    analytics: true,
    marketing: false,
    timestamp: date.toISOString(),
    version: '1.0',
    ...overrides,
  } as ConsentChoice;
}

function putRaw(value: string): void {
  window.localStorage.setItem(STORAGE_KEY, value);
}

let consoleError: jest.SpyInstance;

beforeEach(() => {
  window.localStorage.clear();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('readStoredConsent', () => {
  test('returns null and stores nothing when there is no choice', () => {
    expect(readStoredConsent(window.localStorage, madeAt)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  test.each([
    ['the same day', new Date(2024, 2, 10, 18, 0, 0)],
    ['12 months later', new Date(2025, 2, 10, 12, 0, 0)],
    ['12 months and 29 days later', new Date(2025, 3, 8, 12, 0, 0)],
    ['one minute before 13 months', new Date(2025, 3, 10, 11, 59, 0)],
  ])('keeps a valid 1.0 choice read %s', (_when, now) => {
    const choice = choiceMadeAt(madeAt);
    putRaw(JSON.stringify(choice));

    expect(readStoredConsent(window.localStorage, now)).toEqual(choice);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBe(JSON.stringify(choice));
  });

  test.each([
    ['exactly 13 months later', new Date(2025, 3, 10, 12, 0, 0)],
    ['13 months and a day later', new Date(2025, 3, 11, 12, 0, 0)],
    ['two years later', new Date(2026, 2, 10, 12, 0, 0)],
  ])('removes a choice read %s (expired)', (_when, now) => {
    putRaw(JSON.stringify(choiceMadeAt(madeAt)));

    expect(readStoredConsent(window.localStorage, now)).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  test.each([
    ['version 0.9', JSON.stringify(choiceMadeAt(madeAt, { version: '0.9' }))],
    ['version 1.1', JSON.stringify(choiceMadeAt(madeAt, { version: '1.1' }))],
    ['malformed JSON', '{"necessary":true,'],
    ['a JSON string', JSON.stringify('accepted')],
    ['JSON null', 'null'],
    ['necessary false', JSON.stringify(choiceMadeAt(madeAt, { necessary: false }))],
    ['analytics as a string', JSON.stringify(choiceMadeAt(madeAt, { analytics: 'true' }))],
    ['marketing missing', JSON.stringify({ ...choiceMadeAt(madeAt), marketing: undefined })],
    ['an unparseable timestamp', JSON.stringify(choiceMadeAt(madeAt, { timestamp: 'yesterday' }))],
    ['no version', JSON.stringify({ ...choiceMadeAt(madeAt), version: undefined })],
  ])('removes a stored value with %s', (_problem, raw) => {
    putRaw(raw);

    expect(readStoredConsent(window.localStorage, new Date(2024, 3, 1))).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });

  test('leaves other keys of the storage alone when removing an outdated choice', () => {
    window.localStorage.setItem('other-key', 'kept');
    putRaw(JSON.stringify(choiceMadeAt(madeAt, { version: '0.9' })));

    readStoredConsent(window.localStorage, madeAt);

    expect(window.localStorage.getItem('other-key')).toBe('kept');
  });

  test('logs and returns null when the storage cannot be read', () => {
    const failure = new DOMException('Access denied', 'SecurityError');
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw failure;
    });

    expect(readStoredConsent(window.localStorage, madeAt)).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure);
  });

  test('logs, and still returns null, when an outdated choice cannot be removed', () => {
    putRaw(JSON.stringify(choiceMadeAt(madeAt, { version: '0.9' })));
    const failure = new Error('read-only storage');
    jest.spyOn(Storage.prototype, 'removeItem').mockImplementation(() => {
      throw failure;
    });

    expect(readStoredConsent(window.localStorage, madeAt)).toBeNull();
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure);
  });
});

describe('storeConsent', () => {
  const now = new Date('2025-06-01T09:30:00.000Z');

  test.each<[string, ConsentPreferences]>([
    ['everything on', { analytics: true, marketing: true }],
    ['everything off', { analytics: false, marketing: false }],
    ['analytics only', { analytics: true, marketing: false }],
    ['marketing only', { analytics: false, marketing: true }],
  ])('stores and returns the choice with %s', (_label, preferences) => {
    const expected = {
      necessary: true,
      analytics: preferences.analytics,
      marketing: preferences.marketing,
      timestamp: '2025-06-01T09:30:00.000Z',
      version: '1.0',
    };

    const choice = storeConsent(window.localStorage, preferences, now);

    expect(choice).toEqual(expected);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? 'null')).toEqual(expected);
    expect(consoleError).not.toHaveBeenCalled();
  });

  test('stores only the known fields, whatever else the preferences object carries', () => {
    const preferences = { analytics: true, marketing: false, extra: 'ignored' } as ConsentPreferences;

    storeConsent(window.localStorage, preferences, now);

    expect(Object.keys(JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '{}')).sort()).toEqual([
      'analytics',
      'marketing',
      'necessary',
      'timestamp',
      'version',
    ]);
  });

  test('a stored choice is read back unchanged', () => {
    const choice = storeConsent(window.localStorage, { analytics: false, marketing: true }, now);

    expect(readStoredConsent(window.localStorage, new Date('2025-07-01T00:00:00.000Z'))).toEqual(choice);
  });

  test('only logs when the storage refuses to write, and still returns the choice', () => {
    const failure = new DOMException('Quota exceeded', 'QuotaExceededError');
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw failure;
    });

    const choice = storeConsent(window.localStorage, { analytics: true, marketing: true }, now);

    expect(choice).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      timestamp: '2025-06-01T09:30:00.000Z',
      version: '1.0',
    });
    expect(consoleError).toHaveBeenCalledWith(expect.any(String), failure);
    expect(window.localStorage.getItem(STORAGE_KEY)).toBeNull();
  });
});

describe('consentExpiry', () => {
  test.each([
    ['mid-month', new Date(2024, 2, 10, 12, 0, 0), new Date(2025, 3, 10, 12, 0, 0)],
    ['across a year end', new Date(2024, 11, 15, 8, 45, 0), new Date(2026, 0, 15, 8, 45, 0)],
    ['in November', new Date(2023, 10, 30, 23, 0, 0), new Date(2024, 11, 30, 23, 0, 0)],
  ])('is 13 months after a choice made %s', (_when, made, expected) => {
    expect(consentExpiry(choiceMadeAt(made)).getTime()).toBe(expected.getTime());
  });

  test('does not change the choice it is given', () => {
    const choice = choiceMadeAt(madeAt);
    const copy = { ...choice };

    consentExpiry(choice);

    expect(choice).toEqual(copy);
  });
});

describe('hasPrivacySignal', () => {
  test.each<{ label: string; navigatorLike: Record<string, unknown>; expected: boolean }>([
    { label: "Do-Not-Track '1'", navigatorLike: { doNotTrack: '1' }, expected: true },
    {
      label: 'Global Privacy Control on',
      navigatorLike: { doNotTrack: null, globalPrivacyControl: true },
      expected: true,
    },
    { label: 'both signals', navigatorLike: { doNotTrack: '1', globalPrivacyControl: true }, expected: true },
    { label: 'neither signal', navigatorLike: { doNotTrack: null }, expected: false },
    { label: "Do-Not-Track '0'", navigatorLike: { doNotTrack: '0', globalPrivacyControl: false }, expected: false },
    { label: "Do-Not-Track 'unspecified'", navigatorLike: { doNotTrack: 'unspecified' }, expected: false },
    {
      label: 'Global Privacy Control off',
      navigatorLike: { doNotTrack: null, globalPrivacyControl: false },
      expected: false,
    },
  ])('$label gives $expected', ({ navigatorLike, expected }) => {
    expect(hasPrivacySignal(navigatorLike as unknown as Navigator)).toBe(expected);
  });
});
