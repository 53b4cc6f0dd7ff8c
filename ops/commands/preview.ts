import { localOrigin, shellApp } from 'shared/remotes';
import { refuseShell, refuseUnswapped } from '../core/gates';
import { verifyRelease } from '../core/release-store';
import { previewHoursDefault, previewPath, signPreview } from '../core/swap-cookies';
import { previewSecret } from '../adapters/folder/preview-secret';
import type { Releases } from './open-releases';
import { formatTable } from './output';
import { servesSwaps } from './ports';
import { isBucketLocation } from '../core/bucket-layout';

type Env = Readonly<Record<string, string | undefined>>;

/**
 * `preview <app> <id> [--hours N]`: the link that swaps a whole release of a remote in for the
 * browser that opens it, until it expires (ops/core/swap-cookies.ts). The link is the last line.
 */
export async function previewCommand(
  { store }: Pick<Releases, 'store'>,
  pkg: string,
  id: string,
  env: Env,
  hours = previewHoursDefault,
  now = new Date(),
): Promise<string[]> {
  refuseShell(pkg, 'previews');
  refuseUnswapped('previews', servesSwaps(store, env));
  await verifyRelease(store, await store.readRelease(pkg, id));
  const secret = previewSecret(env, isBucketLocation(store.location) ? undefined : store.location);
  const expires = Math.floor(now.getTime() / 1000) + hours * 3600;
  const sig = signPreview(secret, pkg, id, expires).split('.').at(-1) ?? '';
  const link = new URL(previewPath, env.SITE_URL || localOrigin(shellApp.port));
  link.search = new URLSearchParams({ app: pkg, release: id, expires: String(expires), sig }).toString();
  return [
    ...formatTable([
      ['app', 'release', 'expires'],
      [pkg, id, new Date(expires * 1000).toISOString()],
    ]),
    link.href,
  ];
}
