/** A store on a dialect (dialect.ts): the repositories written once, and what the dialect adds. */
import { sql } from 'kysely';
import { createConsents } from './consents';
import type { StoreDialect } from './dialect';
import { createFieldReports } from './field-reports';
import { createLeads } from './leads';
import { createOutbox } from './outbox';
import type { Store, StoreOptions } from './store';

export function storeOn(
  dialect: StoreDialect,
  options: StoreOptions,
  rest: Pick<Store, 'tokens' | 'rateLimit' | 'close'>,
): Store {
  return {
    kind: dialect.kind,
    leads: createLeads(dialect, options),
    outbox: createOutbox(dialect),
    consents: createConsents(dialect, options),
    fieldReports: createFieldReports(dialect),
    async ping() {
      await sql`SELECT 1`.execute(dialect.db);
    },
    ...rest,
  };
}
