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
  describePagesRenderOnServer(
    Object.fromEntries(
      files.map((file) => [
        file,
        async () => ((await import(path.join(exposedDir, file))) as { default: ComponentType }).default,
      ]),
    ),
  );
}

/** The same for pages given by name, each imported by its loader (a remote whose build writes its modules). */
export function describePagesRenderOnServer(pages: Readonly<Record<string, () => Promise<ComponentType>>>): void {
  test('the remote exposes at least one page', () => {
    expect(Object.keys(pages).length).toBeGreaterThan(0);
  });

  test.each(Object.keys(pages))('%s imports and renders an h1 in Node', async (name) => {
    expect(typeof window).toBe('undefined');
    const Page = await pages[name]!();
    expect(renderOnServer(Page)).toMatch(/<h1[ >]/);
  });
}
