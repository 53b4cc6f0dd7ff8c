/**
 * The behaviour every `FieldReportRepository` owes, as one jest suite taking a factory: the
 * SQLite store runs it in store/sqlite-field-reports.test.ts and PostgreSQL in
 * store/pg-store.test.ts, with the same reports and the same exact figures expected of both.
 */
import { noFigures, type FieldReport, type FieldReportRepository, type ReleaseHealth } from '../reports/field-reports';

export interface FieldReportRepositoryFixture {
  repository: FieldReportRepository;
  close(): Promise<void>;
}

/** Opens an empty store. */
export type FieldReportRepositoryFactory = () => Promise<FieldReportRepositoryFixture>;

export const view = (apps: Record<string, string>, route = '/'): FieldReport => ({ kind: 'view', route, apps });
export const error = (
  app: string,
  release: string,
  source: 'load' | 'boundary' | 'unhandled',
  message = 'Boom',
): FieldReport => ({ kind: 'error', route: '/', app, release, source, message });
export const vital = (app: string, release: string, name: 'LCP' | 'INP' | 'CLS', value: number): FieldReport => ({
  kind: 'vital',
  route: '/',
  app,
  release,
  name,
  value,
});

/** Clients, as the route names them: their addresses. */
export const clientA = '192.0.2.1';
export const clientB = '192.0.2.2';
const clientC = '198.51.100.7';

/**
 * An hour of reports whose figures are known: mfe-legal's live release `L` and its canary `C`,
 * and the shell `S` on every page, from three clients. `fieldHealthFigures` is what a summary of
 * 10:00–11:00 says.
 */
export async function addKnownHour(repository: FieldReportRepository): Promise<void> {
  const at = (time: string) => new Date(`2026-11-25T${time}Z`);
  const page = (legal: string) => view({ shell: 'S', 'mfe-legal': legal });
  await repository.add([page('L'), page('L'), page('L'), page('C')], at('10:00:00.000'), clientA);
  await repository.add(
    [
      page('L'),
      page('C'),
      error('mfe-legal', 'C', 'boundary'),
      error('mfe-legal', 'C', 'unhandled', 'x is not a function'),
      error('mfe-legal', 'L', 'load'),
      // LCP of L: 800 1000 1200 2500 3000, the 4th of 5 (⌈3.75⌉); of C: one sample.
      ...[1200, 800, 3000, 1000, 2500].map((value) => vital('mfe-legal', 'L', 'LCP', value)),
      vital('mfe-legal', 'C', 'LCP', 4100.5),
      // INP of L: 40 200, the 2nd of 2 (⌈1.5⌉).
      vital('mfe-legal', 'L', 'INP', 200),
      vital('mfe-legal', 'L', 'INP', 40),
      // CLS of L: 0.02 0.05 0.1 0.25, the 3rd of 4 (⌈3⌉).
      ...[0.25, 0.1, 0.02, 0.05].map((value) => vital('mfe-legal', 'L', 'CLS', value)),
    ],
    at('10:30:00.000'),
    clientB,
  );
  // A release nobody viewed in the window, but that erred: its rate cannot be computed.
  await repository.add([error('mfe-marketing', 'M', 'load')], at('10:59:59.999'), clientC);
  // Outside the window, on either side.
  await repository.add([page('L'), error('mfe-legal', 'L', 'load')], at('09:59:59.999'), clientC);
  await repository.add([page('C'), vital('mfe-legal', 'C', 'LCP', 1)], at('11:00:00.000'), clientC);
}

export const knownWindow = { since: new Date('2026-11-25T10:00:00Z'), until: new Date('2026-11-25T11:00:00Z') };

const health = (
  app: string,
  release: string,
  figures: Partial<Omit<ReleaseHealth, 'app' | 'release'>> = {},
): ReleaseHealth => ({ ...noFigures(app, release), ...figures });

export const fieldHealthFigures: ReleaseHealth[] = [
  health('mfe-legal', 'C', {
    views: 2,
    errors: 2,
    viewClients: 2,
    errorClients: 1,
    errorsBySource: { load: 0, boundary: 1, unhandled: 1 },
    errorRate: 1,
    p75: { LCP: 4100.5, INP: null, CLS: null },
    vitalSamples: { LCP: 1, INP: 0, CLS: 0 },
  }),
  health('mfe-legal', 'L', {
    views: 4,
    errors: 1,
    viewClients: 2,
    errorClients: 1,
    errorsBySource: { load: 1, boundary: 0, unhandled: 0 },
    errorRate: 0.25,
    p75: { LCP: 2500, INP: 200, CLS: 0.1 },
    vitalSamples: { LCP: 5, INP: 2, CLS: 4 },
  }),
  health('mfe-marketing', 'M', { errors: 1, errorClients: 1, errorsBySource: { load: 1, boundary: 0, unhandled: 0 } }),
  health('shell', 'S', { views: 6, viewClients: 2, errorRate: 0 }),
];

export function fieldReportRepositorySuite(name: string, open: FieldReportRepositoryFactory): void {
  describe(`${name} field report repository`, () => {
    let fixture: FieldReportRepositoryFixture;
    let repository: FieldReportRepository;

    beforeEach(async () => {
      fixture = await open();
      repository = fixture.repository;
    });

    afterEach(() => fixture.close());

    test('per app and release: views, errors per source, error rate and nearest-rank p75 of each vital', async () => {
      await addKnownHour(repository);
      expect(await repository.summary(knownWindow)).toEqual(fieldHealthFigures);
    });

    test('one app only', async () => {
      await addKnownHour(repository);
      expect(await repository.summary({ ...knownWindow, app: 'mfe-legal' })).toEqual(
        fieldHealthFigures.filter((row) => row.app === 'mfe-legal'),
      );
      expect(await repository.summary({ ...knownWindow, app: 'mfe-blog' })).toEqual([]);
    });

    test('a window without reports is empty', async () => {
      expect(await repository.summary(knownWindow)).toEqual([]);
      await repository.add([view({ shell: 'S' })], new Date('2026-11-25T12:00:00Z'), clientA);
      expect(await repository.summary(knownWindow)).toEqual([]);
    });

    test('a view of a page counts once for each app on it', async () => {
      await repository.add(
        [view({ shell: 'S', 'mfe-blog': 'B', 'mfe-forms': 'F' }, '/blog')],
        knownWindow.since,
        clientA,
      );
      expect((await repository.summary(knownWindow)).map((row) => [row.app, row.release, row.views])).toEqual([
        ['mfe-blog', 'B', 1],
        ['mfe-forms', 'F', 1],
        ['shell', 'S', 1],
      ]);
    });

    test("an error's message with a NUL or a lone surrogate is stored like any other", async () => {
      await repository.add(
        [error('mfe-forms', 'F', 'unhandled', 'a\u0000b'), error('mfe-forms', 'F', 'boundary', 'x\ud800y')],
        knownWindow.since,
        clientA,
      );
      expect((await repository.summary(knownWindow)).map((row) => row.errorsBySource)).toEqual([
        { load: 0, boundary: 1, unhandled: 1 },
      ]);
    });

    test("one client's flood weighs one client: of views and of errors, across its batches", async () => {
      const flood = Array.from({ length: 20 }, () => error('mfe-legal', 'C', 'boundary'));
      for (let batch = 0; batch < 50; batch += 1) await repository.add(flood, knownWindow.since, clientA);
      await repository.add([view({ 'mfe-legal': 'C' }), view({ 'mfe-legal': 'C' })], knownWindow.since, clientA);
      await repository.add([view({ 'mfe-legal': 'C' })], knownWindow.since, clientB);
      const [canary] = await repository.summary(knownWindow);
      expect(canary).toMatchObject({ views: 3, errors: 1000, viewClients: 2, errorClients: 1 });
    });

    test('a client is the same one all day, and another one the next day (a new salt)', async () => {
      const day = (date: string) => ({ since: new Date(`${date}T00:00:00Z`), until: new Date(`${date}T23:59:59Z`) });
      const both = { since: day('2026-11-25').since, until: day('2026-11-26').until };
      await repository.add([view({ shell: 'S' })], new Date('2026-11-25T00:00:01Z'), clientA);
      await repository.add([view({ shell: 'S' })], new Date('2026-11-25T23:59:00Z'), clientA);
      expect((await repository.summary(day('2026-11-25')))[0]).toMatchObject({ views: 2, viewClients: 1 });
      await repository.add([view({ shell: 'S' })], new Date('2026-11-26T00:00:01Z'), clientA);
      expect((await repository.summary(both))[0]).toMatchObject({ views: 3, viewClients: 2 });
    });

    test('retention deletes the reports received before the cutoff', async () => {
      await addKnownHour(repository);
      // The view and error at 09:59:59.999: three rows (the view is one per app).
      expect(await repository.deleteReceivedBefore(knownWindow.since)).toBe(3);
      expect(await repository.summary({ since: new Date(0), until: knownWindow.until })).toEqual(fieldHealthFigures);
    });
  });
}
