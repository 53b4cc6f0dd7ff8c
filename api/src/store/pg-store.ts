/**
 * The shared store's dialect: PostgreSQL (`DATABASE_URL=postgres://…`), for any number of api
 * instances. Everything that must hold across instances lives here: leads and their outbox
 * rows, the idempotency keys (the leads' unique column), the consent records, the used
 * development tokens, the rate-limit counters, and the outbox's claims. A group of leads and
 * their outbox rows are written by one statement, committed before their 201s.
 */
import { createHash } from 'node:crypto';
import { Kysely, sql, type Kysely as Db } from 'kysely';
import { PostgresJSDialect } from 'kysely-postgres-js';
import postgres from 'postgres';
import type { LeadRow, StoreDialect } from './dialect';
import { migrate } from './migrations';
import type { Database } from './schema';
import { storeOn } from './store-on';
import { withoutPassword } from './database-url';
import { StoreUnavailableError, type RateLimitCounter, type Store, type StoreOptions, type TokenLedger } from './store';

type Sql = postgres.Sql;

/** Any constant of our own: every instance takes this lock before migrating, so one migrates. */
const MIGRATION_LOCK = 0x76657269;

type Result = unknown[] & { command: string; count: number };
const done = (command: string): Result => Object.assign([], { command, count: 0 });
/** Rejects a transaction's `sql.begin` so that it rolls back. */
const ROLLBACK = Symbol('rollback');

/**
 * postgres.js's pool as kysely-postgres-js's source of connections, without `reserve()`: a
 * reserved connection whose server goes away throws from a timer of the driver's
 * (`socket.write` of null), out of any request's reach, and wedges the pool. A query runs on the
 * pool, as postgres.js runs its own; Kysely's `begin` … `commit` runs in the driver's own
 * `sql.begin`.
 */
function pool(connection: Sql) {
  return {
    end: () => connection.end({ timeout: 1 }),
    async reserve() {
      let transaction: postgres.TransactionSql | undefined;
      let settle: ((commit: boolean) => void) | undefined;
      let ended: Promise<unknown> = Promise.resolve();
      return {
        release() {},
        async unsafe(query: string, parameters: postgres.ParameterOrJSON<never>[] = []): Promise<Result> {
          switch (query.trim().toLowerCase()) {
            case 'begin':
              return new Promise((begun, failed) => {
                ended = connection.begin(async (tx) => {
                  transaction = tx;
                  begun(done('BEGIN'));
                  await new Promise<void>((commit, rollback) => {
                    settle = (ok) => (ok ? commit() : rollback(ROLLBACK));
                  });
                });
                ended.catch(failed);
              });
            case 'commit':
            case 'rollback': {
              const command = query.trim().toUpperCase();
              settle?.(command === 'COMMIT');
              transaction = undefined;
              try {
                await ended;
              } catch (error) {
                if (error !== ROLLBACK) throw error;
              }
              return done(command);
            }
            default:
              // Prepared, as postgres.js prepares its own queries (unsafe ones are not, by default):
              // unprepared, a query waits for the server to describe its parameters first.
              return (transaction ?? connection).unsafe(query, parameters, {
                prepare: parameters.length > 0,
              }) as unknown as Promise<Result>;
          }
        },
      };
    },
  };
}

function pgDialect(db: Db<Database>): StoreDialect {
  return {
    kind: 'postgres',
    db,
    flag: (value) => value,
    transaction: (work) => db.transaction().execute(work),
    async commitLeads(rows, queued) {
      // One statement whose text is the same for any group (arrays, not a row of parameters per
      // lead), so the server prepares it once: one round trip and one commit for the group. The
      // fields go as text cast to json (a parameter typed json would be serialised again), which
      // keeps them as sent: their order, and any \u0000; every column goes as text (the driver
      // would send an array of booleans as one boolean). A taken idempotency key keeps its lead.
      const column = <T>(pick: (row: LeadRow) => T) => rows.map(pick);
      const { rows: stored } = await sql<{ id: string }>`
        WITH input AS (
          SELECT * FROM unnest(
            ${column((row) => row.id)}::text[],
            ${column((row) => row.form_type)}::text[],
            ${column((row) => row.email)}::text[],
            ${column((row) => row.fields)}::text[],
            ${column((row) => row.created_at)}::text[],
            ${column((row) => row.idempotency_key)}::text[],
            ${column((row) => row.body_hash)}::text[],
            ${column((row) => String(row.spam))}::text[],
            ${column((row) => String(queued.has(row.id)))}::text[]
          ) AS t(id, form_type, email, fields, created_at, idempotency_key, body_hash, spam, queue)
        ), lead AS (
          INSERT INTO leads (id, form_type, email, fields, created_at, idempotency_key, body_hash, spam)
          SELECT id, form_type, email, fields::json, created_at::timestamptz, idempotency_key, body_hash, spam::boolean
          FROM input
          ON CONFLICT (idempotency_key) DO NOTHING
          RETURNING id, created_at
        ), queued AS (
          INSERT INTO outbox (lead_id, next_attempt_at)
          SELECT lead.id, lead.created_at FROM lead JOIN input ON input.id = lead.id WHERE input.queue::boolean
        )
        SELECT id FROM lead`.execute(db);
      return new Set(stored.map((row) => row.id));
    },
    // SKIP LOCKED: two workers claiming at the same moment take two different leads.
    lockForClaim: (query) => query.modifyEnd(sql`FOR UPDATE OF p SKIP LOCKED`),
    utcDay: (column) => sql<string>`to_char(${sql.ref(column)} AT TIME ZONE 'UTC', 'YYYY-MM-DD')`,
    schema: {
      types: { time: 'timestamptz', flag: 'boolean', json: 'json' },
      async lockMigrations(tx) {
        await sql`SELECT pg_advisory_xact_lock(${MIGRATION_LOCK})`.execute(tx);
      },
      async consentRecordsAppendOnly(tx) {
        await sql`CREATE FUNCTION consent_records_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            RAISE EXCEPTION 'consent records are append-only';
          END $$`.execute(tx);
        await sql`CREATE TRIGGER consent_records_append_only BEFORE UPDATE ON consent_records
          FOR EACH ROW EXECUTE FUNCTION consent_records_append_only()`.execute(tx);
      },
      sharedState: true,
      async legacyVersion(tx) {
        const { rows } = await sql<{
          found: boolean;
        }>`SELECT to_regclass('schema_version') IS NOT NULL AS found`.execute(tx);
        if (!rows[0]?.found) return undefined;
        const version = await sql<{ version: number }>`SELECT version FROM schema_version`.execute(tx);
        return version.rows[0]?.version ?? 0;
      },
      async forgetLegacyVersion(tx) {
        await sql`DROP TABLE schema_version`.execute(tx);
      },
      legacyLatest: 3,
      notMadeByApi: "it has none of the api's tables; check DATABASE_URL (the api creates them on its first start)",
    },
  };
}

function createPgTokens(db: Db<Database>): TokenLedger {
  // Every submission spends one: compiled once, not built and compiled per request.
  const spendQuery = db
    .insertInto('used_tokens')
    .values({ token: '' })
    .onConflict((conflict) => conflict.doNothing())
    .returning('token')
    .compile();
  return {
    async spend(token) {
      const query: typeof spendQuery = { ...spendQuery, parameters: [token] };
      return (await db.executeQuery(query)).rows.length === 1;
    },
  };
}

/** Hits between two sweeps of the windows that have ended. */
const SWEEP_EVERY = 1000;

function createPgRateLimit(sql: Sql): RateLimitCounter {
  let hits = 0;
  return {
    async hit(key, windowMs) {
      // Now and then, rows of windows that have ended go: the table holds only current windows.
      if ((hits += 1) % SWEEP_EVERY === 0) {
        await sql`DELETE FROM rate_limits WHERE window_end < (extract(epoch FROM clock_timestamp()) * 1000)::bigint`;
      }
      // The database's clock, so every instance agrees on where a window starts.
      const [row] = await sql<{ hits: number; ttl: string }[]>`
        WITH clock AS (SELECT (extract(epoch FROM clock_timestamp()) * 1000)::bigint AS ms)
        INSERT INTO rate_limits AS r (key_hash, window_start, window_end, hits)
        SELECT ${createHash('sha256').update(key).digest('hex')}, ms - ms % ${windowMs}::bigint,
          ms - ms % ${windowMs}::bigint + ${windowMs}::bigint, 1
        FROM clock
        ON CONFLICT (key_hash) DO UPDATE SET
          hits = CASE WHEN excluded.window_start > r.window_start THEN 1 ELSE r.hits + 1 END,
          window_start = GREATEST(excluded.window_start, r.window_start),
          window_end = GREATEST(excluded.window_end, r.window_end)
        RETURNING hits, window_end - (SELECT ms FROM clock) AS ttl`;
      return { count: row!.hits, ttlMs: Math.max(0, Number(row!.ttl)) };
    },
  };
}

/**
 * The database is down, unreachable or refusing work, as opposed to refusing one statement:
 * the socket's errors (refused, reset, unreachable), the driver's (a connection closed or timed
 * out), and SQLSTATE classes 08 (connection), 53 (insufficient resources) and 57P (shut down,
 * starting up).
 */
function isOutage(error: unknown): boolean {
  if (error instanceof postgres.PostgresError) return /^(08|53|57P)/.test(error.code);
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && /^(CONNECT|ECONN|EHOST|ENET|ETIMEDOUT|ENOTFOUND|EPIPE|EAI_AGAIN)/.test(code);
}

type Circuit = <T>(call: () => Promise<T>) => Promise<T>;

/**
 * Fail fast while the database is away. Without it every request waited on connection attempts
 * of its own, spaced by the driver's growing backoff: under load, requests were held 5 to 21 s,
 * and the first 201 after the database came back took as long. Once a call finds the database
 * out, one call at a time tries it (a connection attempt, refused at once or cut off by the
 * connect timeout) and every other call is answered 503 at once; the first call that gets an
 * answer lets every call through again, so recovery is the first request after the database is back.
 */
function createCircuit(): Circuit {
  let out = false;
  let trying = false;
  return async (call) => {
    if (out && trying) throw new StoreUnavailableError('PostgreSQL is unreachable; another request is trying it');
    const trial = out;
    if (trial) trying = true;
    try {
      const result = await call();
      out = false;
      return result;
    } catch (error) {
      if (isOutage(error)) out = true;
      throw error;
    } finally {
      if (trial) trying = false;
    }
  };
}

/** The repository with every method run through the circuit. */
function guarded<T extends object>(circuit: Circuit, repository: T): T {
  return Object.fromEntries(
    Object.entries(repository).map(([name, method]: [string, (...args: unknown[]) => Promise<unknown>]) => [
      name,
      (...args: unknown[]) => circuit(() => method(...args)),
    ]),
  ) as T;
}

/** Connects and migrates; a database that cannot be reached or used stops here, with one message. */
export async function openPgStore(url: string, options: StoreOptions = {}): Promise<Store> {
  const connection = postgres(url, {
    // Per instance: as many as the benchmark's concurrent connections, and PostgreSQL's group
    // commit flushes their commits together.
    max: 10,
    // A reachable database answers a connection in milliseconds: an attempt that takes longer
    // is an outage, and the requests waiting on it are answered 503.
    connect_timeout: 2,
    // The driver's default spaces reconnections by up to 20 s, growing with every failure, and
    // a query waits out its connection's delay; the circuit (createCircuit) limits attempts instead.
    backoff: () => 0.1,
    onnotice: () => {},
    // A 201 promises the lead is on disk, whatever the server's default.
    connection: { synchronous_commit: 'on', application_name: 'veritenant-api' },
  });
  const db = new Kysely<Database>({ dialect: new PostgresJSDialect({ postgres: () => pool(connection) }) });
  const dialect = pgDialect(db);
  // Called once requests and the worker have stopped, so nothing legitimate is pending; a
  // connection the server dropped earlier may never finish ending, so it is not waited for.
  const close = () => connection.end({ timeout: 1 });
  try {
    await migrate((work) => db.transaction().execute(work), dialect.schema, options);
  } catch (error) {
    await close();
    const message = error instanceof Error ? error.message : String(error);
    throw new StoreUnavailableError(
      `Cannot use the PostgreSQL store at ${withoutPassword(url, 'DATABASE_URL')}: ${message}`,
    );
  }
  const circuit = createCircuit();
  const store = storeOn(dialect, options, {
    tokens: createPgTokens(db),
    rateLimit: createPgRateLimit(connection),
    close,
  });
  return {
    ...store,
    leads: guarded(circuit, store.leads),
    outbox: guarded(circuit, store.outbox),
    consents: guarded(circuit, store.consents),
    fieldReports: guarded(circuit, store.fieldReports),
    tokens: guarded(circuit, store.tokens),
    rateLimit: guarded(circuit, store.rateLimit!),
    ping: () => circuit(store.ping),
  };
}
