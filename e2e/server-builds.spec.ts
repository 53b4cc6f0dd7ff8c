/**
 * The server builds beside the browser builds (issue: pages rendered by React on the server): the
 * class names of CSS modules are the same in both, and every page the prerender wrote carries
 * only class names of its own apps' browser builds. React does not report a class name that
 * differs when it hydrates a production build: the page would keep an unstyled class.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { serverFolder } from 'shared/build/server-build';
import { matchPath } from 'shared/router';
import { remoteApps, sharedCssPrefix, shellApp } from 'shared/remotes';
import { classNamePattern, classNamesInFolder, classNamesInText } from '../ops/adapters/render/class-names';
import { E2E_RELEASE_STORE } from './support/site';
import { registeredPages } from '../ops/testing/site-pages';
import { pagesFolder } from '../ops/core/store-layout';

const repoRoot = path.resolve(import.meta.dirname, '..');
const builtApp = (pkg: string) => path.join(repoRoot, pkg, 'dist');
const scripts = /\.js$/;
const scriptsAndStylesheets = /\.(js|css)$/;

for (const app of [shellApp, ...remoteApps]) {
  for (const prefix of [app.cssPrefix, sharedCssPrefix]) {
    test(`${app.pkg}: the server build names the ${prefix}- classes as the browser build does`, () => {
      const pattern = classNamePattern([prefix]);
      const browserScripts = classNamesInFolder(builtApp(app.pkg), pattern, scripts);
      const browserFiles = classNamesInFolder(builtApp(app.pkg), pattern, scriptsAndStylesheets);
      const server = classNamesInFolder(path.join(builtApp(app.pkg), serverFolder), pattern, scripts);

      expect(server.size).toBeGreaterThan(0);
      expect([...browserScripts].filter((name) => !server.has(name))).toEqual([]);
      // The server build keeps every export; the browser's scripts drop those no script uses (a
      // keyframes name), which its stylesheets still have.
      expect([...server].filter((name) => !browserFiles.has(name))).toEqual([]);
    });
  }
}

/** Every `index.html` under the pages folder, by the route it is written for. */
function writtenPages(folder: string, route = '/'): Array<{ route: string; file: string }> {
  return readdirSync(folder).flatMap((name) => {
    const file = path.join(folder, name);
    if (statSync(file).isDirectory()) return writtenPages(file, `${route}${name}/`);
    return name === 'index.html' ? [{ route: route === '/' ? '/' : route.slice(0, -1), file }] : [];
  });
}

test('every prerendered page carries only class names its own apps’ browser builds define', () => {
  const pattern = classNamePattern([...[shellApp, ...remoteApps].map((app) => app.cssPrefix), sharedCssPrefix]);
  const names = new Map<string, Set<string>>();
  const namesOf = (pkg: string) => {
    if (!names.has(pkg)) names.set(pkg, classNamesInFolder(builtApp(pkg), pattern, scriptsAndStylesheets));
    return names.get(pkg) ?? new Set<string>();
  };
  const pages = writtenPages(pagesFolder(E2E_RELEASE_STORE));
  expect(pages.length).toBeGreaterThanOrEqual(17);
  const table = registeredPages();

  const foreign = pages.flatMap(({ route, file }) => {
    const remote = remoteApps.find((app) => app.name === table.find((r) => matchPath(r.path, route))?.remote);
    // Marketing pages place mfe-forms' lead forms.
    const apps = [
      shellApp.pkg,
      ...(remote ? [remote.pkg] : []),
      ...(remote?.pkg === 'mfe-marketing' ? ['mfe-forms'] : []),
    ];
    const allowed = new Set(apps.flatMap((pkg) => [...namesOf(pkg)]));
    const root = readFileSync(file, 'utf8').split('<div id="root"')[1] ?? '';
    return [...classNamesInText(root, pattern)].filter((name) => !allowed.has(name)).map((name) => `${route}: ${name}`);
  });
  expect(foreign).toEqual([]);
});
