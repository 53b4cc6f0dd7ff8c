/**
 * The swap and route-table rules nginx runs (./swap.js, ./served-pages.js) agree with the TypeScript ones: one table of cases
 * (ops/testing/swap-rule-cases.ts) through both, njs in a real nginx as a bucket origin loads it.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from 'shared/testing/free-port';
import { waitUntilAnswering } from '../../lib/wait-until-answering';
import { swapRuleCases, typescriptAnswer } from '../../testing/swap-rule-cases';
import { foregroundNginxArgs, nginxMain, njsModule, quote, writeNginxConf } from './site';

const modules = [
  path.join(import.meta.dirname, 'swap.js'),
  path.join(import.meta.dirname, 'report-pass.js'),
  path.join(import.meta.dirname, 'served-pages.js'),
  path.join(import.meta.dirname, '../../testing/swap-rule-answers.js'),
];

let siteDir = '';
let nginx: ChildProcess | undefined;
let njsAnswers: unknown[] = [];

/** undefined as njs's JSON gives it back: null in a list, absent in an object. */
const asJson = (value: unknown): unknown => JSON.parse(JSON.stringify([value]))[0];

beforeAll(async () => {
  siteDir = mkdtempSync(path.join(os.tmpdir(), 'swap-rules-'));
  for (const file of modules) copyFileSync(file, path.join(siteDir, path.basename(file)));
  // The rules read nothing of the site's names.
  writeFileSync(path.join(siteDir, 'swap-site.js'), 'export default {};\n');
  const port = await freePort();
  const conf = writeNginxConf(
    siteDir,
    nginxMain(
      siteDir,
      [`load_module ${njsModule};`],
      [
        `js_path ${quote(siteDir)};`,
        `js_import answers from ${quote(path.join(siteDir, 'swap-rule-answers.js'))};`,
        'server {',
        `  listen 127.0.0.1:${port};`,
        '  client_max_body_size 1m;',
        '  client_body_buffer_size 1m;',
        '  location = /answers { js_content answers.answers; }',
        '}',
      ],
    ),
  );
  const started = spawn('nginx', foregroundNginxArgs(siteDir, conf), { stdio: 'ignore' });
  nginx = started;
  const url = `http://127.0.0.1:${port}/answers`;
  await waitUntilAnswering([url], {
    timeoutMs: 20_000,
    intervalMs: 100,
    gaveUp: () => (started.exitCode !== null ? `nginx exited with ${started.exitCode}` : undefined),
  });
  const response = await fetch(url, { method: 'POST', body: JSON.stringify(swapRuleCases) });
  expect(response.status).toBe(200);
  njsAnswers = (await response.json()) as unknown[];
}, 30_000);

afterAll(async () => {
  if (nginx?.pid !== undefined && nginx.exitCode === null) {
    const exited = once(nginx, 'exit');
    process.kill(nginx.pid, 'SIGTERM');
    await exited;
  }
  rmSync(siteDir, { recursive: true, force: true });
});

test('njs answers every case', () => {
  expect(njsAnswers).toHaveLength(swapRuleCases.length);
});

test.each(swapRuleCases.map((rule, index) => [`${rule.rule}: ${rule.name}`, rule, index] as const))(
  '%s',
  (_, rule, index) => {
    const answer = typescriptAnswer(rule);
    const njsAnswer = njsAnswers[index];
    if (rule.rule === 'servedCanaries') {
      expect(answer).toBe(rule.served);
      expect(njsAnswer).toEqual(rule.canaries);
    } else {
      expect(answer).toEqual(rule.expected);
      expect(njsAnswer).toEqual(asJson(rule.expected));
    }
  },
);
