/**
 * The LiveRecord in PostgreSQL (./live-record.ts), for commands on any number of machines: the
 * pointer is one row of `release_pointer` with a version, each switch a row of `release_log`, and
 * the lock an advisory lock held by the command's own database session, so a command that dies
 * (killed, its machine gone) frees it when the server sees its connection close. The tables are
 * prefixed `release_`, so the database may be the api's.
 */
import { withoutPassword } from '../../api/src/store/database-url';
import postgres from 'postgres';
import {
  acquireLock,
  liveAppsSchema,
  operator,
  SwitchConflict,
  watchCheckSchema,
  type Live,
  type LiveRecord,
  type LogEntry,
} from './live-record';

// Advisory lock keys ('relm', 'relc'), apart from the api's migration lock ('veri').
const migrationLock = 0x72656c6d;
const commandLock = 0x72656c63;

/** How often a waiting command asks for the lock again. */
const pollMs = 100;

type Sql = postgres.Sql | postgres.TransactionSql;

/**
 * The migrations of the release tables, each moving them one version up; how far a database is
 * sits in `release_schema_migrations`. (The api's runner, api/src/store/migrations.ts, is bound
 * to its Kysely dialects and to adopting its older databases; these need neither.)
 */
const migrations: ((tx: Sql) => Promise<unknown>)[] = [
  async (tx) => {
    // One row, ever: the key admits only `true`.
    await tx`CREATE TABLE release_pointer (
      one boolean PRIMARY KEY DEFAULT true CHECK (one),
      version bigint NOT NULL,
      apps jsonb NOT NULL,
      site text
    )`;
    await tx`INSERT INTO release_pointer (version, apps) VALUES (0, '{}')`;
    await tx`CREATE TABLE release_log (
      id bigserial PRIMARY KEY,
      at timestamptz NOT NULL,
      who text NOT NULL,
      command text NOT NULL CHECK (command IN ('promote', 'rollback', 'start')),
      app text NOT NULL,
      from_release text,
      to_release text NOT NULL,
      -- json, not jsonb: the gates and the timings keep the order they ran in, as in log.jsonl.
      gates json NOT NULL,
      timings json NOT NULL
    )`;
  },
  async (tx) => {
    // Canaries (`command` canary) and the reason a command decided on its own.
    await tx`ALTER TABLE release_log DROP CONSTRAINT release_log_command_check`;
    await tx`ALTER TABLE release_log ADD CONSTRAINT release_log_command_check
      CHECK (command IN ('promote', 'rollback', 'start', 'canary'))`;
    await tx`ALTER TABLE release_log ADD COLUMN reason text`;
  },
  async (tx) => {
    // Each app's canary watcher's latest check.
    await tx`CREATE TABLE release_watch_checks (app text PRIMARY KEY, at timestamptz NOT NULL, check_json jsonb NOT NULL)`;
  },
];

/** Brings the release tables up to date, alone (the advisory lock), in one transaction. */
async function migrate(sql: postgres.Sql): Promise<void> {
  await sql.begin(async (tx) => {
    await tx`SELECT pg_advisory_xact_lock(${migrationLock})`;
    await tx`CREATE TABLE IF NOT EXISTS release_schema_migrations (version integer NOT NULL)`;
    const [row] = await tx<{ version: number }[]>`SELECT version FROM release_schema_migrations`;
    const version = row?.version ?? 0;
    if (version > migrations.length) {
      throw new Error(`its release tables are at version ${version}, newer than these commands (${migrations.length})`);
    }
    for (const migration of migrations.slice(version)) await migration(tx);
    if (!row) await tx`INSERT INTO release_schema_migrations (version) VALUES (${migrations.length})`;
    else await tx`UPDATE release_schema_migrations SET version = ${migrations.length}`;
  });
}

interface PointerRow {
  version: string;
  apps: unknown;
  site: string | null;
}

interface LogRow {
  at: Date;
  who: string;
  command: LogEntry['command'];
  app: string;
  from_release: string | null;
  to_release: string;
  gates: Record<string, string>;
  timings: Record<string, number>;
  reason: string | null;
}

const logEntry = (row: LogRow): LogEntry => ({
  at: row.at.toISOString(),
  who: row.who,
  command: row.command,
  app: row.app,
  from: row.from_release,
  to: row.to_release,
  gates: row.gates,
  timings: row.timings,
  ...(row.reason !== null && { reason: row.reason }),
});

export interface PgLiveRecordOptions {
  /** Seconds to wait for the database to answer a connection before refusing. */
  connectTimeout?: number;
}

/** Connects and migrates; a database that cannot be reached or used is refused in one line. */
export async function openPgLiveRecord(
  url: string,
  { connectTimeout = 3 }: PgLiveRecordOptions = {},
): Promise<LiveRecord> {
  const location = withoutPassword(url, 'RELEASE_DATABASE_URL');
  const unusable = (error: unknown) => {
    const { code, message } = error as { code?: string; message?: string };
    const why = code === 'CONNECT_TIMEOUT' ? `it did not answer within ${connectTimeout} s` : message;
    return new Error(`cannot use the release database at ${location}: ${why}`, { cause: error });
  };
  let sql: postgres.Sql;
  try {
    sql = postgres(url, {
      // The pool's reads and commits, and the session that holds the lock (withLock).
      max: 3,
      connect_timeout: connectTimeout,
      onnotice: () => {},
      connection: {
        // Read by a command waiting for the lock (holderOf) to say who holds it.
        application_name: `release ${operator()} pid ${process.pid}`,
        // A killed command's connection is closed by its machine at once; a machine that vanishes
        // (power, network) says nothing, and the server drops its session, and the lock, when
        // these probes go unanswered: in about a minute rather than the system's two hours.
        tcp_keepalives_idle: 30,
        tcp_keepalives_interval: 10,
        tcp_keepalives_count: 3,
      },
    });
  } catch (error) {
    throw unusable(error);
  }
  const close = () => sql.end({ timeout: 1 });
  try {
    await migrate(sql);
  } catch (error) {
    await close();
    throw unusable(error);
  }

  const fix = 'set it to what `npm run release -- log` says is live';
  const readPointer = async (db: Sql): Promise<Live> => {
    const [row] = await db<PointerRow[]>`SELECT version, apps, site FROM release_pointer`;
    if (!row) throw new Error(`the release pointer in ${location} is missing (release_pointer has no row): ${fix}`);
    const apps = liveAppsSchema.safeParse(row.apps);
    if (!apps.success) {
      const [issue] = apps.error.issues;
      const where = ['apps', ...(issue?.path ?? [])].join('.');
      throw new Error(`the release pointer in ${location} is invalid (${where}: ${issue?.message}): ${fix}`);
    }
    return { apps: apps.data, version: Number(row.version), ...(row.site !== null && { site: row.site }) };
  };
  const newestSwitch = async (db: Sql): Promise<LogEntry | undefined> => {
    const [row] = await db<LogRow[]>`SELECT * FROM release_log ORDER BY id DESC LIMIT 1`;
    return row && logEntry(row);
  };

  /** Who holds the command lock, from the session's application_name. */
  const holderOf = async (db: Sql): Promise<string> => {
    const [row] = await db<{ name: string; pid: number }[]>`
      SELECT activity.application_name AS name, activity.pid
      FROM pg_locks AS lock JOIN pg_stat_activity AS activity ON activity.pid = lock.pid
      WHERE lock.locktype = 'advisory' AND lock.granted
        AND lock.database = (SELECT oid FROM pg_database WHERE datname = current_database())
        AND lock.classid = 0 AND lock.objid = ${commandLock}::bigint::oid AND lock.objsubid = 1`;
    if (!row) return 'a session that has just ended';
    return row.name.startsWith('release ') ? row.name.slice('release '.length) : `database session ${row.pid}`;
  };

  return {
    location,
    readLive: () => readPointer(sql),
    async readLog() {
      const rows = await sql<LogRow[]>`SELECT * FROM release_log ORDER BY id`;
      return rows.map(logEntry);
    },
    commitSwitch: (current, next, entry) =>
      sql.begin(async (tx) => {
        const [row] = await tx<Pick<PointerRow, 'version'>[]>`
          UPDATE release_pointer SET version = version + 1, apps = ${tx.json(next.apps)}, site = ${next.site ?? null}
          WHERE version = ${current.version}
          RETURNING version`;
        if (!row) throw new SwitchConflict(await newestSwitch(tx), await readPointer(tx));
        // The gates and the timings go as text: the driver's json() sends jsonb, which reorders keys.
        await tx`
          INSERT INTO release_log (at, who, command, app, from_release, to_release, gates, timings, reason)
          VALUES (${entry.at}, ${entry.who}, ${entry.command}, ${entry.app}, ${entry.from}, ${entry.to},
            ${JSON.stringify(entry.gates)}::text::json, ${JSON.stringify(entry.timings)}::text::json,
            ${entry.reason ?? null})`;
        return { apps: next.apps, version: Number(row.version), ...(next.site !== undefined && { site: next.site }) };
      }),
    async withLock(work, options) {
      // The lock is this session's: the connection is kept from the pool until the work ends.
      const session = await sql.reserve();
      try {
        await acquireLock(
          async () => {
            const [row] = await session<{ taken: boolean }[]>`SELECT pg_try_advisory_lock(${commandLock}) AS taken`;
            return row?.taken ? { taken: true } : { taken: false, holder: await holderOf(session) };
          },
          location,
          pollMs,
          options,
        );
        try {
          return await work();
        } finally {
          await session`SELECT pg_advisory_unlock(${commandLock})`;
        }
      } finally {
        session.release();
      }
    },
    async recordWatchCheck(check) {
      await sql`
        INSERT INTO release_watch_checks (app, at, check_json) VALUES (${check.app}, ${check.at}, ${sql.json(check)})
        ON CONFLICT (app) DO UPDATE SET at = excluded.at, check_json = excluded.check_json`;
    },
    async readWatchChecks() {
      const rows = await sql<{ check_json: unknown }[]>`SELECT check_json FROM release_watch_checks ORDER BY app`;
      return rows.flatMap((row) => {
        const check = watchCheckSchema.safeParse(row.check_json);
        return check.success ? [check.data] : [];
      });
    },
    close,
  };
}
