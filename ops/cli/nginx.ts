/**
 * `npm run nginx -- write <site-dir>`: writes the production nginx configuration of the release
 * store's live set (`$RELEASE_STORE`, else `.releases/`) into `<site-dir>/nginx.conf`, from the
 * environment described in ops/adapters/nginx/site.ts and deploy/nginx/README.md, then reloads the
 * nginx of that folder if one runs. Promotions and rollbacks do the same when `NGINX_SITE` names
 * the folder. With a bucket store (`s3://…`) the configuration proxies to the bucket and names no
 * release (ops/adapters/nginx/bucket-origin.ts): written once, it serves every switch, and previews are
 * checked with `RELEASE_PREVIEW_SECRET` as given to this command.
 */
import path from 'node:path';
import { runCommand } from '../lib/command';
import { writeBucketOriginSite } from '../adapters/nginx/bucket-origin';
import { reloadNginx, writeNginxSite } from '../adapters/nginx/site';
import { servedFolder } from '../adapters/folder/served-folder';
import { releaseStore } from '../commands/open-releases';
import { isBucketLocation } from '../core/bucket-layout';

await runCommand(async () => {
  const [command, siteDir] = process.argv.slice(2);
  if (command !== 'write' || !siteDir) throw new Error('usage: npm run nginx -- write <site-dir>');
  const folder = path.resolve(siteDir);
  const file = isBucketLocation(process.env.RELEASE_STORE)
    ? writeBucketOriginSite({ siteDir: folder, env: process.env })
    : writeNginxSite({ store: servedFolder(releaseStore(process.env)), siteDir: folder, env: process.env });
  console.log(`wrote ${file}`);
  console.log(
    reloadNginx(folder)
      ? 'reloaded the running nginx'
      : `start it with: nginx -p ${folder} -c ${file} -g 'daemon off;'`,
  );
});
