/** The ports a release command hands the core, opened on the environment's releases. */
import { smokeProblems } from '../adapters/browser/smoke';
import { typeScriptAssignability } from '../adapters/contract-types/assignability';
import { servedFolder } from '../adapters/folder/served-folder';
import { reloadNginx, writeNginxSite } from '../adapters/nginx/site';
import { createPageRenderer } from '../adapters/render/render-pages';
import { startStaticServer } from '../adapters/serve/static-server';
import { isBucketLocation } from '../core/bucket-layout';
import type { Assignability } from '../core/contract';
import type { SmokeGate } from '../core/gates';
import type { PageRenderer } from '../core/page-renderer';
import type { ReleaseStore } from '../core/release-store';
import type { SwitchPorts } from '../core/switch';
import type { Releases } from './open-releases';

type Env = Readonly<Record<string, string | undefined>>;

export interface ReleasePorts extends SwitchPorts {
  store: ReleaseStore;
  pages: PageRenderer;
  smoke: SmokeGate;
  assignable: Assignability;
}

export function releasePorts({ store, site, record }: Releases, env: Env): ReleasePorts {
  const nginxSite = env.NGINX_SITE;
  return {
    store,
    site,
    record,
    pages: createPageRenderer(env, { store, site }),
    smoke: (live, candidate, checked) =>
      smokeProblems(
        { store, renderedFrom: () => site.readRenderedFrom() },
        live,
        candidate,
        env,
        startStaticServer,
        checked,
      ),
    assignable: typeScriptAssignability,
    // nginx over a folder store (NGINX_SITE) has its site written again and reloaded.
    ...(nginxSite && {
      served: () => {
        writeNginxSite({ store: servedFolder(store.location), siteDir: nginxSite, env });
        reloadNginx(nginxSite);
      },
    }),
  };
}

/** Whether a canary or a preview reaches visitors: not with nginx over a folder store (it serves all the live set). */
export function servesSwaps(store: ReleaseStore, env: Env): boolean {
  return !env.NGINX_SITE || isBucketLocation(store.location);
}
