/**
 * `npx tsx ops/render/render-route.ts [path…]`: renders routes of the site with React in Node,
 * from the apps' server builds (`<app>/dist/server/`, `npm run build -w <app>`), no browser
 * anywhere. Each remote's build is served over HTTP, as a release's would be, and the shell's
 * is loaded in this process, which must be a fresh one: a Node host keeps remote code until it
 * exits. Prints each page's size and time; the HTML with `--html`.
 */
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import path from 'node:path';
import { appConfigFromEnv, type AppConfig } from 'shared/app-config';
import { serverRemoteEntry, shellServerEntry } from 'shared/build/server-build';
import { localOrigin, remoteApps, shellApp } from 'shared/remotes';
import { startStaticServer } from '../serve/static-server';

interface ShellServerBuild {
  renderRoute(location: string, config: AppConfig): Promise<{ html: string }>;
}

const repoRoot = path.resolve(import.meta.dirname, '../..');
const builtApp = (pkg: string) => path.join(repoRoot, pkg, 'dist');

async function main(routes: string[], printHtml: boolean) {
  const servers = await Promise.all(
    remoteApps.map((app) => startStaticServer({ root: builtApp(app.pkg), port: 0, isShell: false, env: {} })),
  );
  try {
    const env = Object.fromEntries(
      remoteApps.map((app, index) => {
        const port = (servers[index]!.address() as AddressInfo).port;
        return [app.envVar, `${localOrigin(port)}/${serverRemoteEntry}`];
      }),
    );
    const config = appConfigFromEnv({ ...process.env, ...env });
    let started = performance.now();
    const shell = createRequire(import.meta.url)(
      path.join(builtApp(shellApp.pkg), shellServerEntry),
    ) as ShellServerBuild;
    console.log(`loaded the shell's server build in ${Math.round(performance.now() - started)} ms`);
    for (const route of routes) {
      started = performance.now();
      const { html } = await shell.renderRoute(route, config);
      const milliseconds = Math.round(performance.now() - started);
      console.log(`${route}: ${html.length} characters in ${milliseconds} ms`);
      if (printHtml) console.log(html);
    }
  } finally {
    for (const server of servers) server.close();
  }
}

const args = process.argv.slice(2);
await main(
  args.filter((arg) => arg !== '--html'),
  args.includes('--html'),
);
