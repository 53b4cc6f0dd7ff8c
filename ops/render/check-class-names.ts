/**
 * `npx tsx ops/render/check-class-names.ts [app…]`: checks that an app's server build names its
 * CSS modules' classes as its browser build does (else a hydrated page loses its styles), from
 * the built `dist/` of each app built (`npm run build -w <app>`). Every class name of the app's prefix
 * in the browser build's scripts must be in the server build's, and each of the server build's in
 * the browser build's scripts or stylesheets.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { serverFolder } from 'shared/build/server-build';
import { remoteApps, sharedCssPrefix, shellApp } from 'shared/remotes';

const repoRoot = path.resolve(import.meta.dirname, '../..');

function classNames(folder: string, prefix: string, extension = /\.js$/): Set<string> {
  // Whole names only: the minifier also writes them into template literals (`${a} mk-OABvrW`).
  const pattern = new RegExp(`(?<![\\w-])${prefix}-[\\w-]{6}(?![\\w-])`, 'g');
  const names = new Set<string>();
  for (const file of readdirSync(folder).filter((name) => extension.test(name))) {
    for (const match of readFileSync(path.join(folder, file), 'utf8').matchAll(pattern)) names.add(match[0]);
  }
  return names;
}

const apps = [shellApp, ...remoteApps].filter(
  (app) =>
    (process.argv.length <= 2 || process.argv.includes(app.pkg)) && existsSync(path.join(repoRoot, app.pkg, 'dist')),
);
let failed = false;
for (const app of apps) {
  const dist = path.join(repoRoot, app.pkg, 'dist');
  // The app's own modules, and the `shared/` modules it compiles (named alike in every app).
  for (const prefix of [app.cssPrefix, sharedCssPrefix]) {
    const browser = classNames(dist, prefix);
    const stylesheets = classNames(dist, prefix, /\.css$/);
    const server = classNames(path.join(dist, serverFolder), prefix);
    // The server build keeps every export; the browser build's scripts drop those no script uses
    // (a keyframes name), which its stylesheets still have.
    const onlyServer = [...server].filter((name) => !browser.has(name) && !stylesheets.has(name));
    const onlyBrowser = [...browser].filter((name) => !server.has(name));
    const same = onlyServer.length === 0 && onlyBrowser.length === 0;
    failed ||= !same || (prefix === app.cssPrefix && server.size === 0);
    console.log(
      `${app.pkg} (${prefix}-): ${server.size} class names in the server build, ${browser.size} in the browser build, ` +
        (same
          ? 'they match'
          : `server only: ${onlyServer.join(' ') || '-'}; browser only: ${onlyBrowser.join(' ') || '-'}`),
    );
  }
}
process.exitCode = failed ? 1 : 0;
