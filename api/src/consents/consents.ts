/**
 * `POST /api/consents` (docs/architecture.md#consent-records): the browser's record of a cookie
 * choice, checked with the schema the browser builds it with and appended to the consent
 * records. Answered `201` once stored, and again for a record already stored (the browser resends
 * what it could not confirm). Nothing about the request itself (address, user agent, cookies) is
 * kept: the record identifies a choice, not a person.
 */
import type { FastifyInstance } from 'fastify';
import { consentRecordSchema } from 'shared/schemas/consent-record';
import type { ConsentRepository } from './consent-records';
import { fromStore, invalid, toIssues } from '../app/errors';
import { postRouteOptions, type PostRouteLimits } from '../app/post-route';

export interface ConsentsRouteDeps extends PostRouteLimits {
  consents: ConsentRepository;
}

export function registerConsentsRoute(app: FastifyInstance, deps: ConsentsRouteDeps): void {
  app.post('/api/consents', postRouteOptions(deps), async (request, reply) => {
    const parsed = consentRecordSchema.safeParse(request.body);
    if (!parsed.success) {
      throw invalid(toIssues(parsed.error.issues));
    }
    const { id } = await fromStore(app.log, () => deps.consents.append(parsed.data));
    return reply.code(201).send({ id });
  });
}
