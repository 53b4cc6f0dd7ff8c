/**
 * @jest-environment node
 */
/**
 * Every exposed module imports and renders in Node without touching `window`, `document` or
 * storage (pages get prerendered, forms are placed on prerendered pages). Pages carry the page's
 * h1; forms sit under a page's h1, so each is a <form> named by its own h2. The exposes map
 * (src/exposes.ts) lists exactly these files.
 */
import { describeRemoteSurface } from 'shared/testing/remote-surface';
import { exposes } from '../exposes';
import { pages as registry } from '../pages';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createElement, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';

const files = readdirSync(__dirname).filter((file) => /^[A-Z]\w+\.ts$/.test(file));
const pages = files.filter((file) => file.endsWith('Page.ts'));
const forms = files.filter((file) => file.endsWith('Form.ts'));

async function renderExposed(file: string): Promise<string> {
  expect(typeof window).toBe('undefined');
  const { default: Exposed } = (await import(path.join(__dirname, file))) as { default: ComponentType };
  return renderToString(createElement(StaticRouter, { location: '/' }, createElement(Exposed)));
}

test('every exposed module is a page or a form, and there are both', () => {
  expect(pages.length).toBeGreaterThan(0);
  expect(forms).toHaveLength(10);
  expect([...pages, ...forms].sort()).toEqual([...files].sort());
});

test.each(pages)('%s imports and renders an h1 in Node', async (file) => {
  expect(await renderExposed(file)).toMatch(/<h1[ >]/);
});

test.each(forms)('%s imports and renders a <form> named by its h2 in Node', async (file) => {
  const html = await renderExposed(file);
  const labelledBy = /<form[^>]* aria-labelledby="([^"]+)"/.exec(html)?.[1];
  expect(labelledBy).toBeDefined();
  expect(html).toMatch(new RegExp(`<h2 id="${labelledBy}"[^>]*>[^<]+</h2>`));
  expect(html).not.toMatch(/<h1[ >]/);
});

describeRemoteSurface(registry, exposes, path.join(__dirname, '..', '..'));
