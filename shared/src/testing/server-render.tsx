/**
 * Test helper: proves a remote's exposed page modules import and render in Node, with no
 * `window`, `document` or storage touched at import or during render (pages get prerendered).
 * Call it from a `@jest-environment node` test beside a remote's `src/exposed/`.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

function renderOnServer(Page: ComponentType, location = '/'): string {
  return renderToString(
    <StaticRouter location={location}>
      <Page />
    </StaticRouter>,
  );
}

export function describeExposedPagesRenderOnServer(exposedDir: string): void {
  const files = readdirSync(exposedDir).filter((file) => /^[A-Z]\w+\.ts$/.test(file));

  test('the remote exposes at least one page', () => {
    expect(files.length).toBeGreaterThan(0);
  });

  test.each(files)('%s imports and renders an h1 in Node', async (file) => {
    expect(typeof window).toBe('undefined');
    const { default: Page } = (await import(path.join(exposedDir, file))) as { default: ComponentType };
    expect(renderOnServer(Page)).toMatch(/<h1[ >]/);
  });
}
