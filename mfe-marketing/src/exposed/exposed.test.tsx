/**
 * @jest-environment node
 */
import path from 'node:path';
import { describeRemoteSurface } from 'shared/testing/remote-surface';
import { describePagesRenderOnServer } from 'shared/testing/server-render';
import { MarketingPageView } from '../components/MarketingPageView';
import type { MarketingPage } from '../content/types';
import { exposes } from '../exposes';
import { pages } from '../pages';

// Each page as the module the build writes for it shows it (../exposes.ts): its content in MarketingPageView.
describePagesRenderOnServer(
  Object.fromEntries(
    pages.map(({ module, content }) => [
      module,
      async () => {
        const { default: page } = (await import(`../content/${content}`)) as { default: MarketingPage };
        return () => <MarketingPageView page={page} />;
      },
    ]),
  ),
);

describeRemoteSurface(pages, exposes, path.join(__dirname, '..', '..'));
