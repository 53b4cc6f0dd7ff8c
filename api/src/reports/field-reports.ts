/**
 * Field reports (shared/src/schemas/field-reports.ts): how each app's release behaves for real
 * visitors, one of the store's repositories (store/store.ts), implemented once for both databases
 * (store/field-reports.ts) and tested on each (testing/field-report-repository-suite.ts). A view
 * is kept as one row per app on the page, so views count per app and release; a row holds the
 * report's fields, when the api received it and a pseudonym of its client (no address, cookie or
 * user agent): a salted hash whose salt changes every day and is deleted after it, so the
 * figures can weigh clients, one client's thousand reports as one, and nobody can tell who sent them.
 */
import type { errorSources, FieldReport, vitalNames } from 'shared/schemas/field-reports';

export type { FieldReport };
export type ErrorSource = (typeof errorSources)[number];
export type VitalName = (typeof vitalNames)[number];

/** Reports received in `[since, until)`, of one app or every app. */
export interface FieldReportWindow {
  app?: string;
  since: Date;
  until: Date;
}

/** One app's release over a window. */
export interface ReleaseHealth {
  app: string;
  release: string;
  views: number;
  errors: number;
  /** Distinct clients that reported a view of it: each client weighs one, however much it sends. */
  viewClients: number;
  /** Distinct clients that reported an error of it. */
  errorClients: number;
  errorsBySource: Record<ErrorSource, number>;
  /** Errors per view; null without views (an error is then all there is to judge). */
  errorRate: number | null;
  /**
   * The 75th percentile (nearest rank: the smallest value at least 75 % of the samples do not
   * exceed) of each vital, LCP and INP in ms, CLS unitless; null without a sample.
   */
  p75: Record<VitalName, number | null>;
  /** How many samples each p75 is taken from. */
  vitalSamples: Record<VitalName, number>;
}

/** The figures of a release nothing was reported of. */
export const noFigures = (app: string, release: string): ReleaseHealth => ({
  app,
  release,
  views: 0,
  errors: 0,
  viewClients: 0,
  errorClients: 0,
  errorsBySource: { load: 0, boundary: 0, unhandled: 0 },
  errorRate: null,
  p75: { LCP: null, INP: null, CLS: null },
  vitalSamples: { LCP: 0, INP: 0, CLS: 0 },
});

export interface FieldReportRepository {
  /**
   * Stores a batch, all or nothing, as received at `receivedAt` from `client` (who sent it, as
   * the route names them: an address), which is kept only as the day's pseudonym.
   */
  add(reports: readonly FieldReport[], receivedAt: Date, client: string): Promise<void>;
  /** Per app and release with any report in the window, by app then release. */
  summary(window: FieldReportWindow): Promise<ReleaseHealth[]>;
  /** Retention: deletes every report received before the cutoff; returns how many rows went. */
  deleteReceivedBefore(cutoff: Date): Promise<number>;
}
