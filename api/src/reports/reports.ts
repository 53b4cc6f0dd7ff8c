/**
 * `POST /api/reports`: a page's batch of field reports (shared/src/schemas/field-reports.ts),
 * checked with the schema the browser builds it with and stored whole before the `204`; a batch
 * refused in part is refused whole. `navigator.sendBeacon` sends its string as `text/plain`,
 * which needs no CORS preflight, so a text body is read as JSON too.
 *
 * Field reports steer the canary watcher, so only the site's own pages' reports about releases
 * being served get in: a batch from another site's page (its `Origin`, or `Sec-Fetch-Site:
 * cross-site`) is refused, and every batch needs the report pass its page's configuration carried
 * (./report-pass.ts), naming each report's release. Its client is kept only as the day's
 * pseudonym (store/field-reports.ts), so the figures can weigh clients; nothing about the request
 * itself (address, user agent, cookies) is kept: a report names a release, not a person.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIELD_REPORTS_BODY_MAX, fieldReportBatchSchema, type FieldReport } from 'shared/schemas/field-reports';
import type { FieldReportRepository } from './field-reports';
import { verifyReportPass } from './report-pass';
import { ApiError, fromStore, invalid, toIssues } from '../app/errors';
import { postRouteOptions, type PostRouteLimits } from '../app/post-route';

export interface ReportsRouteDeps extends PostRouteLimits {
  fieldReports: FieldReportRepository;
  /** The site's origins: a page of any other origin may not report. */
  allowedOrigins: readonly string[];
  /** The key report passes are checked with (`reportPassKey`); without one every batch is refused. */
  reportPassKey: string | undefined;
}

const refused = (path: string, message: string) => new ApiError('report_refused', [{ path, message }]);

/** The batch's page, when the browser says it is another site's. */
function foreignPage(request: FastifyRequest, allowedOrigins: readonly string[]): ApiError | undefined {
  const { origin } = request.headers;
  if (origin !== undefined && !allowedOrigins.includes(origin)) {
    return refused('', `reports come from the site's own pages only, not from ${origin.slice(0, 100)}`);
  }
  if (request.headers['sec-fetch-site'] === 'cross-site') {
    return refused('', "reports come from the site's own pages only, not from another site's");
  }
  return undefined;
}

/** The first report naming a release the pass does not, as its refusal. */
function beyondPass(reports: readonly FieldReport[], releases: ReadonlyMap<string, string>): ApiError | undefined {
  for (const [index, report] of reports.entries()) {
    const named = report.kind === 'view' ? Object.entries(report.apps) : [[report.app, report.release] as const];
    const stranger = named.find(([app, release]) => releases.get(app) !== release);
    if (stranger) {
      return refused(`reports.${index}`, `${stranger[0]} ${stranger[1]} is not a release this page was served`);
    }
  }
  return undefined;
}

/**
 * Who sent a request, as the reports count clients: its address (the proxies' X-Forwarded-For
 * as far as they are trusted), an IPv6 client by its /64, which one household or device holds.
 */
export function clientOf(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!address.includes(':')) return address;
  const [head = '', tail] = address.split('%')[0]!.split('::');
  const left = head === '' ? [] : head.split(':');
  const right = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((group) => parseInt(group, 16).toString(16))
    .join(':')}::/64`;
}

export async function registerReportsRoute(app: FastifyInstance, deps: ReportsRouteDeps): Promise<void> {
  let toldUnverifiable = false;
  const { config, ...options } = postRouteOptions(deps, ['application/json', 'text/plain']);
  // A store that cannot count is no reason to let a flood through: this limit fails closed.
  const rateLimit = config.rateLimit && { ...config.rateLimit, skipOnError: false };
  // A scope of its own: the other routes keep refusing text bodies.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'text/plain',
      { parseAs: 'string', bodyLimit: FIELD_REPORTS_BODY_MAX },
      scope.getDefaultJsonParser('error', 'error'),
    );
    scope.post(
      '/api/reports',
      { ...options, config: { rateLimit }, bodyLimit: FIELD_REPORTS_BODY_MAX },
      async (request, reply) => {
        const foreign = foreignPage(request, deps.allowedOrigins);
        if (foreign) throw foreign;
        const parsed = fieldReportBatchSchema.safeParse(request.body);
        if (!parsed.success) throw invalid(toIssues(parsed.error.issues));
        const { pass, reports } = parsed.data;
        if (deps.reportPassKey === undefined) {
          if (!toldUnverifiable) {
            app.log.error('field reports refused: set RELEASE_PREVIEW_SECRET, as the site has it, to take them');
            toldUnverifiable = true;
          }
          throw new ApiError('reports_unverifiable');
        }
        if (pass === undefined) throw refused('pass', 'a report pass is required');
        const releases = verifyReportPass(deps.reportPassKey, pass, new Date());
        if (!releases) throw refused('pass', 'the report pass is invalid or has expired');
        const stranger = beyondPass(reports, releases);
        if (stranger) throw stranger;
        await fromStore(app.log, () => deps.fieldReports.add(reports, new Date(), clientOf(request.ip)));
        // A beacon from the site's origin is a no-cors request: under helmet's `same-origin` the
        // browser blocks the answer and logs an error on the visitor's page for each one.
        return reply.code(204).header('Cross-Origin-Resource-Policy', 'cross-origin').send();
      },
    );
  });
}
