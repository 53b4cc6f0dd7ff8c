/**
 * The pages this remote serves, each once: the exposes map, the standalone harness, its release's
 * `pages` and the browser tests' page list are derived from here. The trial page sets no meta
 * description of its own, so its lead stands for one.
 */
import { paths } from 'shared/paths';
import type { PageEntry } from 'shared/pages';
import { pageIntros } from './content/page-intros';

export const pages = [
  {
    path: paths.trial,
    module: 'TrialPage',
    title: 'Request a 30 Day Trial',
    description: pageIntros.trial.lead,
    sitemap: true,
  },
] as const satisfies readonly PageEntry[];
