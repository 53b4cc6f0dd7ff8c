import path from 'node:path';
import Database from 'better-sqlite3';
import { expectIdsLowerCased, mixedCaseRecords } from '../testing/consent-repository-suite';
import { migrations, openDatabase } from './db';
import { openSqliteStore } from './sqlite-store';
import { removeTempDirs, tempDir } from '../testing/harness';

afterAll(removeTempDirs);

describe('openDatabase', () => {
  test('the file runs in WAL mode with full synchronous commits, and keeps no IP address', () => {
    const db = openDatabase(path.join(tempDir(), 'leads.db'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('synchronous', { simple: true })).toBe(2);
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

  test('a file of the first schema keeps its leads and their outbox rows, and takes leads without a key', () => {
    const file = path.join(tempDir(), 'v1.db');
    const v1 = new Database(file);
    v1.exec(migrations[0]!);
    v1.pragma('user_version = 1');
    v1.prepare(
      `INSERT INTO leads (id, form_type, email, fields, created_at, idempotency_key, body_hash)
       VALUES ('lead-1', 'contact', 'a@example.com', '{}', '2026-11-01T00:00:00.000Z', 'key-1', 'hash')`,
    ).run();
    v1.prepare(`INSERT INTO outbox (lead_id, next_attempt_at) VALUES ('lead-1', '2026-11-01T00:00:00.000Z')`).run();
    v1.close();

    const db = openDatabase(file);

    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(db.prepare('SELECT id, idempotency_key AS key FROM leads').all()).toEqual([{ id: 'lead-1', key: 'key-1' }]);
    expect(db.prepare('SELECT lead_id FROM outbox').all()).toEqual([{ lead_id: 'lead-1' }]);
    const insertKeyless = db.prepare(
      `INSERT INTO leads (id, form_type, email, fields, created_at, body_hash)
       VALUES (?, 'contact', 'b@example.com', '{}', '2026-11-02T00:00:00.000Z', 'hash')`,
    );
    insertKeyless.run('lead-2');
    insertKeyless.run('lead-3');
    expect(db.prepare('SELECT COUNT(*) AS n FROM leads WHERE idempotency_key IS NULL').get()).toEqual({ n: 2 });
    // Foreign keys are back on after the migration: deleting a lead still takes its outbox row.
    db.prepare("DELETE FROM leads WHERE id = 'lead-1'").run();
    expect(db.prepare('SELECT COUNT(*) AS n FROM outbox').get()).toEqual({ n: 0 });
    db.close();
  });

  test('a file with consent records and no outbox claims yet (version 3) is brought up to date', () => {
    const file = path.join(tempDir(), 'v3.db');
    const v3 = new Database(file);
    // Version 3 as main first shipped it: the first two migrations, then the consent records.
    const consentRecords = migrations.find((migration) => migration.includes('CREATE TABLE consent_records'));
    for (const migration of [...migrations.slice(0, 2), consentRecords!]) v3.exec(migration);
    v3.pragma('user_version = 3');
    v3.close();

    const db = openDatabase(file);
    try {
      const outboxColumns = db.prepare<[], { name: string }>('PRAGMA table_info(outbox)').all();
      expect(outboxColumns.map((column) => column.name)).toContain('claimed_until');
      expect(db.prepare('SELECT COUNT(*) AS n FROM consent_records').get()).toEqual({ n: 0 });
    } finally {
      db.close();
    }
  });
});

test('a file made by main before consent ids were lower-cased (version 4) keeps every record, refuses replacement', async () => {
  const file = path.join(tempDir(), 'v4.db');
  const v4 = new Database(file);
  for (const migration of migrations.slice(0, 4)) v4.exec(migration);
  v4.pragma('user_version = 4');
  const insert = v4.prepare(
    `INSERT INTO consent_records (id, consent_id, given_at, analytics, marketing, version, source, gpc, dnt, path, received_at)
     VALUES (@id, @consentId, @givenAt, @analytics, 1, @version, @source, 0, 0, @path, @receivedAt)`,
  );
  for (const record of mixedCaseRecords) insert.run({ ...record, analytics: record.analytics ? 1 : 0 });
  v4.close();

  const store = openSqliteStore(file);
  try {
    await expectIdsLowerCased(store.consents);
  } finally {
    await store.close();
  }
  const db = openDatabase(file);
  try {
    expect(db.pragma('user_version', { simple: true })).toBe(migrations.length);
    expect(() =>
      db.prepare("REPLACE INTO consent_records SELECT * FROM consent_records WHERE id = 'r1'").run(),
    ).toThrow('consent records are append-only');
  } finally {
    db.close();
  }
});
