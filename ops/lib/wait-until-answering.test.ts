import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { waitUntilAnswering } from './wait-until-answering';

let server: Server | undefined;

afterEach(async () => {
  await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  server = undefined;
});

/** A server that answers 503 until `readyAfter` requests, then 200. */
async function startServer(readyAfter: number): Promise<string> {
  let requests = 0;
  server = createServer((_request, response) => {
    requests += 1;
    response.writeHead(requests > readyAfter ? 200 : 503).end();
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/health`;
}

test('resolves once the URL answers 2xx', async () => {
  const url = await startServer(3);
  await expect(waitUntilAnswering([url], { timeoutMs: 5000, intervalMs: 10 })).resolves.toBeUndefined();
});

test('says which URL did not answer in time', async () => {
  const url = await startServer(1_000_000);
  await expect(waitUntilAnswering([url], { timeoutMs: 100, intervalMs: 10 })).rejects.toThrow(
    `${url} did not answer within 0.1 s`,
  );
});

test('stops at once with the reason when told to give up', async () => {
  const url = await startServer(1_000_000);
  await expect(
    waitUntilAnswering([url], { timeoutMs: 5000, intervalMs: 10, gaveUp: () => 'the server exited with 1' }),
  ).rejects.toThrow('the server exited with 1');
});
