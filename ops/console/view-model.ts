/**
 * What the operator's console shows (`npm run release -- console`): assembled by ./read-console.ts
 * from the same reads the commands make (status, health, log, the gates), rendered on the server
 * by ./ui. Plain data, so a page is a function of it.
 */
import type { LiveSet, LiveSetRow, RenderedPage } from '../commands/status';
import { canarySchema, type LogEntry } from '../core/live-record';

/** What the page may be asked for: `GET /?app=…&window=…&log=…&gates=<app>@<release>`. */
export const consoleQueryFields = ['app', 'window', 'log', 'gates'] as const;
export type ConsoleQuery = Partial<Record<(typeof consoleQueryFields)[number], string>>;

/** The windows the health charts offer, as `release health --window` writes them. */
export const healthWindows = ['15m', '1h', '24h', '7d'] as const;
export type HealthWindow = (typeof healthWindows)[number];

/**
 * The live set, as `release status` shows it: its rows come from the same function
 * (../commands/status.ts), which the layers below the console define.
 */
export type { LiveSet, LiveSetRow, RenderedPage };

/** One time bucket of one release's field figures. */
export interface HealthPoint {
  /** The bucket's start (ISO time). */
  at: string;
  /** Page views reported. */
  views: number;
  /** Distinct clients that reported a view. */
  clients: number;
  /**
   * The share of those clients that saw an error (the watcher's measure, ../core/canary-verdict.ts);
   * null without views.
   */
  errorRate: number | null;
  /** p75 in ms; null without a sample. */
  lcp: number | null;
  inp: number | null;
  /** p75, a score with no unit; null without a sample. */
  cls: number | null;
}

export interface HealthSeries {
  release: string;
  role: 'live' | 'canary';
  points: HealthPoint[];
}

export interface HealthView {
  app: string;
  window: HealthWindow;
  since: string;
  until: string;
  /** The live release, then its canary when it has one. */
  series: HealthSeries[];
  /** Errors over the window by where they came from, per release. */
  errorsBySource: { release: string; source: string; errors: number }[];
  /**
   * The lines drawn on the charts: the live release's error rate over the window plus the watcher's
   * margin (../core/canary-verdict.ts `errorRateLimit`; a canary above it is rolled back only once
   * enough of its clients reported and the difference is unlikely to be chance, measured over the
   * watcher's own window) and the Web Vitals' "good" limits.
   */
  thresholds: { errorRate: number | null; lcp: number; inp: number; cls: number };
  /** Where the reports were read (`SQLite …`, `PostgreSQL …`), or why they could not be. */
  source: string;
}

/** One module an app loads from another, at the releases served. */
export interface ContractEdge {
  consumer: { app: string; release: string };
  provider: { app: string; release: string };
  module: string;
  /** The props the consumer passes. */
  passes: string[];
}

export interface ContractView {
  /** Each release visitors are served (live, and canaries). */
  nodes: { app: string; release: string; role: 'live' | 'canary' }[];
  edges: ContractEdge[];
}

/** Whether the gates that need no browser would pass a release now. */
export interface GatesView {
  app: string;
  release: string;
  passes: boolean;
  /** The gate's refusal, or what passed. */
  sentence: string;
}

export const actionKinds = ['promote', 'canary', 'rollback', 'preview'] as const;
export type ActionKind = (typeof actionKinds)[number];

const { minValue, maxValue } = canarySchema.shape.share;
/** A canary's share, percent, as the live record bounds it (it sets both bounds). */
export const shareRange = { min: minValue!, max: maxValue! };

/** An action the operator asked for, before it is confirmed. */
export interface ActionRequest {
  kind: ActionKind;
  app: string;
  /** Absent for a rollback to the previous release. */
  release?: string;
  /** A canary's share, percent. */
  share?: number;
  /** A preview link's lifetime. */
  hours?: number;
}

/** What an action did: the command's own lines, or its refusal in one sentence. */
export type ActionOutcome = { ok: true; lines: string[]; link?: string } | { ok: false; refusal: string };

export interface ConsoleView {
  liveSet: LiveSet;
  /** Every release of each app, newest first, for the action forms. */
  releases: Record<string, string[]>;
  /** Each app's releases that were live before and are not now, newest first: what it may roll back to. */
  rollbackTargets: Record<string, string[]>;
  health: HealthView;
  contract: ContractView;
  gates?: GatesView;
  /** Newest first, filtered to `logApp` when given. */
  log: LogEntry[];
  logApp?: string;
}
