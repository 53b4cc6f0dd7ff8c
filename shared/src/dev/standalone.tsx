/**
 * Runs one remote on its own dev server, without the shell: its registry's pages on their real
 * paths, each loaded by its module name, a strip of links between them, the global styles and the
 * run-time config in the store. Never exposed: only each remote's own `bootstrap.tsx` uses it.
 */
import { lazy, StrictMode, Suspense, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'shared/router';
import { loadAppConfig } from 'shared/app-config';
import { usePageMeta } from 'shared/page-meta';
import type { PageEntry } from 'shared/pages';
import { useSiteStore } from 'shared/site-store';
import 'shared/styles/global.scss';
import styles from './standalone.module.scss';

/** Imports an exposed module by its name in the exposes map: `(module) => import(`./exposed/${module}`)`. */
export type LoadExposed = (module: string) => Promise<{ default: ComponentType }>;

export interface StandaloneOptions {
  /** A concrete URL to link to, by the path of a page with parameters (`/blog/:slug`). */
  hrefs?: Readonly<Record<string, string>>;
  /** Pages of the harness alone, beside the registry's: never site paths. */
  devPages?: readonly { path: string; Page: ComponentType }[];
}

interface HarnessPage {
  path: string;
  href: string;
  title?: string;
  Page: ComponentType;
}

function Titled({ title, Page }: { title: string | undefined; Page: ComponentType }) {
  usePageMeta(title);
  return <Page />;
}

function Harness({ remote, pages }: { remote: string; pages: readonly HarnessPage[] }) {
  useEffect(() => {
    loadAppConfig()
      .then((config) => useSiteStore.getState().setConfig(config))
      .catch((error: unknown) => console.error('Could not load the site configuration', error));
  }, []);
  return (
    <>
      <nav className={styles.strip} aria-label={`${remote} pages`}>
        <strong>{remote} (standalone)</strong>
        {pages.map(({ path, href }) => (
          <Link key={path} to={href}>
            {href}
          </Link>
        ))}
      </nav>
      <main id="main">
        <Suspense fallback={null}>
          <Routes>
            {pages.map(({ path, title, Page }) => (
              <Route key={path} path={path} element={<Titled title={title} Page={Page} />} />
            ))}
          </Routes>
        </Suspense>
      </main>
    </>
  );
}

export function renderStandalone(
  remote: string,
  registry: readonly PageEntry[],
  load: LoadExposed,
  { hrefs = {}, devPages = [] }: StandaloneOptions = {},
): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const pages: HarnessPage[] = [
    ...registry.map(({ path, module, title }) => ({
      path,
      href: hrefs[path] ?? path,
      title,
      Page: lazy(() => load(module)),
    })),
    ...devPages.map(({ path, Page }) => ({ path, href: path, Page })),
  ];
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Harness remote={remote} pages={pages} />
      </BrowserRouter>
    </StrictMode>,
  );
}
