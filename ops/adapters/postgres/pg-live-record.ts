/**
 * The `LiveRecord` in PostgreSQL, for commands on any number of machines: the lock is an advisory lock of the
 * command's own session, and the switch commits in that session, fenced (docs/architecture.md#releases).
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { withoutPassword } from 'api/database-url';
import postgres from 'postgres';
import {
  acquireLock,
  liveAppsSchema,
  SwitchConflict,
  watchCheckSchema,
  type Live,
  type LiveRecord,
  type LockOptions,
  type LogEntry,
} from '../../core/live-record';
import { systemClock } from '../../lib/clock';
import { operator } from '../../lib/operator';

// Advisory lock keys ('relm', 'relc'), apart from the api's migration lock ('veri').
const migrationLock = 0x72656c6d;
const commandLock = 0x72656c63;

/** How often a waiting command asks for the lock again. */
const pollMs = 100;

/** How long a command whose connection dropped as its switch committed waits to learn whether it did. */
const commitAnswerWaitMs = 30_000;

type Sql = postgres.Sql | postgres.TransactionSql;

/** The release tables' migrations, one version each (`release_schema_migrations`); not the api's Kysely runner. */
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
  // Up to date, as for every command but the first after an upgrade: no transaction, so none the
  // driver could roll back on a connection that is gone (porsager/postgres#1208).
  const [tables] = await sql<{ migrated: boolean }[]>`
    SELECT to_regclass('release_schema_migrations') IS NOT NULL AS migrated`;
  if (tables?.migrated) {
    const [row] = await sql<{ version: number }[]>`SELECT version FROM release_schema_migrations`;
    if (row?.version === migrations.length) return;
  }
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

/**
 * Why the database cannot be talked to, in words, when `error` says so (the server gone,
 * stopping, starting or unreachable); undefined for any other error.
 */
function connectionLost(error: unknown, connectTimeout: number): string | undefined {
  const { code, message } = error as { code?: unknown; message?: unknown };
  if (typeof code !== 'string' || typeof message !== 'string') return undefined;
  if (code === 'CONNECT_TIMEOUT') return `it did not answer within ${connectTimeout} s`;
  // The driver's own: the connection closed under a query.
  if (code.startsWith('CONNECTION_')) return 'it closed the connection';
  // The system's (ECONNREFUSED …), and the server's: 08 connection exceptions, 57P operator intervention.
  if (/^E[A-Z]+$/.test(code) || /^(08|57P)/.test(code)) return message;
  return undefined;
}

/**
 * Whether a statement that failed with `error` may have run all the same: its connection was cut
 * (not refused, nor ended by the server, which answers a statement it ran before it ends).
 */
function mayHaveRun(error: unknown): boolean {
  const { code } = error as { code?: unknown };
  return !(error instanceof postgres.PostgresError) && !['ECONNREFUSED', 'CONNECT_TIMEOUT'].includes(String(code));
}

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
    const why = connectionLost(error, connectTimeout) ?? (error as { message?: string }).message;
    return new Error(`cannot use the release database at ${location}: ${why}`, { cause: error });
  };
  const sessionOptions: postgres.Options<Record<string, never>> = {
    connect_timeout: connectTimeout,
    // No arrays nor types of our own: a new session (each lock's) asks one question less.
    fetch_types: false,
    onnotice: () => {},
    connection: {
      // Read by a command waiting for the lock (holderOf) to say who holds it.
      application_name: `release ${operator()} pid ${process.pid}`,
      // A vanished machine's session, and its lock, end when these probes go unanswered: in about a
      // minute rather than the system's two hours.
      tcp_keepalives_idle: 30,
      tcp_keepalives_interval: 10,
      tcp_keepalives_count: 3,
    },
  };
  let sql: postgres.Sql;
  try {
    // The reads; the lock, and the switches made holding it, have a session of their own (holdingLock).
    sql = postgres(url, { ...sessionOptions, max: 2 });
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

  // Switches committed holding the lock this time: what a database that goes away afterwards leaves standing.
  let switched = 0;
  const standing = () =>
    switched === 0
      ? 'nothing was switched'
      : `${switched === 1 ? 'the switch made before it stands' : `the ${switched} switches made before it stand`}`;
  /** The one line of an error that says the database went away; undefined for any other error. */
  const wentAway = (error: unknown): Error | undefined => {
    const why = connectionLost(error, connectTimeout);
    if (why === undefined) return undefined;
    return new Error(`the release database at ${location} went away (${why}): ${standing()}`, { cause: error });
  };
  const answered = <T>(query: Promise<T>): Promise<T> =>
    query.catch((error: unknown) => {
      throw wentAway(error) ?? error;
    });

  /** Whether `entry`'s switch is in the log: asked again while the database does not answer, for a while. */
  const logged = async (entry: LogEntry): Promise<boolean> => {
    const started = Date.now();
    for (;;) {
      try {
        const [row] = await sql<{ logged: boolean }[]>`
          SELECT EXISTS (
            SELECT 1 FROM release_log WHERE at = ${entry.at} AND app = ${entry.app} AND to_release = ${entry.to}
          ) AS logged`;
        return row?.logged === true;
      } catch (error) {
        if (!wentAway(error) || Date.now() - started >= commitAnswerWaitMs) throw error;
        await sleep(pollMs * 5);
      }
    }
  };

  /**
   * The fence, the compare-and-swap and the log entry as one statement: no BEGIN or ROLLBACK for the driver to
   * send on a connection that is gone (porsager/postgres#1208). After a cut connection the log says if it committed.
   */
  const commitHolding = async (
    session: postgres.Sql,
    current: Live,
    next: Omit<Live, 'version'>,
    entry: LogEntry,
  ): Promise<Live> => {
    let row: { held: boolean; version: string | null } | undefined;
    try {
      // The gates and the timings go as text: the driver's json() sends jsonb, which reorders keys.
      [row] = await session<{ held: boolean; version: string | null }[]>`
        WITH fence AS (
          SELECT EXISTS (
            SELECT 1 FROM pg_locks
            WHERE locktype = 'advisory' AND granted AND pid = pg_backend_pid()
              AND classid = 0 AND objid = ${commandLock}::bigint::oid AND objsubid = 1
          ) AS held
        ), switched AS (
          UPDATE release_pointer SET version = version + 1, apps = ${session.json(next.apps)}, site = ${next.site ?? null}
          WHERE version = ${current.version} AND (SELECT held FROM fence)
          RETURNING version
        ), logged AS (
          INSERT INTO release_log (at, who, command, app, from_release, to_release, gates, timings, reason)
          SELECT ${entry.at}, ${entry.who}, ${entry.command}, ${entry.app}, ${entry.from}, ${entry.to},
            ${JSON.stringify(entry.gates)}::text::json, ${JSON.stringify(entry.timings)}::text::json,
            ${entry.reason ?? null}
          FROM switched
        )
        SELECT (SELECT held FROM fence) AS held, (SELECT version FROM switched) AS version`;
    } catch (error) {
      const lost = wentAway(error);
      if (!lost || !mayHaveRun(error)) throw lost ?? error;
      let done: boolean;
      try {
        done = await logged(entry);
      } catch {
        throw new Error(
          `the release database at ${location} went away as this command switched ` +
            `(${connectionLost(error, connectTimeout)}) and has not answered since: ` +
            `whether it switched, npm run release -- log says once it answers`,
          { cause: error },
        );
      }
      if (!done) throw lost;
      row = { held: true, version: String(current.version + 1) };
    }
    if (!row?.held) {
      throw new Error(
        `the release database at ${location} ended this command's session, and the release lock with it ` +
          `(a restart?): ${standing()}; run the command again`,
      );
    }
    if (row.version === null) throw new SwitchConflict(await newestSwitch(sql), await readPointer(sql));
    switched += 1;
    return { ...next, version: Number(row.version) };
  };

  // The session holding the lock while `withLock` runs its work.
  let lockSession: postgres.Sql | undefined;

  /** Runs `work` holding the lock, in a session of its own: ending it frees the lock, however the work ended. */
  const holdingLock = async <T>(work: (session: postgres.Sql) => Promise<T>, options?: LockOptions): Promise<T> => {
    const session = postgres(url, { ...sessionOptions, max: 1 });
    try {
      await answered(
        acquireLock(
          async () => {
            const [row] = await session<{ taken: boolean }[]>`SELECT pg_try_advisory_lock(${commandLock}) AS taken`;
            return row?.taken ? { taken: true } : { taken: false, holder: await holderOf(session) };
          },
          location,
          pollMs,
          systemClock,
          options,
        ),
      );
      lockSession = session;
      switched = 0;
      try {
        return await work(session);
      } finally {
        lockSession = undefined;
      }
    } finally {
      await session.end({ timeout: 1 });
    }
  };

  return {
    location,
    readLive: () => answered(readPointer(sql)),
    async readLog() {
      const rows = await answered(sql<LogRow[]>`SELECT * FROM release_log ORDER BY id`);
      return rows.map(logEntry);
    },
    // The lock is taken here when the caller does not hold it (a wait of one commit's length, not reported).
    commitSwitch: (current, next, entry) =>
      answered(
        lockSession
          ? commitHolding(lockSession, current, next, entry)
          : holdingLock((session) => commitHolding(session, current, next, entry), { report: () => {} }),
      ),
    withLock: (work, options) => holdingLock(work, options),
    async recordWatchCheck(check) {
      await answered(sql`
        INSERT INTO release_watch_checks (app, at, check_json) VALUES (${check.app}, ${check.at}, ${sql.json(check)})
        ON CONFLICT (app) DO UPDATE SET at = excluded.at, check_json = excluded.check_json`);
    },
    async readWatchChecks() {
      const rows = await answered(
        sql<{ check_json: unknown }[]>`SELECT check_json FROM release_watch_checks ORDER BY app`,
      );
      return rows.flatMap((row) => {
        const check = watchCheckSchema.safeParse(row.check_json);
        return check.success ? [check.data] : [];
      });
    },
    close,
  };
}
