/**
 * Test double of `@module-federation/enhanced/runtime` for jest: `remote/Module` resolves to the
 * remote's own exposed source, so a page placing another remote's component renders the real
 * thing without a browser. The e2e tests cover the real runtime.
 */
import path from 'node:path';
import { remoteApps } from 'shared/remotes';

const repositoryRoot = path.resolve(__dirname, '..', '..', '..');

export function registerRemotes(): void {}

export async function loadRemote<T>(id: string): Promise<T | null> {
  const [name, module] = id.split('/');
  const app = remoteApps.find((remote) => remote.name === name);
  if (!app || !module) throw new Error(`No remote module ${id}`);
  return (await import(path.join(repositoryRoot, app.pkg, 'src', 'exposed', `${module}.ts`))) as T;
}
