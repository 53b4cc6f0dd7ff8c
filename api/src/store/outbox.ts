/** The CRM webhook's queue on either database (dialect.ts): claims with leases, once. */
import { sql } from 'kysely';
import type { StoreDialect } from './dialect';
import { iso, isoOrNull, json } from './schema';
import type { OutboxRepository } from './store';

export function createOutbox(dialect: StoreDialect): OutboxRepository {
  const { db } = dialect;
  return {
    async claimNext(now, leaseUntil) {
      const at = now.toISOString();
      const row = await dialect.transaction(async (tx) => {
        const claimed = await tx
          .updateTable('outbox')
          .set({ claimed_until: leaseUntil.toISOString() })
          .where('lead_id', '=', (eb) =>
            dialect.lockForClaim(
              eb
                .selectFrom('outbox as p')
                .innerJoin('leads as pl', 'pl.id', 'p.lead_id')
                .select('p.lead_id')
                .where('p.delivered_at', 'is', null)
                .where('p.next_attempt_at', '<=', at)
                .where((w) => w.or([w('p.claimed_until', 'is', null), w('p.claimed_until', '<=', at)]))
                .orderBy('pl.created_at')
                .orderBy('pl.id')
                .limit(1),
            ),
          )
          .returning('lead_id')
          .executeTakeFirst();
        return (
          claimed &&
          tx
            .selectFrom('outbox as o')
            .innerJoin('leads as l', 'l.id', 'o.lead_id')
            .select(['o.lead_id', 'o.attempts', 'l.form_type', 'l.fields', 'l.created_at'])
            .where('o.lead_id', '=', claimed.lead_id)
            .executeTakeFirstOrThrow()
        );
      });
      return (
        row && {
          leadId: row.lead_id,
          attempts: row.attempts,
          formType: row.form_type,
          fields: json(row.fields),
          createdAt: iso(row.created_at),
        }
      );
    },

    async delivered(leadId, at) {
      await db
        .updateTable('outbox')
        .set((eb) => ({ attempts: eb('attempts', '+', 1), delivered_at: at.toISOString(), claimed_until: null }))
        .where('lead_id', '=', leadId)
        .execute();
    },

    async failed(leadId, error, retryAt) {
      await db
        .updateTable('outbox')
        .set((eb) => ({
          attempts: eb('attempts', '+', 1),
          last_error: error,
          claimed_until: null,
          ...(retryAt && { next_attempt_at: retryAt.toISOString() }),
        }))
        .where('lead_id', '=', leadId)
        .execute();
    },

    async nextDueAt() {
      // A claimed lead is due again when its lease ends, if that is later.
      const row = await db
        .selectFrom('outbox')
        .select(
          sql<
            Date | string | null
          >`min(case when claimed_until > next_attempt_at then claimed_until else next_attempt_at end)`.as('at'),
        )
        .where('delivered_at', 'is', null)
        .executeTakeFirst();
      return row?.at ? new Date(row.at) : undefined;
    },

    async entries() {
      const rows = await db
        .selectFrom('outbox as o')
        .innerJoin('leads as l', 'l.id', 'o.lead_id')
        .select(['o.lead_id', 'o.attempts', 'o.next_attempt_at', 'o.delivered_at', 'o.last_error'])
        .orderBy('l.created_at')
        .orderBy('l.id')
        .execute();
      return rows.map((row) => ({
        leadId: row.lead_id,
        attempts: row.attempts,
        nextAttemptAt: iso(row.next_attempt_at),
        deliveredAt: isoOrNull(row.delivered_at),
        lastError: row.last_error,
      }));
    },
  };
}
