/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';

// The frame must render in Node (a later step prerenders every route): header, footer, and the
// page area waiting for its remote.
test.each(['/', '/cookie-policy', '/no-such-page'])('the shell renders %s in Node', (location) => {
  expect(typeof window).toBe('undefined');
  const html = renderToString(
    <StaticRouter location={location}>
      <App />
    </StaticRouter>,
  );
  expect(html).toContain('<header');
  expect(html).toContain('<footer');
});
