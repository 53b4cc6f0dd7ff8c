/** Axe on a page, with the WCAG 2.1 A and AA rules every spec checks. */
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Axe finds no WCAG 2.1 A/AA violation on the page, within `include` (a selector) when given; each
 * is named by its rule and the elements it found.
 */
export async function expectAccessible(page: Page, include?: string): Promise<void> {
  // Every part rendered, as each is once a visitor nears it: axe cannot judge the contrast of a
  // part the browser skips off screen (content-visibility, shared/styles/mixins.scss). A sheet
  // made by script, which no page's content security policy refuses (the console's allows no
  // inline style).
  await page.evaluate(() => {
    const everyPartRendered = new CSSStyleSheet();
    everyPartRendered.replaceSync('* { content-visibility: visible !important; }');
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, everyPartRendered];
  });
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  expect(
    violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
    `axe on ${page.url()}`,
  ).toEqual([]);
}
