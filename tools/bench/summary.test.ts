import type { RunMetrics } from './lighthouse';
import { summarize, type BenchTarget } from './summary';

const target: BenchTarget = { path: '/', url: 'http://localhost:3000/', notFound: false, reference: false };

function run(overrides: Partial<RunMetrics>): RunMetrics {
  return {
    performance: 100,
    seo: 100,
    bestPractices: 100,
    bestPracticesBesideOwnStatus: 100,
    fcpMs: 600,
    lcpMs: 700,
    tbtMs: 0,
    cls: 0,
    jsTransferBytes: 150 * 1024,
    requests: 20,
    statusCode: 200,
    benchmarkIndex: 2800,
    lighthouseVersion: '13.5.0',
    ...overrides,
  };
}

test('each metric is its own median over the runs that succeeded, and failures are listed', () => {
  const summary = summarize({
    target,
    outcomes: [
      { ok: true, metrics: run({ lcpMs: 900, tbtMs: 30, performance: 98 }) },
      { ok: true, metrics: run({ lcpMs: 700, tbtMs: 10, performance: 100 }) },
      { ok: true, metrics: run({ lcpMs: 800, tbtMs: 20, performance: 99, cls: null }) },
      { ok: false, error: 'Chromium crashed' },
    ],
  });

  expect(summary).toMatchObject({
    okRuns: 3,
    totalRuns: 4,
    errors: ['Chromium crashed'],
    performance: 99,
    lcpMs: 800,
    tbtMs: 20,
    cls: 0,
    jsKb: 150,
    statuses: '200',
  });
});
