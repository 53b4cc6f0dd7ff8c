/**
 * The page's queue of field reports: batched, and sent as one beacon when the page is hidden or
 * a batch fills (`navigator.sendBeacon` with a JSON string: `text/plain`, so no CORS preflight,
 * and the browser delivers it after the page is gone). A report is made when the batch is sent,
 * from the run-time configuration (releases, remote URLs), which may arrive after what it reports.
 * Each batch carries the configuration's report pass; without a pass, or with an expired one (a
 * page open for hours), the api would refuse it, so nothing is sent.
 * Nothing here blocks the page or throws into it: a report that cannot be made or sent is lost.
 */
import { fieldReportsEndpoint, type AppConfig } from 'shared/app-config';
import { FIELD_REPORTS_MAX, reportPassExpired } from 'shared/schemas/field-report-limits';
import type { FieldReport, FieldReportBatch } from 'shared/schemas/field-reports';

/** A report, made once the configuration is known; undefined when it is not one to send. */
export type PendingReport = (config: AppConfig) => FieldReport | undefined;

export interface FieldReporter {
  /** Queues a report; a full batch is sent at once. */
  add(report: PendingReport): void;
  /** Sends what is queued, if the configuration is known. */
  flush(): void;
}

function guarded(action: () => void): void {
  try {
    action();
  } catch (error) {
    console.warn('A field report could not be sent', error);
  }
}

export function createFieldReporter(
  getConfig: () => AppConfig | null,
  send: (url: string, body: string) => void,
): FieldReporter {
  let queue: PendingReport[] = [];

  const flush = () =>
    guarded(() => {
      const config = getConfig();
      if (!config || queue.length === 0) return;
      const pending = queue;
      queue = [];
      const pass = config.reportPass;
      if (pass === undefined || reportPassExpired(pass)) return;
      const reports = pending.flatMap((report) => report(config) ?? []);
      if (reports.length === 0) return;
      const batch: FieldReportBatch = { pass, reports };
      send(fieldReportsEndpoint(config), JSON.stringify(batch));
    });

  return {
    add: (report) =>
      guarded(() => {
        // A full batch waiting for the configuration: later reports are dropped, not hoarded.
        if (queue.length >= FIELD_REPORTS_MAX) return;
        queue.push(report);
        if (queue.length >= FIELD_REPORTS_MAX) flush();
      }),
    flush,
  };
}
