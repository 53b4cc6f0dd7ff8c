/**
 * The benchmark's load generator, run as its own process by submissions.ts so that it never
 * shares the api's event loop: `tsx bench/load.ts SECONDS CONNECTIONS URL...`. Every request is a
 * new submission (its own Idempotency-Key and development token); the connections are shared
 * round-robin by the URLs. Prints autocannon's result as JSON.
 */
import { randomUUID } from 'node:crypto';
import autocannon from 'autocannon';
import { submission } from '../src/testing/harness';

const [seconds, connections, ...urls] = process.argv.slice(2);

const result = await autocannon({
  url: urls,
  duration: Number(seconds),
  connections: Number(connections),
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
process.stdout.write(JSON.stringify(result));
