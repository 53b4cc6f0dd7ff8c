/**
 * Test helper: a remote's exposes map against the route table and its files. Every route the
 * shell loads from the remote names a module the remote exposes, and the map lists exactly the
 * expose files in `src/exposed/`, each under its own name, so a renamed page fails its remote's
 * unit tests rather than a visitor's page load.
 */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from 'shared/remotes';
import { remoteRoutes } from 'shared/routes';

export function describeRemoteSurface(remote: RemoteName, exposes: Readonly<Record<string, string>>, appDir: string) {
  const routes = remoteRoutes.filter((route) => route.remote === remote).map((route) => [route.path, route.module]);

  test.each(routes)('the route %s loads %s, which this remote exposes', (_path, module) => {
    expect(Object.keys(exposes)).toContain(`./${module}`);
  });

  test('the exposes map lists exactly the files in src/exposed, each under its own name', () => {
    const files = readdirSync(path.join(appDir, 'src', 'exposed')).filter((file) => /^[A-Z]\w+\.ts$/.test(file));
    const listed = Object.entries(exposes).map(([name, file]) => {
      expect(name).toBe(`./${path.basename(file, '.ts')}`);
      expect(path.dirname(file)).toBe('./src/exposed');
      return path.basename(file);
    });
    expect(listed.sort()).toEqual(files.sort());
  });
}
