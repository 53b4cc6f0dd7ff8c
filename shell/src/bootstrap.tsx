import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import 'shared/styles/global.scss';
import { App } from './App';
import { isPrerendered, preloadRoutePage, takeOver } from './takeover';

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');

function render(container: HTMLElement) {
  createRoot(container).render(
    <StrictMode>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </StrictMode>,
  );
}

if (isPrerendered(root)) {
  await preloadRoutePage(window.location.pathname);
  await takeOver(root, render);
} else {
  render(root);
}
