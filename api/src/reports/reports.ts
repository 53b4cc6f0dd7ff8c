/**
 * `POST /api/reports`: a page's batch of field reports (shared/src/schemas/field-reports.ts),
 * checked with the schema the browser builds it with and stored whole before the `204`; a batch
 * refused in part is refused whole. `navigator.sendBeacon` sends its string as `text/plain`,
 * which needs no CORS preflight, so a text body is read as JSON too. Nothing about the request
 * itself (address, user agent, cookies) is kept: a report names a release, not a person.
 */
import type { FastifyInstance } from 'fastify';
import { FIELD_REPORTS_BODY_MAX, fieldReportBatchSchema } from 'shared/schemas/field-reports';
import type { FieldReportRepository } from './field-reports';
import { fromStore, invalid, toIssues } from '../app/errors';
import { postRouteOptions, type PostRouteLimits } from '../app/post-route';

export interface ReportsRouteDeps extends PostRouteLimits {
  fieldReports: FieldReportRepository;
}

export async function registerReportsRoute(app: FastifyInstance, deps: ReportsRouteDeps): Promise<void> {
  // A scope of its own: the other routes keep refusing text bodies.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: FIELD_REPORTS_BODY_MAX },
      scope.getDefaultJsonParser('error', 'error'),
    );
    scope.post(
      '/api/reports',
      { ...postRouteOptions(deps, ['application/json', 'text/plain']), bodyLimit: FIELD_REPORTS_BODY_MAX },
      async (request, reply) => {
        const parsed = fieldReportBatchSchema.safeParse(request.body);
        if (!parsed.success) throw invalid(toIssues(parsed.error.issues));
        await fromStore(app.log, () => deps.fieldReports.add(parsed.data.reports, new Date()));
        // A beacon from the site's origin is a no-cors request: under helmet's `same-origin` the
        // browser blocks the answer and logs an error on the visitor's page for each one.
        return reply.code(204).header('Cross-Origin-Resource-Policy', 'cross-origin').send();
      },
    );
  });
}
