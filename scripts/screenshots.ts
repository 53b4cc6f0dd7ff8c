/**
 * Screenshots of pages at phone and desktop widths, to look at what we build:
 *   tsx scripts/screenshots.ts [path ...]   (the site must be served, e.g. by npm start)
 * Writes PNGs to screenshots/ (not committed).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { localOrigin, shellApp } from 'shared/remotes';
import { chromiumLaunchOptions } from './lib/chromium';
import { repoRoot } from './lib/workspace';

const widths = [390, 1440];
const pagePaths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const outDir = path.join(repoRoot, 'screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch(chromiumLaunchOptions());
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    for (const pagePath of pagePaths) {
      await page.goto(`${localOrigin(shellApp.port)}${pagePath}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(1200);
      const file = path.join(outDir, `${pagePath.replace(/[^a-z0-9]+/gi, '_') || 'home'}-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
    }
    await page.close();
  }
} finally {
  await browser.close();
}
