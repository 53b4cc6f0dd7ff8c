/**
 * The leads and their outbox rows, on either database (dialect.ts): the rules of a lead, once.
 */
import { randomUUID } from 'node:crypto';
import type { Selectable } from 'kysely';
import type { StoreDialect } from './dialect';
import { flag, iso, json, type Database } from './schema';
import type { InsertResult, Lead, LeadRepository, NewLead, StoreOptions } from './store';

interface PendingLead {
  lead: NewLead;
  id: string;
  createdAt: string;
  resolve: (result: InsertResult) => void;
  reject: (error: unknown) => void;
}

const toLead = (row: Selectable<Database['leads']>): Lead => ({
  id: row.id,
  formType: row.form_type,
  email: row.email,
  fields: json(row.fields),
  createdAt: iso(row.created_at),
  spam: flag(row.spam),
});

/** An address as stored and looked up: lower-cased, so one person's leads are found whatever the spelling. */
const storedEmail = (email: string) => email.trim().toLowerCase();

export function createLeads(
  dialect: StoreDialect,
  { now = () => new Date(), newId = randomUUID }: StoreOptions = {},
): LeadRepository {
  const { db } = dialect;
  // Every submission with a key looks it up: compiled once, not built and compiled per request.
  const byKeyQuery = db
    .selectFrom('leads')
    .select(['id', 'body_hash as bodyHash'])
    .where('idempotency_key', '=', '')
    .compile();
  const byKey = async (key: string) => {
    const query: typeof byKeyQuery = { ...byKeyQuery, parameters: [key] };
    return (await db.executeQuery(query)).rows[0];
  };

  /**
   * Group commit: the leads submitted during one turn of the event loop are committed together
   * (dialect.commitLeads), so they share one commit instead of paying one each; each is
   * answered once that commit is on disk.
   */
  const pending: PendingLead[] = [];
  async function commitGroup(group: PendingLead[]): Promise<void> {
    let stored: Set<string>;
    try {
      stored = await dialect.commitLeads(
        group.map(({ lead, id, createdAt }) => ({
          id,
          form_type: lead.formType,
          email: storedEmail(lead.email),
          fields: JSON.stringify(lead.fields),
          created_at: createdAt,
          idempotency_key: lead.idempotencyKey,
          body_hash: lead.bodyHash,
          spam: dialect.flag(lead.spam),
        })),
        // Spam is kept only so that every 201 is on disk; it never leaves the building.
        new Set(group.filter(({ lead }) => lead.forward && !lead.spam).map(({ id }) => id)),
      );
    } catch (error) {
      for (const item of group) item.reject(error);
      return;
    }
    for (const { lead, id, createdAt, resolve, reject } of group) {
      if (stored.has(id)) {
        resolve({ stored: true, id, createdAt });
        continue;
      }
      // Another request (in this group, or on any instance) stored this key first: its row wins.
      try {
        const existing = lead.idempotencyKey === null ? undefined : await byKey(lead.idempotencyKey);
        if (!existing) throw new Error('Lead neither stored nor found under its idempotency key');
        resolve({ stored: false, existing });
      } catch (error) {
        reject(error);
      }
    }
  }

  return {
    findByIdempotencyKey: byKey,

    insert(lead): Promise<InsertResult> {
      return new Promise((resolve, reject) => {
        pending.push({ lead, id: newId(), createdAt: now().toISOString(), resolve, reject });
        if (pending.length === 1) setImmediate(() => void commitGroup(pending.splice(0)));
      });
    },

    async get(id) {
      const row = await db.selectFrom('leads').selectAll().where('id', '=', id).executeTakeFirst();
      return row && { ...toLead(row), idempotencyKey: row.idempotency_key, bodyHash: row.body_hash };
    },

    async count() {
      const row = await db
        .selectFrom('leads')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    async list(filter = {}) {
      const rows = await db
        .selectFrom('leads')
        .selectAll()
        .where('spam', '=', dialect.flag(false))
        .$if(filter.createdFrom !== undefined, (query) => query.where('created_at', '>=', filter.createdFrom!))
        .$if(filter.createdBefore !== undefined, (query) => query.where('created_at', '<', filter.createdBefore!))
        .$if(filter.formType !== undefined, (query) => query.where('form_type', '=', filter.formType!))
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return rows.map(toLead);
    },

    async deleteByEmail(email) {
      const result = await db.deleteFrom('leads').where('email', '=', storedEmail(email)).executeTakeFirst();
      return Number(result.numDeletedRows);
    },

    async deleteCreatedBefore(cutoff) {
      const result = await db.deleteFrom('leads').where('created_at', '<', cutoff.toISOString()).executeTakeFirst();
      return Number(result.numDeletedRows);
    },
  };
}
