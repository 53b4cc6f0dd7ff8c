/**
 * `npx tsx ops/render/check-page-classes.ts`: renders every static route and the 404 page in one
 * process (as the prerender does; mfe-forms' page first, so its copies of the `shared/` modules
 * are the singletons), and checks that every CSS-module class name of each page is one its own
 * browser builds define (the shell's, the route's remote's, and mfe-forms' for marketing, which
 * places its forms). Exit status 1 on a class name from another app's build. Needs every app
 * built (`npm run build -w <app>`).
 */
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { appConfigFromEnv, type AppConfig } from 'shared/app-config';
import { serverRemoteEntry, shellServerEntry } from 'shared/build/server-build';
import { localOrigin, remoteApps, sharedCssPrefix, shellApp } from 'shared/remotes';
import { remoteRoutes } from 'shared/routes';
import { startStaticServer } from '../serve/static-server';
const repoRoot = path.resolve(import.meta.dirname, '../..');
const builtApp = (pkg: string) => path.join(repoRoot, pkg, 'dist');
const prefixes: string[] = [...[shellApp, ...remoteApps].map((app) => app.cssPrefix), sharedCssPrefix];
const pattern = new RegExp(`(?<![\\w-])(?:${prefixes.join('|')})-[\\w-]{6}(?![\\w-])`, 'g');
function browserNames(pkg: string) {
  const names = new Set<string>();
  for (const f of readdirSync(builtApp(pkg)).filter((n) => /\.(js|css)$/.test(n)))
    for (const m of readFileSync(path.join(builtApp(pkg), f), 'utf8').matchAll(pattern)) names.add(m[0]);
  return names;
}
const servers = await Promise.all(
  remoteApps.map((app) => startStaticServer({ root: builtApp(app.pkg), port: 0, isShell: false, env: {} })),
);
const env = Object.fromEntries(
  remoteApps.map((app, i) => [
    app.envVar,
    `${localOrigin((servers[i]!.address() as AddressInfo).port)}/${serverRemoteEntry}`,
  ]),
);
const config = appConfigFromEnv({ ...process.env, ...env });
const shell = createRequire(import.meta.url)(path.join(builtApp(shellApp.pkg), shellServerEntry)) as {
  renderRoute(location: string, config: AppConfig): Promise<{ html: string }>;
};
const routes = [...remoteRoutes.filter((r) => !r.path.includes(':'))].sort((a, b) =>
  a.remote === 'mfe_forms' ? -1 : b.remote === 'mfe_forms' ? 1 : 0,
);
let bad = 0;
for (const route of [...routes, { path: '/404', remote: undefined }]) {
  const { html } = await shell.renderRoute(route.path, config);
  const own = remoteApps.find((a) => a.name === route.remote);
  const allowed = new Set([
    ...browserNames('shell'),
    ...(own ? browserNames(own.pkg) : []),
    ...(own?.pkg === 'mfe-marketing' ? browserNames('mfe-forms') : []),
  ]);
  const used = [...new Set([...html.matchAll(pattern)].map((m) => m[0]))];
  const missing = used.filter((n) => !allowed.has(n));
  bad += missing.length;
  console.log(
    `${route.path} (${own?.pkg ?? 'shell'}): ${used.length} class names, ${used.filter((n) => n.startsWith('sd-')).length} shared, not in its browser builds: ${missing.join(' ') || 'none'}`,
  );
}
for (const s of servers) s.close();
process.exitCode = bad ? 1 : 0;
