import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runCli } from './cli';
import { consentRecord } from '../testing/consent-repository-suite';
import { openSqliteStore } from '../store/sqlite-store';
import { removeTempDirs, tempDir } from '../testing/harness';

const VISITOR = '0b0f4c3e-7f5a-4d7e-9a51-1f2a3b4c5d6e';
let dbPath: string;

beforeEach(async () => {
  dbPath = path.join(tempDir(), 'leads.db');
  let clock = new Date();
  const store = await openSqliteStore(dbPath, { now: () => clock });
  const { consents } = store;
  const at = async (givenAt: string, analytics: boolean, marketing: boolean, extra = {}) => {
    clock = new Date(new Date(givenAt).getTime() + 1000);
    await consents.append(consentRecord({ givenAt, analytics, marketing, ...extra }));
  };
  await at('2026-11-23T09:00:00.000Z', true, true, { consentId: VISITOR });
  await at('2026-11-23T10:00:00.000Z', false, false);
  await at('2026-11-24T08:00:00.000Z', false, false);
  await at('2026-11-24T09:00:00.000Z', true, true);
  await at('2026-11-24T12:00:00.000Z', true, false, {
    consentId: VISITOR,
    source: 'dialog',
    gpc: true,
    path: '/=cmd|x\u001b[31m',
  });
  await store.close();
});

afterAll(removeTempDirs);

async function cli(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    env: { DATABASE_PATH: dbPath, INIT_CWD: path.dirname(dbPath) },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
  });
  return { code, stdout, stderr };
}

test('consents show prints the whole history of one id, oldest first, its path escaped', async () => {
  const { code, stdout } = await cli('consents', 'show', VISITOR);
  expect(code).toBe(0);
  const lines = stdout.trimEnd().split('\n');
  expect(lines[0]).toBe(`Consent ID ${VISITOR}`);
  expect(lines[1]).toMatch(/^given_at\s+analytics\s+marketing\s+source\s+gpc\s+dnt\s+version\s+path\s+received_at$/);
  expect(lines[2]).toMatch(
    /^2026-11-23T09:00:00.000Z\s+yes\s+yes\s+banner\s+no\s+no\s+1.0\s+\/\s+2026-11-23T09:00:01.000Z$/,
  );
  expect(lines[3]).toMatch(/^2026-11-24T12:00:00.000Z\s+yes\s+no\s+dialog\s+yes\s+no\s+1.0\s+\/=cmd\|x\\u001b\[31m\s+/);
  expect(lines[4]).toBe('2 record(s)');
});

test('consents show finds an id whatever its case', async () => {
  const { code, stdout } = await cli('consents', 'show', VISITOR.toUpperCase());
  expect(code).toBe(0);
  expect(stdout.split('\n')[0]).toBe(`Consent ID ${VISITOR}`);
  expect(stdout).toContain('2 record(s)');
});

test('consents show of an unknown id says so', async () => {
  const nobody = '00000000-0000-4000-8000-000000000000';
  const { code, stdout } = await cli('consents', 'show', nobody);
  expect(code).toBe(0);
  expect(stdout).toBe(`No consent records for ${nobody}\n`);
});

test('consents export --format json gives every record in the day range, both ends included', async () => {
  const { code, stdout } = await cli(
    'consents',
    'export',
    '--format',
    'json',
    '--from',
    '2026-11-24',
    '--to',
    '2026-11-24',
  );
  expect(code).toBe(0);
  const records = JSON.parse(stdout) as { givenAt: string; consentId: string }[];
  expect(records.map((record) => record.givenAt)).toEqual([
    '2026-11-24T08:00:00.000Z',
    '2026-11-24T09:00:00.000Z',
    '2026-11-24T12:00:00.000Z',
  ]);
  expect(Object.keys(records[0]!).sort()).toEqual([
    'analytics',
    'consentId',
    'dnt',
    'givenAt',
    'gpc',
    'id',
    'marketing',
    'path',
    'receivedAt',
    'source',
    'version',
  ]);
});

test('consents export --format csv to a file: a header, one row per record, a formula defused', async () => {
  const { code, stderr } = await cli('consents', 'export', '--format', 'csv', '--out', 'consents.csv');
  expect(code).toBe(0);
  expect(stderr).toMatch(/^Wrote 5 consent record\(s\) to /);
  const lines = readFileSync(path.join(path.dirname(dbPath), 'consents.csv'), 'utf8').split('\r\n');
  expect(lines[0]).toBe('id,consentId,givenAt,receivedAt,analytics,marketing,version,source,gpc,dnt,path');
  expect(lines).toHaveLength(7);
  expect(lines[5]).toContain(`,${VISITOR},2026-11-24T12:00:00.000Z,`);
  expect(lines[5]).toContain(',true,false,1.0,dialog,true,false,');
});

test('consents stats gives accepted, rejected and custom rates per day', async () => {
  const { code, stdout } = await cli('consents', 'stats');
  expect(code).toBe(0);
  expect(stdout.split('\n').map((line) => line.split(/\s+/))).toEqual([
    ['day', 'total', 'accepted', 'rejected', 'custom'],
    ['2026-11-23', '2', '50.0%', '50.0%', '0.0%'],
    ['2026-11-24', '3', '33.3%', '33.3%', '33.3%'],
    ['5', 'record(s)'],
    [''],
  ]);
  expect((await cli('consents', 'stats', '--from', '2026-11-24')).stdout).not.toContain('2026-11-23');
});

test.each([
  [['consents'], 'consents needs show, export or stats'],
  [['consents', 'erase'], 'Unknown consents command erase'],
  [['consents', 'show'], 'consents show needs a consent ID'],
  [['consents', 'show', 'nobody'], 'consents show nobody: a consent ID is a UUID'],
  [['consents', 'show', VISITOR, 'extra'], 'Unexpected argument extra'],
  [['consents', 'export'], 'consents export needs --format csv|json'],
  [['consents', 'stats', '--from', '2026-11-31'], '--from 2026-11-31: not a calendar date'],
  [['consents', 'stats', '--from', '2026-11-24', '--to', '2026-11-23'], '--from 2026-11-24 is after --to 2026-11-23'],
])('%j is a usage error (exit 2): %s', async (args, message) => {
  const { code, stderr } = await cli(...args);
  expect(code).toBe(2);
  expect(stderr).toContain(message);
  expect(stderr).toContain('consents show CONSENT_ID');
});
