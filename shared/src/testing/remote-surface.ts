/**
 * Test helper: a remote's exposes map against the route table. Every route the shell loads from
 * the remote names a module the remote exposes, and every exposed module is a file that exists,
 * so a renamed page fails its remote's unit tests rather than a visitor's page load.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from 'shared/remotes';
import { remoteRoutes } from 'shared/routes';

export function describeRemoteSurface(remote: RemoteName, exposes: Readonly<Record<string, string>>, appDir: string) {
  const routes = remoteRoutes.filter((route) => route.remote === remote).map((route) => [route.path, route.module]);

  test.each(routes)('the route %s loads %s, which this remote exposes', (_path, module) => {
    expect(Object.keys(exposes)).toContain(`./${module}`);
  });

  test.each(Object.entries(exposes))('%s is the file %s', (_name, file) => {
    expect(existsSync(path.join(appDir, file))).toBe(true);
  });
}
