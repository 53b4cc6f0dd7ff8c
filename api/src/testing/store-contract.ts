/**
 * The one test suite of the store's interfaces (store/store.ts), run against each implementation by
 * its own test file (store/sqlite-store.test.ts, store/pg-store.test.ts): what one store does, the other
 * does too.
 */
import { validFields } from 'shared/testing/lead-fixtures';
import type { NewLead, Store, StoreOptions } from '../store/store';

/** Opens an empty store; every call a new one. */
export type OpenStore = (options?: StoreOptions) => Promise<Store>;

export function describeStore(name: string, open: OpenStore): void {
  describe(`${name} store`, () => {
    let store: Store;
    let clock: Date;
    let seq = 0;

    beforeEach(async () => {
      clock = new Date('2026-06-01T12:00:00.000Z');
      store = await open({ now: () => clock });
    });

    afterEach(() => store.close());

    const lead = (overrides: Partial<NewLead> = {}): NewLead => ({
      formType: 'contact',
      email: 'Ada@Example.com',
      fields: validFields.contact,
      idempotencyKey: `key-${(seq += 1)}`,
      bodyHash: 'hash',
      spam: false,
      forward: true,
      ...overrides,
    });

    async function insertAt(at: string, overrides: Partial<NewLead> = {}): Promise<string> {
      clock = new Date(at);
      const result = await store.leads.insert(lead(overrides));
      if (!result.stored) throw new Error('not stored');
      return result.id;
    }

    describe('leads', () => {
      test('a lead is stored as given, its address lower-cased, its fields in their order', async () => {
        const fields = { message: 'Hi', firstName: 'Ada', email: 'Ada@Example.com', nested: 'a\u0000b' };
        const result = await store.leads.insert(lead({ fields, idempotencyKey: 'k1', bodyHash: 'h1' }));
        expect(result).toEqual({ stored: true, id: expect.any(String), createdAt: clock.toISOString() });
        const stored = await store.leads.get((result as { id: string }).id);
        expect(stored).toEqual({
          id: (result as { id: string }).id,
          formType: 'contact',
          email: 'ada@example.com',
          fields,
          createdAt: clock.toISOString(),
          spam: false,
          idempotencyKey: 'k1',
          bodyHash: 'h1',
        });
        expect(Object.keys(stored!.fields)).toEqual(['message', 'firstName', 'email', 'nested']);
        expect(await store.leads.get('no-such-lead')).toBeUndefined();
      });

      test('a second lead under a stored key is not stored: the first attempt is returned', async () => {
        const first = await store.leads.insert(lead({ idempotencyKey: 'same', bodyHash: 'first' }));
        const second = await store.leads.insert(lead({ idempotencyKey: 'same', bodyHash: 'second' }));
        const id = (first as { id: string }).id;
        expect(second).toEqual({ stored: false, existing: { id, bodyHash: 'first' } });
        expect(await store.leads.findByIdempotencyKey('same')).toEqual({ id, bodyHash: 'first' });
        expect(await store.leads.findByIdempotencyKey('other')).toBeUndefined();
        expect(await store.leads.count()).toBe(1);
      });

      test('concurrent inserts under one key store one lead and all get its id', async () => {
        const results = await Promise.all(
          Array.from({ length: 5 }, () => store.leads.insert(lead({ idempotencyKey: 'raced' }))),
        );
        const ids = results.map((result) => (result.stored ? result.id : result.existing.id));
        expect(new Set(ids).size).toBe(1);
        expect(results.filter((result) => result.stored)).toHaveLength(1);
        expect(await store.leads.count()).toBe(1);
      });

      test('leads without a key are each stored', async () => {
        await store.leads.insert(lead({ idempotencyKey: null }));
        await store.leads.insert(lead({ idempotencyKey: null }));
        expect(await store.leads.count()).toBe(2);
      });

      test('list: oldest first, spam left out, filtered by time and form type', async () => {
        const march = await insertAt('2026-03-01T09:00:00.000Z');
        await insertAt('2026-03-05T00:00:00.000Z', { spam: true });
        const trial = await insertAt('2026-03-15T23:59:59.999Z', { formType: 'trial-request' });
        const april = await insertAt('2026-04-01T00:00:00.000Z');

        expect((await store.leads.list()).map((found) => found.id)).toEqual([march, trial, april]);
        const inMarch = await store.leads.list({
          createdFrom: '2026-03-01T09:00:00.000Z',
          createdBefore: '2026-04-01T00:00:00.000Z',
        });
        expect(inMarch.map((found) => found.id)).toEqual([march, trial]);
        const trials = await store.leads.list({ formType: 'trial-request' });
        expect(trials).toEqual([
          {
            id: trial,
            formType: 'trial-request',
            email: 'ada@example.com',
            fields: validFields.contact,
            createdAt: '2026-03-15T23:59:59.999Z',
            spam: false,
          },
        ]);
        expect(await store.leads.count()).toBe(4);
      });

      test('an erasure request deletes every lead of the address, spam included, with its outbox rows', async () => {
        await insertAt('2026-03-01T00:00:00.000Z', { email: 'ADA@example.com' });
        await insertAt('2026-03-02T00:00:00.000Z', { spam: true });
        const kept = await insertAt('2026-03-03T00:00:00.000Z', { email: 'bob@example.com' });
        expect(await store.leads.deleteByEmail('  Ada@EXAMPLE.com ')).toBe(2);
        expect((await store.leads.list()).map((found) => found.id)).toEqual([kept]);
        expect((await store.outbox.entries()).map((entry) => entry.leadId)).toEqual([kept]);
      });

      test('retention deletes the leads created before the cutoff, with their outbox rows', async () => {
        await insertAt('2026-03-01T00:00:00.000Z');
        const kept = await insertAt('2026-03-02T00:00:00.000Z');
        expect(await store.leads.deleteCreatedBefore(new Date('2026-03-02T00:00:00.000Z'))).toBe(1);
        expect((await store.leads.list()).map((found) => found.id)).toEqual([kept]);
        expect((await store.outbox.entries()).map((entry) => entry.leadId)).toEqual([kept]);
      });
    });

    describe('outbox', () => {
      const now = () => new Date(clock.getTime());
      const later = (ms: number) => new Date(clock.getTime() + ms);

      test('a lead to forward is queued with it; spam and leads not forwarded are not', async () => {
        const queued = await insertAt('2026-06-01T10:00:00.000Z');
        await insertAt('2026-06-01T10:00:01.000Z', { spam: true });
        await insertAt('2026-06-01T10:00:02.000Z', { forward: false });
        expect(await store.outbox.entries()).toEqual([
          {
            leadId: queued,
            attempts: 0,
            nextAttemptAt: '2026-06-01T10:00:00.000Z',
            deliveredAt: null,
            lastError: null,
          },
        ]);
      });

      test('claims go oldest first, each lead to one claimant, until delivered or its lease ends', async () => {
        const newer = await insertAt('2026-06-01T10:00:05.000Z');
        const older = await insertAt('2026-06-01T10:00:00.000Z');
        clock = new Date('2026-06-01T10:01:00.000Z');

        const [a, b, c] = await Promise.all([
          store.outbox.claimNext(now(), later(60_000)),
          store.outbox.claimNext(now(), later(60_000)),
          store.outbox.claimNext(now(), later(60_000)),
        ]);
        const claimed = [a, b, c].filter((job) => job !== undefined);
        expect(claimed.map((job) => job.leadId).sort()).toEqual([newer, older].sort());
        expect(await store.outbox.claimNext(now(), later(60_000))).toBeUndefined();
        expect(await store.outbox.nextDueAt()).toEqual(later(60_000));

        const deliveredAt = now();
        await store.outbox.delivered(older, deliveredAt);
        // The newer lead's claimant died: its lease ends, and another worker takes it.
        clock = new Date(clock.getTime() + 60_000);
        const taken = await store.outbox.claimNext(now(), later(60_000));
        expect(taken).toEqual({
          leadId: newer,
          attempts: 0,
          formType: 'contact',
          fields: validFields.contact,
          createdAt: '2026-06-01T10:00:05.000Z',
        });
        expect(await store.outbox.entries()).toMatchObject([
          { leadId: older, attempts: 1, deliveredAt: deliveredAt.toISOString() },
          { leadId: newer, attempts: 0, deliveredAt: null },
        ]);
      });

      test('the oldest due lead is claimed first, a failure releases it, and a retry time defers it', async () => {
        const first = await insertAt('2026-06-01T10:00:00.000Z');
        const second = await insertAt('2026-06-01T10:00:01.000Z');
        const job = await store.outbox.claimNext(now(), later(60_000));
        expect(job?.leadId).toBe(first);

        await store.outbox.failed(first, 'webhook answered 503');
        expect((await store.outbox.claimNext(now(), later(60_000)))?.leadId).toBe(first);
        await store.outbox.failed(first, 'webhook answered 400', later(5_000));
        expect((await store.outbox.claimNext(now(), later(60_000)))?.leadId).toBe(second);
        await store.outbox.failed(second, 'webhook answered 400', later(10_000));

        expect(await store.outbox.claimNext(now(), later(60_000))).toBeUndefined();
        expect(await store.outbox.nextDueAt()).toEqual(later(5_000));
        expect(await store.outbox.entries()).toEqual([
          {
            leadId: first,
            attempts: 2,
            nextAttemptAt: later(5_000).toISOString(),
            deliveredAt: null,
            lastError: 'webhook answered 400',
          },
          {
            leadId: second,
            attempts: 1,
            nextAttemptAt: later(10_000).toISOString(),
            deliveredAt: null,
            lastError: 'webhook answered 400',
          },
        ]);
      });

      test('nothing pending: nothing to claim, nothing due', async () => {
        expect(await store.outbox.claimNext(now(), later(60_000))).toBeUndefined();
        expect(await store.outbox.nextDueAt()).toBeUndefined();
      });
    });

    test('a token is spent once', async () => {
      expect(await store.tokens.spend('dev.contact_form.abcdefgh')).toBe(true);
      expect(await store.tokens.spend('dev.contact_form.abcdefgh')).toBe(false);
      expect(await store.tokens.spend('dev.contact_form.other-one')).toBe(true);
    });

    test('the store answers a ping', async () => {
      await expect(store.ping()).resolves.toBeUndefined();
    });
  });
}
