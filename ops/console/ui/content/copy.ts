/**
 * The console's words, in one place: its pages, its tests (e2e/console*.spec.ts) and its README
 * paragraph read them from here.
 */
import { defaultThresholds } from '../../../core/canary-verdict';
import type { ActionRequest, LiveSetRow } from '../../view-model';

export const copy = {
  title: 'Veritenant releases',
  header: {
    store: 'Releases',
    record: 'Pointer and log',
    pointerVersion: 'Pointer version',
    incomplete: 'Uploads never finished',
  },
  sections: {
    liveSet: 'Live set',
    rendered: 'Pages rendered',
    health: 'Health',
    contract: 'Contract',
    log: 'Log',
  },
  liveSet: {
    caption: 'Which release of each app visitors get, and its canary',
    columns: [
      'App',
      'Live',
      'Since',
      'Commit',
      'Previous',
      'Canary',
      'Share',
      'Canary since',
      'Watched',
      'Pages',
      'Compatible',
    ],
    noCanary: 'none',
    nothingLive: 'nothing live',
    unknown: 'unknown',
    since: 'since',
    lastCheck: 'last check',
  },
  rendered: {
    caption: 'The published pages of each app, and the releases they were rendered from',
    columns: ['App', 'Release', 'Shell release', 'Pages placing other apps’ modules'],
    placesNothing: 'none',
    empty: 'No pages are published yet.',
  },
  health: {
    appLabel: 'App',
    windowLabel: 'Window',
    show: 'Show',
    charts: {
      views: 'Page views',
      errorRate: 'Clients who saw an error (%)',
      lcp: 'p75 LCP (ms)',
      inp: 'p75 INP (ms)',
      cls: 'p75 CLS',
    },
    figures: 'Figures',
    time: 'Time',
    live: 'live',
    canary: 'canary',
    thresholds: {
      errorRate: `margin over live (+${defaultThresholds.maxIncreasePoints} points)`,
      good: 'good',
    },
    errorsBySource: 'Errors by source',
    errorsColumns: ['Release', 'Source', 'Errors'],
    noErrors: 'No errors were reported in this window.',
    noReports: 'No field reports in this window.',
    noSample: 'no sample',
  },
  contract: {
    graph: 'Which app loads which module of which other app, at the releases served',
    edgesCaption: 'Modules loaded between the releases served',
    edgesColumns: ['Consumer', 'Module', 'Provider', 'Props passed'],
    noEdges: 'No app loads a module of another.',
    gatesLabel: 'Release',
    check: 'Check the gates',
    passes: 'The gates would pass it now',
    refused: 'The gates would refuse it now',
  },
  log: {
    filterLabel: 'App',
    allApps: 'all apps',
    filter: 'Filter',
    empty: 'Nothing was switched yet.',
    kinds: { promote: 'promote', rollback: 'rollback', canary: 'canary', start: 'start' },
    automatic: 'automatic rollback',
    by: 'by',
    gates: 'gates',
    timings: 'timings',
  },
  actions: {
    summary: 'Actions:',
    /** The list of each app's actions, below the live set's table. */
    listLabel: 'What can be done to each app',
    promote: 'Promote',
    canary: 'Canary',
    widen: 'Change share',
    complete: 'Complete the canary',
    endCanary: 'End the canary',
    rollback: 'Roll back',
    preview: 'Preview link',
    releaseLabel: 'Release',
    shareLabel: 'Share (%)',
    watchLabel: 'Watch it',
    hoursLabel: 'Hours',
    confirm: 'Confirm',
    cancel: 'Cancel',
    back: 'Back to the console',
    confirmHeading: 'Confirm',
    liveNow: 'Live now',
    canaryNow: 'Canary now',
    done: 'Done',
    refusedHeading: 'Refused',
  },
  unauthorized: {
    heading: 'This console needs its access link',
    body: 'Open the link `npm run release -- console` printed when it started, with its token.',
  },
} as const;

/**
 * The confirmation of an action: what changes, in one sentence, before it is done. `row` is the
 * app's live set now: a rollback beside a canary ends it, promoting the canary's release completes it.
 */
export function confirmation(request: ActionRequest & { watch?: boolean }, row: LiveSetRow | undefined): string {
  const { app, release, share, hours } = request;
  const live = row?.live?.release;
  const canary = row?.canary;
  const replacing = live ? `, replacing ${live}` : '';
  switch (request.kind) {
    case 'promote':
      return canary && canary.release === release
        ? `Complete the canary of ${app} ${release}: every visitor gets it${replacing}.`
        : `Promote ${app} ${release} to every visitor${replacing}.`;
    case 'canary': {
      const watched = request.watch ? ', and watch it' : '';
      return canary && canary.release === release
        ? `Change the canary of ${app} ${release} from ${canary.share} % to ${share} % of visitors${watched}.`
        : `Give ${app} ${release} to ${share} % of visitors, beside the live ${live ?? 'release'}${watched}.`;
    }
    case 'rollback':
      if (canary) return `End the canary of ${app} ${canary.release}: every visitor gets the live ${live} again.`;
      return `Roll ${app} back to ${release ?? row?.previous ?? 'its previous release'}${replacing}.`;
    case 'preview':
      return `Make a link that shows ${app} ${release} to whoever opens it, for ${hours} hours.`;
  }
}
