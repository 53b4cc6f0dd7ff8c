import { removeTempDirs, spawnServer, stopServer, whenReady, type ServerProcess } from 'api/testing/harness';
import { localApiEnv, localNginxEnv, verificationWarning } from './start-env';

let running: ServerProcess | undefined;

afterEach(async () => {
  await stopServer(running);
  running = undefined;
});

afterAll(removeTempDirs);

/** The api's output lines about requests after three of them. */
async function requestLines(env: Record<string, string>): Promise<string[]> {
  running = await spawnServer(env);
  await whenReady(running);
  for (let request = 0; request < 3; request += 1) await fetch(`${running.url}/api/posts?limit=1`);
  await new Promise((resolve) => setTimeout(resolve, 200));
  return running
    .output()
    .split('\n')
    .filter((line) => /incoming request|request completed/.test(line));
}

const defined = (env: Record<string, string | undefined>) =>
  Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined));

test("under npm start's environment the api logs no line per request; in production each is JSON", async () => {
  expect(await requestLines(defined(localApiEnv({})))).toEqual([]);
  await stopServer(running, 'SIGTERM');
  const production = await requestLines({ NODE_ENV: 'production', RECAPTCHA_SECRET: 'secret' });
  expect(production.length).toBeGreaterThanOrEqual(6);
  for (const line of production) expect(JSON.parse(line)).toMatchObject({ level: 30 });
}, 60_000);

test("npm start's banner says form verification is off, unless a reCAPTCHA secret is set", () => {
  expect(verificationWarning(localApiEnv({}))).toMatch(/^Form verification is off: /);
  expect(verificationWarning(localApiEnv({ RECAPTCHA_SECRET: 'secret' }))).toBeUndefined();
  expect(verificationWarning(localApiEnv({ ALLOW_DEV_TOKENS: '0' }))).toBeUndefined();
});

test("npm start -- --nginx serves npm start's ports, unless the environment names other origins", () => {
  expect(localNginxEnv({})).toEqual({
    SITE_URL: 'http://localhost:3000',
    API_UPSTREAM: 'http://127.0.0.1:3010',
    RELEASES_URL_MFE_MARKETING: 'http://localhost:3001',
    RELEASES_URL_MFE_FORMS: 'http://localhost:3002',
    RELEASES_URL_MFE_BLOG: 'http://localhost:3003',
    RELEASES_URL_MFE_LEGAL: 'http://localhost:3004',
  });
  const given = localNginxEnv({
    SITE_URL: 'http://127.0.0.1:8080',
    RELEASES_URL_MFE_BLOG: undefined,
    GA_MEASUREMENT_ID: 'G-1',
  });
  expect(given).toMatchObject({
    SITE_URL: 'http://127.0.0.1:8080',
    RELEASES_URL_MFE_BLOG: 'http://localhost:3003',
    GA_MEASUREMENT_ID: 'G-1',
  });
});
