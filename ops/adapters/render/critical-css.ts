/**
 * Trims the stylesheets inlined into a prerendered page to the rules its own markup uses
 * (Beasties), so that the page fits the first round trip of a slow connection: a legal page
 * carried 4.7 KB of compressed CSS, much of it for dialogs, menus and toasts not open yet.
 *
 * The page's starter (`compose-page.ts`) adds the complete stylesheets as the app starts, for
 * what the app shows later with the rules left out.
 */
import Beasties from 'beasties';

const beasties = new Beasties({
  // Only the inline `<style>` elements; a stylesheet with url()s stays a link and is left whole.
  external: false,
  reduceInlineStyles: true,
  mergeStylesheets: false,
  keyframes: 'critical',
  // Nothing is requested before the first paint that the page did not ask for.
  fonts: false,
  preloadFonts: false,
  inlineFonts: false,
  compress: true,
  logLevel: 'silent',
});

export async function trimInlineStyles(html: string): Promise<string> {
  const trimmed = await beasties.process(html);
  return trimmed.replace(' data-beasties-container', '');
}
