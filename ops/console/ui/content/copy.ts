/**
 * The console's words, in one place: its pages, its tests (e2e/console*.spec.ts) and its README
 * paragraph read them from here.
 */
import type { ActionRequest } from '../../view-model';

export const copy = {
  title: 'Veritenant releases',
  sections: {
    liveSet: 'Live set',
    rendered: 'Pages rendered',
    health: 'Health',
    contract: 'Contract',
    log: 'Log',
  },
  liveSet: {
    columns: ['App', 'Live', 'Since', 'Commit', 'Previous', 'Canary', 'Share', 'Watched', 'Pages', 'Compatible'],
    noCanary: 'none',
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
    errorsBySource: 'Errors by source',
    noReports: 'No field reports in this window.',
  },
  contract: {
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
  },
  actions: {
    promote: 'Promote',
    canary: 'Canary',
    rollback: 'Roll back',
    preview: 'Preview link',
    confirm: 'Confirm',
    cancel: 'Cancel',
    back: 'Back to the console',
    done: 'Done',
    refusedHeading: 'Refused',
  },
  unauthorized: {
    heading: 'This console needs its access link',
    body: 'Open the link `npm run release -- console` printed when it started, with its token.',
  },
} as const;

/** The confirmation of an action: what changes, in one sentence, before it is done. */
export function confirmation(request: ActionRequest, live: string | undefined): string {
  const { app, release, share, hours } = request;
  const replacing = live ? `, replacing ${live}` : '';
  switch (request.kind) {
    case 'promote':
      return `Promote ${app} ${release} to every visitor${replacing}.`;
    case 'canary':
      return `Give ${app} ${release} to ${share} % of visitors, beside the live ${live ?? 'release'}.`;
    case 'rollback':
      return release
        ? `Roll ${app} back to ${release}${replacing}.`
        : `Roll ${app} back to its previous release${replacing}, or end its canary.`;
    case 'preview':
      return `Make a link that shows ${app} ${release} to whoever opens it, for ${hours} hours.`;
  }
}
