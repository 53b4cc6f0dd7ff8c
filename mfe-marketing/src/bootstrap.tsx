// Standalone development: this remote's pages without the shell.
import { renderStandalone } from 'shared/dev/standalone';
import { MarketingPageView } from './components/MarketingPageView';
import type { MarketingPage } from './content/types';
import { pages } from './pages';

/** A page by its module name: its content shown as the module the build writes shows it (./exposes.ts). */
async function loadPage(module: string) {
  const content = pages.find((page) => page.module === module)?.content;
  const { default: page } = (await import(
    /* webpackInclude: /\/[a-z0-9-]+\.ts$/, webpackExclude: /(types|\.test)\.ts$/ */ `./content/${content}`
  )) as { default: MarketingPage };
  return { default: () => <MarketingPageView page={page} /> };
}

renderStandalone('mfe-marketing', pages, loadPage);
