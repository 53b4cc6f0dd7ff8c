/**
 * The page frame every visitor sees: header, the routed remote page, footer, and the cookie
 * consent, analytics and toasts that the whole site shares, and the bar of a browser previewing releases.
 */
import { useEffect } from 'react';
import { Navigate, Route, Routes } from 'shared/router';
import { shellCopy } from './content/shell-copy';
import { AnalyticsTracker } from './components/AnalyticsTracker';
import { CookieBanner } from './components/consent/CookieBanner';
import { DocumentTitle } from './components/DocumentTitle';
import { FieldHealth } from './field-health/FieldHealth';
import { Footer } from './components/footer/Footer';
import { Header } from './components/header/Header';
import { PreferencesDialogOnDemand, ToasterOnDemand } from './components/OnDemand';
import { PreviewBar } from './components/PreviewBar';
import { RemotePage } from './components/RemotePage';
import { ScrollManager } from './components/ScrollManager';
import { ensureRemotesRegistered } from './federation/remote-pages';
import { SERVER_RENDERED_ATTRIBUTE } from './server-rendered-page';
import { NotFoundPage } from './pages/NotFoundPage';
import { redirectRoutes, remoteRoutes } from 'shared/routes';
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
      <Header />
      <main id="main" className={styles.main} tabIndex={-1}>
        <PageRoutes />
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
