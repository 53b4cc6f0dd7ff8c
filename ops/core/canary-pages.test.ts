import { canaryPageChoice, type CanarySwap } from './canary-pages';

const legal: CanarySwap = {
  pkg: 'mfe-legal',
  release: 'L2',
  pages: new Set(['cookie-policy/index.html', 'privacy-policy/index.html']),
};
const forms: CanarySwap = { pkg: 'mfe-forms', release: 'F2', pages: new Set(['trial/index.html', 'index.html']) };

test("a canary's page for its own pages, the live page for the others", () => {
  expect(canaryPageChoice('cookie-policy/index.html', [legal])).toBe(legal);
  expect(canaryPageChoice('about/index.html', [legal])).toBe('live');
});

test('two canaries: each its own pages, the live page for neither', () => {
  expect(canaryPageChoice('trial/index.html', [legal, forms])).toBe(forms);
  expect(canaryPageChoice('privacy-policy/index.html', [legal, forms])).toBe(legal);
  expect(canaryPageChoice('about/index.html', [legal, forms])).toBe('live');
});

test('the app page for a page two canaries hold, and for every page when a canary has no pages', () => {
  const marketing: CanarySwap = { pkg: 'mfe-marketing', release: 'M2', pages: new Set(['index.html']) };
  expect(canaryPageChoice('index.html', [forms, marketing])).toBe('app');
  const unrendered: CanarySwap = { pkg: 'mfe-blog', release: 'B2', pages: undefined };
  expect(canaryPageChoice('about/index.html', [legal, unrendered])).toBe('app');
  expect(canaryPageChoice('cookie-policy/index.html', [legal, unrendered])).toBe('app');
});
