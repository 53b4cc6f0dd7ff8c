/**
 * Load benchmark of `POST /api/forms` (`npm run bench -w api`): the app in this process on a
 * free port over a temp database, rate limit off, each request a new submission (its own
 * Idempotency-Key and development token) so every one is validated, verified and committed.
 *   BENCH_SECONDS (10), BENCH_CONNECTIONS (10)
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { startTestApi, submission } from '../src/testing';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

const api = await startTestApi({ rateLimitMax: 0 });
try {
  const result = await autocannon({
    url: api.url,
    duration: seconds,
    connections,
    requests: [
      {
        method: 'POST',
        path: '/api/forms',
        setupRequest: (request) => ({
          ...request,
          headers: { 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify(submission('trial-request')),
        }),
      },
    ],
  });
  const stored = await api.leadCount();
  console.log(
    [
      `POST /api/forms, connections: ${connections}, ${result.duration.toFixed(1)} s, ${api.store.kind} store`,
      `  submissions/s  ${result.requests.average.toFixed(0)} (mean), ${result['2xx']} answered 201`,
      `  latency        p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms`,
      `  other answers  ${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      `  on disk        ${stored} leads ${stored >= result['2xx'] ? '(every 201 stored)' : '(MISSING LEADS)'}`,
    ].join('\n'),
  );
  if (result.non2xx > 0 || result.errors > 0 || stored < result['2xx']) process.exitCode = 1;
} finally {
  await api.close();
}
