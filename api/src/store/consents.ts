/** Consent records (consents/consent-records.ts) on either database (dialect.ts), once. */
import { randomUUID } from 'node:crypto';
import { sql, type Selectable } from 'kysely';
import type {
  ConsentDayStats,
  ConsentRange,
  ConsentRecord,
  ConsentRepository,
  StoredConsentRecord,
} from '../consents/consent-records';
import type { StoreDialect } from './dialect';
import { flag, iso, type Database } from './schema';
import type { StoreOptions } from './store';

const toConsentRecord = (row: Selectable<Database['consent_records']>): StoredConsentRecord => ({
  id: row.id,
  consentId: row.consent_id,
  analytics: flag(row.analytics),
  marketing: flag(row.marketing),
  version: row.version,
  givenAt: iso(row.given_at),
  source: row.source as ConsentRecord['source'],
  gpc: flag(row.gpc),
  dnt: flag(row.dnt),
  path: row.path,
  receivedAt: iso(row.received_at),
});

export function createConsents(
  dialect: StoreDialect,
  { now = () => new Date(), newId = randomUUID }: StoreOptions = {},
): ConsentRepository {
  const { db } = dialect;
  const inRange = ({ from, before }: ConsentRange) =>
    db
      .selectFrom('consent_records')
      .$if(from !== undefined, (query) => query.where('given_at', '>=', from!))
      .$if(before !== undefined, (query) => query.where('given_at', '<', before!));
  const yes = dialect.flag(true);

  return {
    async append(record) {
      // One spelling per instant, so the same time sent as `…:00Z` and `…:00.000Z` is one record.
      const givenAt = new Date(record.givenAt).toISOString();
      // Looked up first, in a transaction no other writer interleaves with: SQLite's table
      // refuses any insert that meets a stored record (the append-only triggers), even one an
      // ON CONFLICT clause would skip. Another PostgreSQL instance may still store it between
      // the two, which ON CONFLICT then leaves to its row.
      return dialect.transaction(async (tx) => {
        const stored = () =>
          tx
            .selectFrom('consent_records')
            .select('id')
            .where('consent_id', '=', record.consentId)
            .where('given_at', '=', givenAt)
            .executeTakeFirst();
        const found = await stored();
        if (found) return { id: found.id, stored: false };
        const id = newId();
        const inserted = await tx
          .insertInto('consent_records')
          .values({
            id,
            consent_id: record.consentId,
            given_at: givenAt,
            analytics: dialect.flag(record.analytics),
            marketing: dialect.flag(record.marketing),
            version: record.version,
            source: record.source,
            gpc: dialect.flag(record.gpc),
            dnt: dialect.flag(record.dnt),
            path: record.path,
            received_at: now().toISOString(),
          })
          .onConflict((conflict) => conflict.columns(['consent_id', 'given_at']).doNothing())
          .returning('id')
          .executeTakeFirst();
        return inserted ? { id, stored: true } : { id: (await stored())!.id, stored: false };
      });
    },

    async history(consentId) {
      const rows = await db
        .selectFrom('consent_records')
        .selectAll()
        .where(sql`lower(consent_id)`, '=', consentId)
        .orderBy('given_at')
        .orderBy('received_at')
        .execute();
      return rows.map(toConsentRecord);
    },

    async export(range) {
      const rows = await inRange(range).selectAll().orderBy('given_at').orderBy('id').execute();
      return rows.map(toConsentRecord);
    },

    async dailyStats(range): Promise<ConsentDayStats[]> {
      const day = dialect.utcDay('given_at');
      const count = (condition: ReturnType<typeof sql>) =>
        sql<number | string>`sum(case when ${condition} then 1 else 0 end)`;
      const rows = await inRange(range)
        .select([
          day.as('day'),
          sql<number | string>`count(*)`.as('total'),
          count(sql`analytics = ${yes} and marketing = ${yes}`).as('accepted'),
          count(sql`analytics <> ${yes} and marketing <> ${yes}`).as('rejected'),
          count(sql`analytics <> marketing`).as('custom'),
        ])
        .groupBy(day)
        .orderBy(day)
        .execute();
      return rows.map((row) => ({
        day: row.day,
        total: Number(row.total),
        accepted: Number(row.accepted),
        rejected: Number(row.rejected),
        custom: Number(row.custom),
      }));
    },

    async deleteReceivedBefore(cutoff) {
      const result = await db
        .deleteFrom('consent_records')
        .where('received_at', '<', cutoff.toISOString())
        .executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
