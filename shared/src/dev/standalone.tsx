/**
 * Runs one remote on its own dev server, without the shell: its pages on their real paths, a
 * strip of links between them, the global styles and the run-time config in the store.
 * Never exposed: only each remote's own `bootstrap.tsx` uses it.
 */
import { StrictMode, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Link, Route, Routes } from 'shared/router';
import { loadAppConfig } from 'shared/app-config';
import { useSiteStore } from 'shared/site-store';
import 'shared/styles/global.scss';
import styles from './standalone.module.scss';

export interface StandalonePage {
  path: string;
  /** A concrete URL to link to (for paths with parameters). */
  href?: string;
  Page: ComponentType;
}

function Harness({ remote, pages }: { remote: string; pages: readonly StandalonePage[] }) {
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
          <Link key={path} to={href ?? path}>
            {href ?? path}
          </Link>
        ))}
      </nav>
      <main id="main">
        <Routes>
          {pages.map(({ path, Page }) => (
            <Route key={path} path={path} element={<Page />} />
          ))}
        </Routes>
      </main>
    </>
  );
}

export function renderStandalone(remote: string, pages: readonly StandalonePage[]): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <Harness remote={remote} pages={pages} />
      </BrowserRouter>
    </StrictMode>,
  );
}
