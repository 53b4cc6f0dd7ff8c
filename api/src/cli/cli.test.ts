import { execFile } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import postgres from 'postgres';
import { runCli } from './cli';
import { repoRoot, tsx } from '../testing/checkout';
import { runWithReaderGone } from '../testing/closed-pipe-run';
import { startPgCluster, type PgCluster } from '../testing/pg-cluster';
import { openPgStore } from '../store/pg-store';
import { openSqliteStore } from '../store/sqlite-store';
import { removeTempDirs, tempDir, validFields } from '../testing/harness';

let dbPath: string;
let ids: Record<'ada1' | 'bob' | 'ada2' | 'spam' | 'gov', string>;

/** Seeds one database per test, at known times. */
beforeEach(async () => {
  dbPath = path.join(tempDir(), 'leads.db');
  let clock = new Date();
  const seeded = await openSqliteStore(dbPath, { now: () => clock });
  let seq = 0;
  const store = async (at: string, formType: string, fields: Record<string, unknown>, spam = false) => {
    clock = new Date(at);
    const result = await seeded.leads.insert({
      formType,
      email: String(fields.email),
      fields,
      idempotencyKey: `k${(seq += 1)}`,
      bodyHash: 'h',
      spam,
      forward: false,
    });
    if (!result.stored) throw new Error('not stored');
    return result.id;
  };
  ids = {
    ada1: await store('2026-03-01T09:00:00.000Z', 'contact', validFields.contact),
    bob: await store('2026-03-15T23:59:59.999Z', 'trial-request', {
      ...validFields['trial-request'],
      email: 'bob@x.example',
    }),
    ada2: await store('2026-03-16T00:00:00.000Z', 'contact', { ...validFields.contact, email: 'ADA@example.com' }),
    spam: await store('2026-03-10T00:00:00.000Z', 'contact', { ...validFields.contact, company: 'Spam Inc' }, true),
    gov: await store('2026-04-01T00:00:00.000Z', 'government-solution', {
      ...validFields['government-solution'],
      challenge: '=HYPERLINK("http://evil.example","click"), then "quotes"\nand a new line',
    }),
  };
  await seeded.close();
});

afterAll(removeTempDirs);

async function cli(...args: string[]) {
  let stdout = '';
  let stderr = '';
  const code = await runCli(args, {
    env: { DATABASE_PATH: dbPath, RETENTION_DAYS: '30' },
    stdout: (text) => (stdout += text),
    stderr: (text) => (stderr += text),
    now: () => new Date('2026-04-20T00:00:00.000Z'),
  });
  return { code, stdout, stderr };
}

const exported = async (...args: string[]) =>
  (JSON.parse((await cli('export', '--format', 'json', ...args)).stdout) as { id: string }[]).map((lead) => lead.id);

describe('list', () => {
  test('every lead but spam, oldest first, with who and where from', async () => {
    const { code, stdout } = await cli('list');
    expect(code).toBe(0);
    const lines = stdout.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^created_at\s+form_type\s+email\s+name\s+company\s+id$/);
    expect(lines.slice(1, -1).map((line) => line.split(/\s{2,}/).at(-1))).toEqual([
      ids.ada1,
      ids.bob,
      ids.ada2,
      ids.gov,
    ]);
    expect(lines[1]).toMatch(
      /^2026-03-01T09:00:00.000Z\s+contact\s+ada@example.com\s+Ada Lovelace\s+Analytical Engines/,
    );
    expect(lines.at(-1)).toBe('4 lead(s)');
    expect(stdout).not.toContain(ids.spam);
  });

  test('filters by UTC day, both ends included, and by form type', async () => {
    const list = async (...args: string[]) => (await cli('list', ...args)).stdout;
    const between = await list('--from', '2026-03-02', '--to', '2026-03-15');
    expect(between).toContain(ids.bob);
    expect(between).not.toContain(ids.ada1);
    expect(between).not.toContain(ids.ada2);
    expect(await list('--form-type', 'government-solution')).toContain(ids.gov);
    expect(await list('--form-type', 'government-solution')).not.toContain(ids.ada1);
  });
});

describe('export', () => {
  test('json: the leads with their fields, filtered', async () => {
    const { stdout } = await cli('export', '--format', 'json', '--form-type', 'contact');
    expect(JSON.parse(stdout)).toEqual([
      {
        id: ids.ada1,
        createdAt: '2026-03-01T09:00:00.000Z',
        formType: 'contact',
        email: 'ada@example.com',
        fields: validFields.contact,
      },
      {
        id: ids.ada2,
        createdAt: '2026-03-16T00:00:00.000Z',
        formType: 'contact',
        email: 'ada@example.com',
        fields: { ...validFields.contact, email: 'ADA@example.com' },
      },
    ]);
    expect(await exported('--from', '2026-03-16')).toEqual([ids.ada2, ids.gov]);
    expect(await exported('--to', '2026-03-15')).toEqual([ids.ada1, ids.bob]);
    expect(await exported('--from', '2026-03-16', '--to', '2026-03-16')).toEqual([ids.ada2]);
  });

  test('csv: a header, one row per lead, quoting and no formulas', async () => {
    const { code, stdout } = await cli('export', '--format', 'csv', '--form-type', 'government-solution');
    expect(code).toBe(0);
    expect(stdout).toBe(
      'id,created_at,form_type,email,name,company,governmentLevel,challenge\r\n' +
        `${ids.gov},2026-04-01T00:00:00.000Z,government-solution,ada@example.gov,Ada,Department of Engines,state,` +
        `"'=HYPERLINK(""http://evil.example"",""click""), then ""quotes""\nand a new line"\r\n`,
    );
  });

  test('csv: forms with different fields share one table, spam left out', async () => {
    const { stdout } = await cli('export', '--format', 'csv', '--to', '2026-03-31');
    const rows = stdout.trimEnd().split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toMatch(/^id,created_at,form_type,email,firstName,lastName,company,title,message,name,jobTitle,/);
    expect(rows[2]).toContain(',true'); // agreeToTerms of the trial request
    expect(stdout).not.toContain('Spam Inc');
  });

  test('--out writes the file, owner-readable only, and says so', async () => {
    const out = path.join(tempDir(), 'leads.json');
    const { code, stdout, stderr } = await cli('export', '--format', 'json', '--out', out);
    expect(code).toBe(0);
    expect(stdout).toBe('');
    expect(stderr).toBe(`Wrote 4 lead(s) to ${out}\n`);
    expect((JSON.parse(readFileSync(out, 'utf8')) as { id: string }[]).map((lead) => lead.id)).toEqual([
      ids.ada1,
      ids.bob,
      ids.ada2,
      ids.gov,
    ]);
    expect(statSync(out).mode & 0o777).toBe(0o600);
  });

  describe('--out never writes over a file or through a link unless --force, and then only the path', () => {
    let dir: string;
    let out: string;
    let target: string;
    const mode = (file: string) => lstatSync(file).mode & 0o777;
    const exportTo = (...extra: string[]) => cli('export', '--format', 'json', '--out', out, ...extra);
    const refusal = () => `${out} exists: choose another --out, or add --force to replace it\n`;
    const exportedIds = () => (JSON.parse(readFileSync(out, 'utf8')) as { id: string }[]).length;

    beforeEach(() => {
      dir = tempDir();
      out = path.join(dir, 'leads.json');
      target = path.join(dir, 'elsewhere.txt');
      writeFileSync(target, 'not yours', { mode: 0o644 });
      chmodSync(target, 0o644);
    });

    test('an existing file is refused and left as it was', async () => {
      writeFileSync(out, 'kept');
      chmodSync(out, 0o644);
      expect(await exportTo()).toEqual({ code: 1, stdout: '', stderr: refusal() });
      expect(readFileSync(out, 'utf8')).toBe('kept');
      expect(mode(out)).toBe(0o644);
    });

    test('--force replaces it with a file readable by its owner only, and leaves nothing beside it', async () => {
      writeFileSync(out, 'old');
      chmodSync(out, 0o644);
      expect((await exportTo('--force')).code).toBe(0);
      expect(exportedIds()).toBe(4);
      expect(mode(out)).toBe(0o600);
      expect(readdirSync(dir).sort()).toEqual(['elsewhere.txt', 'leads.json']);
    });

    test.each([
      ['a link to a file', () => target],
      ['a link to nowhere', () => path.join(dir, 'nowhere.txt')],
    ])('%s is refused, and --force replaces the link, never its target', async (_name, linkTo) => {
      symlinkSync(linkTo(), out);
      expect(await exportTo()).toEqual({ code: 1, stdout: '', stderr: refusal() });
      expect(readlinkSync(out)).toBe(linkTo());

      expect((await exportTo('--force')).code).toBe(0);
      expect(lstatSync(out).isFile()).toBe(true);
      expect(mode(out)).toBe(0o600);
      expect(exportedIds()).toBe(4);
      expect(readFileSync(target, 'utf8')).toBe('not yours');
      expect(mode(target)).toBe(0o644);
      expect(existsSync(path.join(dir, 'nowhere.txt'))).toBe(false);
    });

    test.each([
      ['000', 0o000],
      ['277', 0o277],
    ])('a file is readable by its owner only whatever the umask (%s)', async (_name, umask) => {
      const previous = process.umask(umask);
      try {
        expect((await exportTo()).code).toBe(0);
        expect(mode(out)).toBe(0o600);
        expect((await exportTo('--force')).code).toBe(0);
        expect(mode(out)).toBe(0o600);
      } finally {
        process.umask(previous);
      }
    });

    test('a folder at the path is refused, even with --force', async () => {
      mkdirSync(out);
      expect((await exportTo('--force')).stderr).toBe(`${out} is a folder: --out needs a file name\n`);
      expect(readdirSync(dir).sort()).toEqual(['elsewhere.txt', 'leads.json']);
    });

    test('--force without --out is a usage error', async () => {
      const { code, stderr } = await cli('list', '--force');
      expect(code).toBe(2);
      expect(stderr).toContain('--force goes with --out');
    });
  });

  test('a relative --out is relative to where npm was run, not to api/', async () => {
    const where = tempDir();
    let stderr = '';
    const code = await runCli(['export', '--format', 'csv', '--out', 'leads.csv'], {
      env: { DATABASE_PATH: dbPath, INIT_CWD: where },
      stderr: (text) => (stderr += text),
    });
    expect(code).toBe(0);
    expect(stderr).toBe(`Wrote 4 lead(s) to ${path.join(where, 'leads.csv')}\n`);
    expect(readFileSync(path.join(where, 'leads.csv'), 'utf8')).toMatch(/^id,created_at,form_type,email,/);
  });
});

describe("visitors' control characters", () => {
  /** A name and company that would recolour, rewrite and reorder the operator's terminal. */
  const hostile = {
    ...validFields.contact,
    email: 'mallory@example.com',
    firstName: 'Mal\u001b[2J\u001b]0;pwned\u0007lory',
    lastName: 'Nul\u0000\u009b31m',
    company: 'Acme \u202eelif.exe\u202c\rOverwritten',
    message: 'First line\r\nSecond line\twith a tab',
  };

  beforeEach(async () => {
    const seeded = await openSqliteStore(dbPath);
    await seeded.leads.insert({
      formType: 'contact',
      email: hostile.email,
      fields: hostile,
      idempotencyKey: 'hostile',
      bodyHash: 'h',
      spam: false,
      forward: false,
    });
    await seeded.close();
  });

  /** What a terminal would act on: C0/C1 controls but line feed, bidi controls, a lone carriage return. */
  // eslint-disable-next-line no-control-regex -- the control characters are what this test looks for
  const UNSAFE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]|\r(?!\n)/;

  test('list shows them escaped, each lead on one line', async () => {
    const { stdout } = await cli('list', '--form-type', 'contact');
    const line = stdout.split('\n').find((candidate) => candidate.includes('mallory@example.com'))!;

    expect(stdout.replaceAll('\n', '')).not.toMatch(UNSAFE);
    expect(line).toContain(String.raw`Mal\u001b[2J\u001b]0;pwned\u0007lory Nul\u0000\u009b31m`);
    expect(line).toContain(String.raw`Acme \u202eelif.exe\u202c\u000dOverwritten`);
  });

  test('a CSV export on stdout shows them escaped; its rows and formula guard stay', async () => {
    const { stdout } = await cli('export', '--format', 'csv', '--form-type', 'contact');

    expect(stdout.replaceAll('\r\n', '').replaceAll('\n', '').replaceAll('\t', '')).not.toMatch(UNSAFE);
    expect(stdout).toContain(String.raw`Acme \u202eelif.exe\u202c\u000dOverwritten`);
    expect(stdout).toContain('"First line\r\nSecond line\twith a tab"');
    expect(stdout.endsWith('\r\n')).toBe(true);
  });

  test('a JSON export on stdout shows them escaped and still parses to the stored data', async () => {
    const { stdout } = await cli('export', '--format', 'json', '--form-type', 'contact');

    expect(stdout).not.toMatch(UNSAFE);
    const mallory = (JSON.parse(stdout) as { email: string; fields: unknown }[]).find(
      (lead) => lead.email === 'mallory@example.com',
    );
    expect(mallory?.fields).toEqual(hostile);
  });

  test('an export to a file keeps the data as received', async () => {
    const out = path.join(tempDir(), 'leads.json');
    await cli('export', '--format', 'json', '--out', out);

    const leads = JSON.parse(readFileSync(out, 'utf8')) as { email: string; fields: unknown }[];
    expect(leads.find((lead) => lead.email === 'mallory@example.com')?.fields).toEqual(hostile);
  });
});

test('delete removes every lead of the address, whatever its case, spam included', async () => {
  const { code, stdout } = await cli('delete', '--email', ' ADA@Example.COM ');
  expect(code).toBe(0);
  expect(stdout).toBe('Deleted 3 lead(s) of ada@example.com\n');
  expect(await exported()).toEqual([ids.bob, ids.gov]);
  expect((await cli('delete', '--email', 'ada@example.com')).stdout).toBe('Deleted 0 lead(s) of ada@example.com\n');
});

test('purge applies RETENTION_DAYS now', async () => {
  // Now is 2026-04-20 and the period 30 days: everything before 2026-03-21 goes.
  expect((await cli('purge')).stdout).toBe('Purged 4 lead(s) older than 30 days\n');
  expect(await exported()).toEqual([ids.gov]);
});

test.each([
  [['list', '--from', '2026-02-30'], '--from 2026-02-30: not a calendar date'],
  [['list', '--to', '15/03/2026'], '--to 15/03/2026: expected YYYY-MM-DD'],
  [['list', '--from', '2026-03-02', '--to', '2026-03-01'], '--from 2026-03-02 is after --to 2026-03-01'],
  [['list', '--form-type', 'newsletter'], 'Unknown --form-type newsletter'],
  [['export'], 'export needs --format csv|json'],
  [['export', '--format', 'xml'], 'export needs --format csv|json'],
  [['delete'], 'delete needs --email ADDRESS'],
  [['drop'], 'Unknown command drop'],
  [['list', '--bogus'], "Unknown option '--bogus'"],
])('%j is a usage error', async (args, message) => {
  const { code, stderr } = await cli(...args);
  expect(code).toBe(2);
  expect(stderr).toContain(message);
  expect(stderr).toContain('Usage: npm run leads -w api --');
});

describe('a database that is not there is refused, and nothing is created', () => {
  const run = async (databasePath: string, args: string[]) => {
    let stdout = '';
    let stderr = '';
    const code = await runCli(args, {
      env: { DATABASE_PATH: databasePath },
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
    });
    return { code, stdout, stderr };
  };

  test.each([
    [['delete', '--email', 'ada@example.com']],
    [['list']],
    [['export', '--format', 'csv']],
    [['purge']],
    [['consents', 'show', '0b0f4c3e-7f5a-4d7e-9a51-1f2a3b4c5d6e']],
    [['consents', 'export', '--format', 'json']],
    [['consents', 'stats']],
  ])('%j: a mistyped folder', async (args) => {
    const missing = path.join(path.dirname(dbPath), 'typo', 'leads.db');
    expect(await run(missing, args)).toEqual({
      code: 1,
      stdout: '',
      stderr: `No database at ${missing}: check DATABASE_PATH (the api creates it on its first start)\n`,
    });
    expect(existsSync(path.dirname(missing))).toBe(false);
  });

  test('a mistyped file name in the right folder', async () => {
    const missing = path.join(path.dirname(dbPath), 'lead.db');
    expect((await run(missing, ['delete', '--email', 'ada@example.com'])).code).toBe(1);
    expect(readdirSync(path.dirname(dbPath))).toEqual(['leads.db']);
  });

  test('a file that is not the api database is left as it was', async () => {
    const empty = path.join(tempDir(), 'empty.db');
    writeFileSync(empty, '');
    expect(await run(empty, ['delete', '--email', 'ada@example.com'])).toEqual({
      code: 1,
      stdout: '',
      stderr: `${empty} is not the api's database (it has none of its tables): check DATABASE_PATH\n`,
    });
    expect(readdirSync(path.dirname(empty))).toEqual(['empty.db']);
    expect(statSync(empty).size).toBe(0);
  });
});

test('the command line entry runs the same commands', async () => {
  const { stdout } = await promisify(execFile)(
    tsx,
    ['api/src/cli/cli.ts', 'export', '--format', 'json', '--form-type', 'trial-request'],
    { cwd: repoRoot, env: { ...process.env, DATABASE_PATH: dbPath } },
  );
  expect((JSON.parse(stdout) as { id: string }[]).map((lead) => lead.id)).toEqual([ids.bob]);
}, 20_000);

test('a reader that closes the pipe before the export (| head): the command ends as it would have, with nothing on stderr', async () => {
  expect(
    await runWithReaderGone('api/src/cli/cli.ts', ['export', '--format', 'csv'], { DATABASE_PATH: dbPath }),
  ).toEqual({ code: 0, stderr: '' });
}, 20_000);

describe('against PostgreSQL (DATABASE_URL)', () => {
  let cluster: PgCluster;
  let url: string;

  beforeAll(async () => {
    cluster = await startPgCluster();
    url = await cluster.createDatabase();
    let clock = new Date();
    const seeded = await openPgStore(url, { now: () => clock });
    for (const [at, email] of [
      ['2026-03-01T09:00:00.000Z', 'ada@example.com'],
      ['2026-04-01T09:00:00.000Z', 'ADA@example.com'],
      ['2026-04-19T09:00:00.000Z', 'bob@example.com'],
    ] as const) {
      clock = new Date(at);
      await seeded.leads.insert({
        formType: 'contact',
        email,
        fields: { ...validFields.contact, email },
        idempotencyKey: null,
        bodyHash: 'h',
        spam: false,
        forward: false,
      });
    }
    await seeded.close();
  }, 30_000);

  afterAll(() => cluster?.stop());

  const pgCli = async (...args: string[]) => {
    let stdout = '';
    const code = await runCli(args, {
      env: { DATABASE_URL: url, RETENTION_DAYS: '30' },
      stdout: (text) => (stdout += text),
      stderr: (text) => (stdout += text),
      now: () => new Date('2026-04-20T00:00:00.000Z'),
    });
    return { code, stdout };
  };

  test('list, export, delete and purge work on the shared store', async () => {
    expect(await pgCli('list')).toMatchObject({ code: 0, stdout: expect.stringContaining('3 lead(s)') });
    const csv = await pgCli('export', '--format', 'csv', '--from', '2026-04-01');
    expect(csv.stdout.trimEnd().split('\r\n')).toHaveLength(3);
    expect(await pgCli('purge')).toEqual({ code: 0, stdout: 'Purged 1 lead(s) older than 30 days\n' });
    expect(await pgCli('delete', '--email', 'Ada@Example.com')).toEqual({
      code: 0,
      stdout: 'Deleted 1 lead(s) of ada@example.com\n',
    });
    expect(await pgCli('list')).toMatchObject({ code: 0, stdout: expect.stringContaining('1 lead(s)') });
  });

  test('a database without the api tables is refused and left empty', async () => {
    const empty = await cluster.createDatabase();
    let stderr = '';
    const code = await runCli(['delete', '--email', 'ada@example.com'], {
      env: { DATABASE_URL: empty },
      stderr: (text) => (stderr += text),
    });
    expect(code).toBe(1);
    expect(stderr).toBe(
      `Cannot use the PostgreSQL store at ${empty}: it has none of the api's tables; check DATABASE_URL (the api creates them on its first start)\n`,
    );
    const sql = postgres(empty, { max: 1, onnotice: () => {} });
    try {
      expect(await sql`SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'`).toEqual([]);
    } finally {
      await sql.end();
    }
  });
});
