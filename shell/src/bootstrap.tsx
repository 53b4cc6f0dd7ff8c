import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { reportHydrationMismatch } from 'shared/hydrating';
import { BrowserRouter } from 'shared/router';
import 'shared/styles/global.scss';
import { App } from './App';
import { applyHeldStylesheets } from './page-starter';
import { isServerRendered, preloadRoutePage } from './server-rendered-page';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

const app = (
  <StrictMode>
    <BrowserRouter>
      <App />
    </BrowserRouter>
  </StrictMode>
);

// As a transition, the first render yields to the browser every few milliseconds instead of
// holding the main thread for the whole page: a visitor's early taps, typing and scrolling stay
// smooth, and a hydration yields to an event on a part not hydrated yet.
if (isServerRendered(root)) {
  await preloadRoutePage(window.location.pathname);
  applyHeldStylesheets(document);
  startTransition(() => {
    hydrateRoot(root, app, { onRecoverableError: reportHydrationMismatch });
  });
} else {
  const appRoot = createRoot(root);
  startTransition(() => appRoot.render(app));
}
