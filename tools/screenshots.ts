/**
 * Screenshots of pages at phone and desktop widths, to look at what we build:
 *   tsx tools/screenshots.ts [path ...]   (the site must be served, e.g. by npm start)
 * Writes PNGs to screenshots/ (not committed).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { localOrigin, shellApp } from 'shared/remotes';
import { chromiumLaunchOptions } from '../ops/lib/chromium';
import { runCommand } from '../ops/lib/command';
import { chromiumDependency, ensureSystemDependencies } from '../ops/commands/system-dependencies';
import { repoRoot } from '../ops/lib/workspace';

const widths = [390, 1440];
const pagePaths = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['/'];
const outDir = path.join(repoRoot, 'screenshots');
const origin = localOrigin(shellApp.port);

await runCommand(async () => {
  await ensureSystemDependencies([chromiumDependency], 'npx tsx tools/screenshots.ts');
  const served = await fetch(origin)
    .then((response) => response.ok)
    .catch(() => false);
  if (!served) {
    throw new Error(`Nothing serves the site at ${origin}: start it (npm start), then take the screenshots again`);
  }
  mkdirSync(outDir, { recursive: true });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    for (const width of widths) {
      const page = await browser.newPage({ viewport: { width, height: 900 } });
      for (const pagePath of pagePaths) {
        await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
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
});
