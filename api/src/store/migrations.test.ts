import path from 'node:path';
import Database from 'better-sqlite3';
import postgres from 'postgres';
import { removeTempDirs, tempDir } from '../testing/harness';
import { expectIdsLowerCased, mixedCaseRecords } from '../testing/consent-repository-suite';
import { pgMigrations, sqliteMigrations } from '../testing/legacy-schemas';
import { startPgCluster, type PgCluster } from '../testing/pg-cluster';
import { migrations } from './migrations';
import { openPgStore } from './pg-store';
import { openSqliteStore } from './sqlite-store';

let cluster: PgCluster;

beforeAll(async () => {
  cluster = await startPgCluster();
}, 30_000);

afterAll(async () => {
  await cluster?.stop();
  removeTempDirs();
});

const TABLES = ['leads', 'outbox', 'consent_records'];

/** Rows of every kind a release leaves: keyed, keyless and spam leads, outbox rows in each state, consent records. */
const leadRows = (flag: (value: boolean) => unknown) => [
  ['lead-1', 'contact', 'a@example.com', '{"b":"x","a":"y"}', '2026-11-01T00:00:00.000Z', 'key-1', 'h1', flag(false)],
  ['lead-2', 'trial-request', 'b@example.com', '{}', '2026-11-02T00:00:00.000Z', null, 'h2', flag(false)],
  ['lead-3', 'contact', 'spam@example.com', '{}', '2026-11-03T00:00:00.000Z', 'key-3', 'h3', flag(true)],
];
const outboxRows = [
  ['lead-1', 3, '2026-11-01T00:00:00.000Z', null, '2026-11-01T00:05:00.000Z', 'HTTP 500'],
  ['lead-2', 0, '2026-11-02T00:00:00.000Z', '2026-11-02T00:01:00.000Z', null, null],
];
const consentRows = (flag: (value: boolean) => unknown) => [
  [
    'r1',
    'aaaaaaaa-0000-4000-8000-000000000001',
    '2026-11-01T10:00:00.000Z',
    flag(true),
    flag(false),
    '1.0',
    'banner',
    flag(false),
    flag(true),
    '/',
    '2026-11-01T10:00:01.000Z',
  ],
  [
    'r2',
    'aaaaaaaa-0000-4000-8000-000000000002',
    '2026-11-02T10:00:00.000Z',
    flag(false),
    flag(false),
    '1.0',
    'dialog',
    flag(true),
    flag(false),
    '/pricing',
    '2026-11-02T10:00:01.000Z',
  ],
];
const OUTBOX_COLUMNS = 'lead_id, attempts, next_attempt_at, claimed_until, delivered_at, last_error';

describe('SQLite', () => {
  /** A file as the release of 2026-11-25 left it, at its schema version `version`, with rows in every table. */
  function legacyFile(version: number): string {
    const file = path.join(tempDir(), `v${version}.db`);
    const db = new Database(file);
    for (const migration of sqliteMigrations.slice(0, version)) db.exec(migration);
    db.pragma(`user_version = ${version}`);
    const flag = (value: boolean) => (value ? 1 : 0);
    for (const row of leadRows(flag)) db.prepare('INSERT INTO leads VALUES (?, ?, ?, ?, ?, ?, ?, ?)').run(...row);
    for (const row of outboxRows)
      db.prepare(`INSERT INTO outbox (${OUTBOX_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?)`).run(...row);
    for (const row of consentRows(flag))
      db.prepare('INSERT INTO consent_records VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)').run(...row);
    db.close();
    return file;
  }
  const rows = (file: string) => {
    const db = new Database(file, { readonly: true });
    try {
      return TABLES.map((table) => db.prepare(`SELECT * FROM ${table} ORDER BY 1`).all());
    } finally {
      db.close();
    }
  };

  test('a new file runs in WAL mode, at the last version, and keeps no IP address', async () => {
    const file = path.join(tempDir(), 'leads.db');
    await (await openSqliteStore(file)).close();
    const db = new Database(file, { readonly: true });
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.prepare('SELECT version FROM schema_migrations').all()).toEqual([{ version: migrations.length }]);
      const columns = db.prepare<[], { name: string }>('PRAGMA table_info(leads)').all();
      expect(columns.map((column) => column.name)).toEqual([
        'id',
        'form_type',
        'email',
        'fields',
        'created_at',
        'idempotency_key',
        'body_hash',
        'spam',
      ]);
    } finally {
      db.close();
    }
  });

  test('a file made by the release before the one migration list keeps every row, and works as a new one', async () => {
    const file = legacyFile(6);
    const before = rows(file);

    const store = await openSqliteStore(file);
    try {
      expect((await store.leads.list()).map((lead) => lead.id)).toEqual(['lead-1', 'lead-2']);
      expect((await store.outbox.entries()).map((entry) => entry.leadId)).toEqual(['lead-1', 'lead-2']);
      expect((await store.consents.history('aaaaaaaa-0000-4000-8000-000000000001'))[0]?.id).toBe('r1');
    } finally {
      await store.close();
    }
    expect(rows(file)).toEqual(before);

    const db = new Database(file);
    try {
      expect(db.pragma('user_version', { simple: true })).toBe(0);
      expect(db.prepare('SELECT version FROM schema_migrations').all()).toEqual([{ version: migrations.length }]);
      expect(() => db.prepare("UPDATE consent_records SET analytics = 0 WHERE id = 'r1'").run()).toThrow(
        'consent records are append-only',
      );
    } finally {
      db.close();
    }
    // Opened again: nothing more to do, nothing changed.
    await (await openSqliteStore(file)).close();
    expect(rows(file)).toEqual(before);
  });

  test('records stored before consent ids were lower-cased are found by their lower-cased id', async () => {
    const file = path.join(tempDir(), 'mixed.db');
    const db = new Database(file);
    for (const migration of sqliteMigrations.slice(0, 4)) db.exec(migration);
    const insert = db.prepare(
      `INSERT INTO consent_records (id, consent_id, given_at, analytics, marketing, version, source, gpc, dnt, path, received_at)
       VALUES (@id, @consentId, @givenAt, @analytics, 1, @version, @source, 0, 0, @path, @receivedAt)`,
    );
    for (const record of mixedCaseRecords) insert.run({ ...record, analytics: record.analytics ? 1 : 0 });
    for (const migration of sqliteMigrations.slice(4)) db.exec(migration);
    db.pragma(`user_version = ${sqliteMigrations.length}`);
    db.close();

    const store = await openSqliteStore(file);
    try {
      await expectIdsLowerCased(store.consents);
    } finally {
      await store.close();
    }
  });

  test('a file of an older release is refused, untouched, with what to do', async () => {
    const file = legacyFile(4);
    const before = rows(file);
    await expect(openSqliteStore(file)).rejects.toThrow(
      'Database schema version 4 is from an api older than 2026-11-25: start that release once to bring it to version 6, then this one',
    );
    expect(rows(file)).toEqual(before);
  });

  test('a file of a newer api is refused', async () => {
    const file = path.join(tempDir(), 'leads.db');
    await (await openSqliteStore(file)).close();
    const db = new Database(file);
    db.prepare('UPDATE schema_migrations SET version = 99').run();
    db.close();
    await expect(openSqliteStore(file)).rejects.toThrow(
      `Database schema version 99 is newer than this api (${migrations.length})`,
    );
  });
});

describe('PostgreSQL', () => {
  /** A database as the release of 2026-11-25 left it, at its schema version `version`, with rows in every table. */
  async function legacyDatabase(version: number): Promise<string> {
    const url = await cluster.createDatabase();
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      for (const migration of pgMigrations.slice(0, version)) await sql.unsafe(migration);
      await sql`CREATE TABLE schema_version (version integer NOT NULL)`;
      await sql`INSERT INTO schema_version (version) VALUES (${version})`;
      for (const row of leadRows((value) => value))
        await sql.unsafe('INSERT INTO leads VALUES ($1, $2, $3, $4::text::json, $5, $6, $7, $8)', row as never[]);
      for (const row of outboxRows)
        await sql.unsafe(`INSERT INTO outbox (${OUTBOX_COLUMNS}) VALUES ($1, $2, $3, $4, $5, $6)`, row as never[]);
      if (version >= 2) {
        for (const row of consentRows((value) => value)) {
          await sql.unsafe(
            'INSERT INTO consent_records VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
            row as never[],
          );
        }
      }
      await sql`INSERT INTO used_tokens (token) VALUES ('dev-token-1')`;
      await sql`INSERT INTO rate_limits VALUES ('hash', 0, 60000, 3)`;
    } finally {
      await sql.end();
    }
    return url;
  }
  const rows = async (url: string) => {
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      const all = [];
      for (const table of [...TABLES, 'used_tokens', 'rate_limits']) {
        all.push(
          await sql.unsafe(
            `SELECT *, ${table === 'leads' ? 'fields::text AS fields_text' : 'NULL'} FROM ${table} ORDER BY 1`,
          ),
        );
      }
      return all.map((result) => [...result]);
    } finally {
      await sql.end();
    }
  };

  test('a database made by the release before the one migration list keeps every row, and works as a new one', async () => {
    const url = await legacyDatabase(3);
    const before = await rows(url);

    const store = await openPgStore(url);
    try {
      expect((await store.leads.list()).map((lead) => lead.id)).toEqual(['lead-1', 'lead-2']);
      expect((await store.leads.get('lead-1'))?.fields).toEqual({ b: 'x', a: 'y' });
      expect((await store.outbox.entries()).map((entry) => entry.leadId)).toEqual(['lead-1', 'lead-2']);
      expect(await store.tokens.spend('dev-token-1')).toBe(false);
    } finally {
      await store.close();
    }
    expect(await rows(url)).toEqual(before);

    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      expect(await sql`SELECT to_regclass('schema_version') AS legacy`).toEqual([{ legacy: null }]);
      expect(await sql`SELECT version FROM schema_migrations`).toEqual([{ version: migrations.length }]);
      await expect(sql`UPDATE consent_records SET analytics = false WHERE id = 'r1'`).rejects.toThrow(
        'consent records are append-only',
      );
    } finally {
      await sql.end();
    }
  });

  test('records stored before consent ids were lower-cased are found by their lower-cased id', async () => {
    const url = await cluster.createDatabase();
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    try {
      for (const migration of pgMigrations.slice(0, 2)) await sql.unsafe(migration);
      for (const record of mixedCaseRecords) {
        await sql`
          INSERT INTO consent_records
            (id, consent_id, given_at, analytics, marketing, version, source, gpc, dnt, path, received_at)
          VALUES (${record.id}, ${record.consentId}, ${record.givenAt}, ${record.analytics}, true, ${record.version},
            ${record.source}, false, false, ${record.path}, ${record.receivedAt})`;
      }
      for (const migration of pgMigrations.slice(2)) await sql.unsafe(migration);
      await sql`CREATE TABLE schema_version (version integer NOT NULL)`;
      await sql`INSERT INTO schema_version (version) VALUES (${pgMigrations.length})`;
    } finally {
      await sql.end();
    }
    const store = await openPgStore(url);
    try {
      await expectIdsLowerCased(store.consents);
    } finally {
      await store.close();
    }
  });

  test('a database of an older release is refused, untouched, with what to do', async () => {
    const url = await legacyDatabase(2);
    const before = await rows(url);
    await expect(openPgStore(url)).rejects.toThrow(
      'Database schema version 2 is from an api older than 2026-11-25: start that release once to bring it to version 3, then this one',
    );
    expect(await rows(url)).toEqual(before);
  });
});
