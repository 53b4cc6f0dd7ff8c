/**
 * Every command of ops/ and tools/, run as a user runs it, refuses with one line on stderr and exit 1, before
 * it starts a server or a browser.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs, promisify } from 'node:util';
import { runWithReaderGone } from 'api/testing/closed-pipe-run';
import { refusalLine } from './command';
import { repoRoot } from './workspace';

const tsx = path.join(repoRoot, 'node_modules', '.bin', 'tsx');
const missingChromium = { CHROMIUM_PATH: '/nonexistent/chromium' };
const chromiumRefusal = /^CHROMIUM_PATH is \/nonexistent\/chromium, which does not exist: .+\n$/;

let emptyStore = '';
beforeAll(() => {
  emptyStore = mkdtempSync(path.join(os.tmpdir(), 'empty-store-'));
});
afterAll(() => rmSync(emptyStore, { recursive: true, force: true }));

interface Outcome {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `tsx <script> ...args` from the checkout, as `npm run` would. */
async function runScript(script: string, args: readonly string[], env: Record<string, string> = {}): Promise<Outcome> {
  try {
    const { stdout, stderr } = await promisify(execFile)(tsx, [script, ...args], {
      cwd: repoRoot,
      env: { ...process.env, RELEASE_STORE: emptyStore, ...env },
      // Should a check ever let the command through, it must not run on for long.
      timeout: 50_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const { code, stdout, stderr } = error as { code: number | null; stdout: string; stderr: string };
    return { code, stdout, stderr };
  }
}

describe('a refusal is one line on stderr and exit 1', () => {
  test.each([
    ['ops/cli/serve.ts', [], {}, /^Nothing of shell is live in .+: npm run release -- build shell, then promote it\n$/],
    ['ops/cli/serve.ts', ['mfe-legal', '--port', 'abc'], {}, /^--port takes a port number, not 'abc'\n$/],
    ['ops/cli/serve.ts', ['--bogus'], {}, /^Unknown option '--bogus'.*\n$/],
    // The prerender renders in Node: without a browser it goes as far as the empty store lets it.
    [
      'ops/cli/prerender.ts',
      [],
      missingChromium,
      /^Nothing of shell is live in .+: npm run release -- build shell, then promote it\n$/,
    ],
    ['tools/test.ts', [], missingChromium, chromiumRefusal],
    ['tools/bench.ts', [], missingChromium, chromiumRefusal],
    ['tools/screenshots.ts', [], missingChromium, chromiumRefusal],
    ['ops/cli/release.ts', ['promote'], {}, /^promote needs <app> <id>; usage: .+\n$/],
    ['ops/cli/release.ts', ['promote', 'mfe-legal', '20261125-000000-0000000'], missingChromium, chromiumRefusal],
    // A rollback has no smoke gate and renders in Node: no browser needed.
    [
      'ops/cli/release.ts',
      ['rollback', 'mfe-legal'],
      missingChromium,
      /^mfe-legal has no previous release to roll back to\n$/,
    ],
    ['ops/cli/nginx.ts', [], {}, /^usage: npm run nginx -- write <site-dir>\n$/],
  ] as const)(
    '%s %j %j',
    async (script, args, env, line) => {
      const { code, stdout, stderr } = await runScript(script, args, env);
      expect({ code, stderr }).toEqual({ code: 1, stderr: expect.stringMatching(line) });
      // Nothing was started before the refusal: no build, no server, no suite.
      expect(stdout).toBe('');
    },
    // tsx compiles each command first: seconds on a machine busy with other suites.
    60_000,
  );
});

test('a reader that closes the pipe before the output (| head): the command ends as it would have, with nothing on stderr', async () => {
  expect(await runWithReaderGone('ops/cli/release.ts', ['status'], { RELEASE_STORE: emptyStore })).toEqual({
    code: 0,
    stderr: '',
  });
}, 60_000);

describe('refusalLine', () => {
  test('an Error is a refusal: its first line', () => {
    expect(refusalLine(new Error('No release\n  more detail'))).toBe('No release');
  });

  test('a command line parseArgs rejects is a refusal', () => {
    let rejected: unknown;
    try {
      parseArgs({ args: ['--bogus'], options: {} });
    } catch (error) {
      rejected = error;
    }
    expect(refusalLine(rejected)).toMatch(/^Unknown option '--bogus'/);
  });

  test('anything else is a bug, which keeps its stack', () => {
    expect(refusalLine(new TypeError('x is undefined'))).toBeUndefined();
    expect(refusalLine('a string')).toBeUndefined();
  });
});
