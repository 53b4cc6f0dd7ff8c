/**
 * The page frame every visitor sees: header, the routed remote page, footer, and the cookie
 * consent, analytics and toasts that the whole site shares.
 */
import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'shared/router';
import { shellCopy } from './content/shell-copy';
import { AnalyticsTracker } from './components/AnalyticsTracker';
import { CookieBanner } from './components/consent/CookieBanner';
import { DocumentTitle } from './components/DocumentTitle';
import { Footer } from './components/footer/Footer';
import { Header } from './components/header/Header';
import { PreferencesDialogOnDemand, ToasterOnDemand } from './components/OnDemand';
import { RemotePage } from './components/RemotePage';
import { ScrollManager } from './components/ScrollManager';
import { usePageAfterFrame } from './components/use-page-after-frame';
import { ensureRemotesRegistered } from './federation/remote-pages';
import { NotFoundPage } from './pages/NotFoundPage';
import { redirectRoutes, remoteRoutes } from 'shared/routes';
import styles from './App.module.scss';

interface AppProps {
  /** Set when taking over a prerendered page: the route's page renders after the frame. */
  frameFirst?: boolean;
}

export function App({ frameFirst = false }: AppProps) {
  const pageShown = usePageAfterFrame(frameFirst);
  // Configuration (and so analytics) is needed on every page, the 404 page included.
  useEffect(() => {
    ensureRemotesRegistered().catch((error: unknown) => console.error('Could not load the site configuration', error));
  }, []);

  return (
    <div className={styles.frame}>
      <a className={styles.skipLink} href="#main">
        {shellCopy.skipToContent}
      </a>
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        {/* Busy until the page renders, so the takeover waits for it before it shows anything. */}
        {pageShown ? <PageRoutes /> : <div aria-busy="true" />}
      </main>
      <Footer />
      <CookieBanner />
      <PreferencesDialogOnDemand />
      <ToasterOnDemand />
      <ScrollManager />
      <AnalyticsTracker />
    </div>
  );
}

/** The route's page: a remote's, a redirect, or the 404 page. */
function PageRoutes() {
  return (
    <Routes>
      {remoteRoutes.map((route) => (
        <Route
          key={route.path}
          path={route.path}
          element={
            <>
              <DocumentTitle title={route.title} />
              <RemotePage key={`${route.remote}/${route.module}`} remote={route.remote} module={route.module} />
            </>
          }
        />
      ))}
      {redirectRoutes.map((route) => (
        <Route key={route.path} path={route.path} element={<Navigate to={route.redirectTo} replace />} />
      ))}
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}
