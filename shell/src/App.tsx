/**
 * The page frame every visitor sees: header, the routed remote page, footer, and the cookie
 * consent, analytics and toasts that the whole site shares, and the bar of a browser previewing releases.
 */
import { Suspense, useEffect, useSyncExternalStore } from 'react';
import { Navigate, Route, Routes } from 'shared/router';
import { shellCopy } from './content/shell-copy';
import { AnalyticsTracker } from './components/AnalyticsTracker';
import { CookieBanner } from './components/consent/CookieBanner';
import { DocumentTitle } from './components/DocumentTitle';
import { FieldHealth } from './field-health/FieldHealth';
import { Footer } from './components/footer/Footer';
import { Header } from './components/header/Header';
import { NavigationProgress } from './components/NavigationProgress';
import { PreferencesDialogOnDemand, ToasterOnDemand } from './components/OnDemand';
import { PreviewBar } from './components/PreviewBar';
import { RemotePage } from './components/RemotePage';
import { ScrollManager } from './components/ScrollManager';
import { ensureRemotesRegistered } from './federation/remote-pages';
import { SERVER_RENDERED_ATTRIBUTE } from './server-rendered-page';
import { NotFoundPage } from './pages/NotFoundPage';
import { PageSkeleton } from './components/PageSkeleton';
import { useSiteStore } from 'shared/site-store';
import { redirectRoutes } from 'shared/routes';
import styles from './App.module.scss';

export function App() {
  // Configuration (and so analytics) is needed on every page, the 404 page included.
  useEffect(() => {
    ensureRemotesRegistered().catch((error: unknown) => console.error('Could not load the site configuration', error));
  }, []);
  // The page is the app's from here on (the browser tests wait for this).
  useEffect(() => document.getElementById('root')?.removeAttribute(SERVER_RENDERED_ATTRIBUTE), []);

  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#main">
        {shellCopy.skipToContent}
      </a>
      <PreviewBar />
      <NavigationProgress />
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* Above the routes, not in each: a navigation is the router's transition, which keeps the page
            the visitor leaves on screen until the next page's module is in, where a page's own boundary
            would show its skeleton for at least React's 300 ms. The skeleton is for a first render. */}
        <Suspense fallback={<PageSkeleton />}>
          <PageRoutes />
        </Suspense>
      </main>
      <Footer />
      <CookieBanner />
      <PreferencesDialogOnDemand />
      <ToasterOnDemand />
      <ScrollManager />
      <AnalyticsTracker />
      <FieldHealth />
    </div>
  );
}

const currentConfig = () => useSiteStore.getState().config;

/**
 * The run-time configuration, null until it is in. The store's value as it is on the server and
 * while hydrating too (zustand's hook gives its initial state there): the server render and
 * bootstrap.tsx put it in first, so a prerendered page hydrates with the routes it was rendered with.
 */
function useConfig() {
  return useSyncExternalStore(useSiteStore.subscribe, currentConfig, currentConfig);
}

/**
 * The route's page: a remote's, of the route table of the releases this browser is served (the
 * run-time configuration's), a redirect, or the 404 page. Until the configuration is in, no path
 * is known to be missing: a page waits (a prerendered page hydrates with it in, bootstrap.tsx).
 */
function PageRoutes() {
  const config = useConfig();
  return (
    <Routes>
      {(config?.pages ?? []).map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            <>
              <DocumentTitle title={route.title} description={route.description} />
              <RemotePage key={`${route.remote}/${route.module}`} remote={route.remote} module={route.module} />
            </>
          }
        />
      ))}
      {redirectRoutes.map((route) => (
        <Route key={route.path} path={route.path} element={<Navigate to={route.redirectTo} replace />} />
      ))}
      <Route path="*" element={config ? <NotFoundPage /> : <PageSkeleton />} />
    </Routes>
  );
}
