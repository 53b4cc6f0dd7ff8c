/** Any marketing page: its hero, then each block of its content in order. */
import { usePageMeta } from 'shared/page-meta';
import type { MarketingPage } from '../content/types';
import { BlockView } from './BlockView';
import { MarketingHero } from './MarketingHero';

export function MarketingPageView({ page }: { page: MarketingPage }) {
  // The shell names the tab from its route table; the description is the page's own.
  usePageMeta(undefined, page.description);
  return (
    <>
      <MarketingHero hero={page.hero} />
      {page.blocks.map((block) => (
        <BlockView key={block.title} block={block} />
      ))}
    </>
  );
}
