/**
 * A console as an operator sees it mid-canary: five apps, mfe-forms at 25 % with a watcher, an
 * hour of field reports for both of its releases, the contract between the remotes and a log
 * with an automatic rollback. The UI's tests render it; so can a look at the page
 * (`renderConsolePage(sampleView())` to a file).
 */
import type { ConsoleView, HealthPoint } from '../../view-model';

const until = Date.parse('2026-11-29T02:00:00Z');
const bucketMs = 5 * 60_000;
const at = (minutesBefore: number): string => new Date(until - minutesBefore * 60_000).toISOString();

/** Twelve five-minute buckets ending at `until`, each from `point(index)`. */
const hourOf = (point: (index: number) => Omit<HealthPoint, 'at'>): HealthPoint[] =>
  Array.from({ length: 12 }, (_, index) => ({
    at: new Date(until - (12 - index) * bucketMs).toISOString(),
    ...point(index),
  }));

export const sampleReleases = {
  shell: ['20261128T090000Z-1', '20261120T100000Z-1'],
  'mfe-marketing': ['20261128T120000Z-2', '20261128T120000Z-1', '20261125T080000Z-1'],
  'mfe-forms': ['20261129T004500Z-1', '20261128T150000Z-1', '20261127T150000Z-1'],
  'mfe-blog': ['20261127T110000Z-1'],
  'mfe-legal': ['20261126T090000Z-1', '20261121T090000Z-1'],
};

export function sampleView(): ConsoleView {
  return {
    liveSet: {
      rows: [
        {
          app: 'shell',
          live: { release: '20261128T090000Z-1', since: '2026-11-28T09:10:00Z', commit: '3f2a9c1' },
          previous: '20261120T100000Z-1',
          pages: 'current',
          compatible: 'yes',
        },
        {
          app: 'mfe-marketing',
          live: { release: '20261128T120000Z-1', since: '2026-11-28T12:05:00Z', commit: 'b74124b' },
          previous: '20261125T080000Z-1',
          pages: 'current',
          compatible: 'yes',
        },
        {
          app: 'mfe-forms',
          live: { release: '20261128T150000Z-1', since: '2026-11-28T15:02:00Z', commit: 'bf990d3' },
          previous: '20261127T150000Z-1',
          canary: {
            release: '20261129T004500Z-1',
            share: 25,
            since: '2026-11-29T00:50:00Z',
            watched: 'yes, 12 s ago',
            lastCheck: {
              at: '2026-11-29T01:59:48Z',
              said:
                'healthy: canary 20261129T004500Z-1: 3 of 240 clients saw an error (1.3 %); ' +
                'live 20261128T150000Z-1: 6 of 720 clients saw an error (0.8 %)',
            },
          },
          pages: "current; canary's 3",
          compatible: 'yes',
        },
        {
          app: 'mfe-blog',
          live: { release: '20261127T110000Z-1', since: '2026-11-27T11:03:00Z' },
          previous: null,
          pages: 'stale',
          compatible: 'yes',
        },
        { app: 'mfe-legal', previous: null, pages: '-', compatible: '-' },
      ],
      rendered: [
        {
          app: 'mfe-marketing',
          release: '20261128T120000Z-1',
          shell: '20261128T090000Z-1',
          places: { '/contact': ['mfe-forms'], '/enterprise/ai-demo': ['mfe-forms'] },
        },
        { app: 'mfe-blog', release: '20261127T110000Z-1', shell: '20261128T090000Z-1', places: {} },
      ],
      incomplete: ['mfe-blog 20261128T230000Z-1'],
      store: '/srv/veritenant/releases',
      record: '/srv/veritenant/releases/live.json',
      pointerVersion: 42,
    },
    releases: sampleReleases,
    // The previous releases: mfe-marketing's newest was never live, so it is not one.
    rollbackTargets: {
      shell: ['20261120T100000Z-1'],
      'mfe-marketing': ['20261125T080000Z-1'],
      'mfe-forms': ['20261127T150000Z-1'],
      'mfe-blog': [],
      'mfe-legal': [],
    },
    health: {
      app: 'mfe-forms',
      window: '1h',
      since: at(60),
      until: at(0),
      series: [
        {
          release: '20261128T150000Z-1',
          role: 'live',
          points: hourOf((index) => ({
            views: 180 + ((index * 37) % 60),
            clients: 60 + ((index * 13) % 20),
            errorRate: 0.006 + (index % 3) * 0.002,
            lcp: 1900 + ((index * 91) % 400),
            inp: 140 + ((index * 17) % 50),
            cls: 0.04 + (index % 4) * 0.01,
          })),
        },
        {
          release: '20261129T004500Z-1',
          role: 'canary',
          points: hourOf((index) =>
            index === 0
              ? { views: 0, clients: 0, errorRate: null, lcp: null, inp: null, cls: null }
              : {
                  views: 55 + ((index * 29) % 30),
                  clients: 20 + ((index * 7) % 10),
                  errorRate: 0.01 + (index % 4) * 0.004,
                  lcp: 2100 + ((index * 73) % 500),
                  inp: 160 + ((index * 23) % 60),
                  cls: 0.05 + (index % 3) * 0.02,
                },
          ),
        },
      ],
      errorsBySource: [
        { release: '20261128T150000Z-1', source: 'window.onerror', errors: 6 },
        { release: '20261129T004500Z-1', source: 'remote load', errors: 2 },
        { release: '20261129T004500Z-1', source: 'window.onerror', errors: 1 },
      ],
      thresholds: { errorRate: 0.028, lcp: 2500, inp: 200, cls: 0.1 },
      source: `reports received ${at(60)} to ${at(0)}, in PostgreSQL veritenant@db.internal/fieldreports`,
    },
    contract: {
      nodes: [
        { app: 'shell', release: '20261128T090000Z-1', role: 'live' },
        { app: 'mfe-marketing', release: '20261128T120000Z-1', role: 'live' },
        { app: 'mfe-forms', release: '20261128T150000Z-1', role: 'live' },
        {
          app: 'mfe-forms',
          release: '20261129T004500Z-1',
          role: 'canary',
        },
        { app: 'mfe-blog', release: '20261127T110000Z-1', role: 'live' },
      ],
      edges: [
        {
          consumer: { app: 'mfe-marketing', release: '20261128T120000Z-1' },
          provider: { app: 'mfe-forms', release: '20261128T150000Z-1' },
          module: 'ContactForm',
          passes: ['headingLevel', 'source'],
        },
        {
          consumer: { app: 'mfe-marketing', release: '20261128T120000Z-1' },
          provider: { app: 'mfe-forms', release: '20261129T004500Z-1' },
          module: 'ContactForm',
          passes: ['headingLevel', 'source'],
        },
        {
          consumer: { app: 'mfe-blog', release: '20261127T110000Z-1' },
          provider: { app: 'mfe-forms', release: '20261128T150000Z-1' },
          module: 'TrialRequestForm',
          passes: ['source'],
        },
      ],
    },
    gates: {
      app: 'mfe-marketing',
      release: '20261128T120000Z-2',
      passes: false,
      sentence:
        'refused by the compatibility gate: mfe-marketing 20261128T120000Z-2 passes headingLevel to mfe-forms ContactForm, which the live mfe-forms does not take',
    },
    log: [
      {
        at: '2026-11-29T00:50:02Z',
        who: 'ana@ops-laptop',
        command: 'canary',
        app: 'mfe-forms',
        from: '20261128T150000Z-1',
        to: '20261129T004500Z-1',
        gates: { compatibility: 'passed', smoke: 'passed', share: '25 %' },
        timings: { gatesMs: 4210 },
      },
      {
        at: '2026-11-28T23:40:11Z',
        who: 'canary watcher',
        command: 'rollback',
        app: 'mfe-forms',
        from: '20261128T230000Z-1',
        to: '20261128T150000Z-1',
        gates: {},
        timings: {},
        reason:
          'canary 20261128T230000Z-1: 41 of 260 clients saw an error (15.8 %); live 20261128T150000Z-1: 7 of 780 clients saw an error (0.9 %); 14.9 points worse (limit 2), chance < 0.0001 (limit 0.01)',
      },
      {
        at: '2026-11-28T15:02:40Z',
        who: 'ana@ops-laptop',
        command: 'promote',
        app: 'mfe-forms',
        from: '20261127T150000Z-1',
        to: '20261128T150000Z-1',
        gates: { compatibility: 'passed', smoke: 'passed', pages: 'passed' },
        timings: { gatesMs: 5120, prerenderMs: 2380 },
      },
      {
        at: '2026-11-27T11:03:05Z',
        who: 'ci@build-1',
        command: 'start',
        app: 'mfe-blog',
        from: null,
        to: '20261127T110000Z-1',
        gates: {},
        timings: {},
      },
    ],
  };
}
