/** Any marketing page: its hero, then each block of its content in order. */
import type { MarketingPage } from '../content/types';
import { BlockView } from './BlockView';
import { MarketingHero } from './MarketingHero';

export function MarketingPageView({ page }: { page: MarketingPage }) {
  return (
    <>
      <MarketingHero hero={page.hero} />
      {page.blocks.map((block) => (
        <BlockView key={block.title} block={block} />
      ))}
    </>
  );
}
