import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'shared/router';
import 'shared/styles/global.scss';
import { App } from './App';
import { nextTask } from './next-task';
import { isPrerendered, preloadRoutePage, takeOver } from './takeover';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

function render(container: HTMLElement, frameFirst: boolean) {
  const root = createRoot(container);
  // As a transition, the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole page (a visitor's early taps and scrolls stay smooth).
  startTransition(() => {
    root.render(
      <StrictMode>
        <BrowserRouter>
          <App frameFirst={frameFirst} />
        </BrowserRouter>
      </StrictMode>,
    );
  });
}

if (isPrerendered(root)) {
  await preloadRoutePage(window.location.pathname);
  await nextTask();
  await takeOver(root, (stage) => render(stage, true));
} else {
  render(root, false);
}
