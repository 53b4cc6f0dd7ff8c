/**
 * The remote's public surface: a module per page of its registry, which the build writes (no page
 * has a file of its own: each is its content shown by MarketingPageView). Read by the build
 * (`webpack.config.ts`) and by `release build`, which records the modules' contract.
 */
import { generatedExposeOf } from 'shared/pages';
import { pages } from './pages';

/** The source of a page's module, as if it were `src/exposed/<module>.tsx`. */
function contentPageModule(module: string, content: string): string {
  return `import { MarketingPageView } from '../components/MarketingPageView';
import page from '../content/${content}';

export default function ${module}() {
  return <MarketingPageView page={page} />;
}
`;
}

export const generatedModules: Readonly<Record<string, string>> = Object.fromEntries(
  pages.map((page) => [page.module, contentPageModule(page.module, page.content)]),
);

export const exposes = Object.fromEntries(pages.map((page) => [`./${page.module}`, generatedExposeOf(page.module)]));
