/**
 * The contract gate as an operator meets it (`tsx ops/cli/release.ts …`, real child processes), on a
 * folder store and on a bucket with PostgreSQL: mfe-forms and mfe-marketing live with the contracts
 * read from their source, and candidates of mfe-forms whose contracts are read from edited copies.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { localOrigin, shellApp } from 'shared/remotes';
import { freePort } from 'shared/testing/free-port';
import { startPgCluster, type PgCluster } from 'api/testing/pg-cluster';
import { readSourceContract } from '../adapters/contract-types/read-contract';
import { startStaticServer } from '../adapters/serve/static-server';
import type { Contract } from '../core/release-json';
import { appDir, repoRoot } from '../lib/workspace';
import { edit } from '../testing/candidate';
import { runRelease } from '../testing/release-command';
import { startS3Server, type S3Server } from '../testing/s3-server';
import { addTestRelease } from '../testing/test-store';
import { makeLive } from './make-live';
import { withReleases } from './open-releases';

jest.setTimeout(180_000);

const forms = 'mfe-forms';
const marketing = 'mfe-marketing';
const leadFormProps = 'headingLevel?: 2 | 3;';

let copies: string;
const contracts: Record<'live' | 'renamed' | 'compatible' | 'marketing', Contract> = {} as never;

/** The contract of a copy of mfe-forms' source with its published props edited. */
async function editedFormsContract(name: string, to: string): Promise<Contract> {
  const copy = path.join(copies, name, forms);
  mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'package.json'])
    cpSync(path.join(appDir(forms), entry), path.join(copy, entry), { recursive: true });
  edit(path.join(copy, 'src', 'contract.ts'), leadFormProps, to);
  return (await readSourceContract(copy)).contract;
}

beforeAll(async () => {
  mkdirSync(path.join(repoRoot, '.test-results'), { recursive: true });
  copies = mkdtempSync(path.join(repoRoot, '.test-results', 'contract-gate-'));
  contracts.live = (await readSourceContract(appDir(forms))).contract;
  contracts.marketing = (await readSourceContract(appDir(marketing))).contract;
  contracts.renamed = await editedFormsContract('renamed', 'headingRank?: 2 | 3;');
  // A prop added, optional, and one taking more than it did: what mfe-marketing passes still fits.
  contracts.compatible = await editedFormsContract(
    'compatible',
    "headingLevel?: 1 | 2 | 3;\n  tone?: 'plain' | 'bold';",
  );
});
afterAll(() => rmSync(copies, { recursive: true, force: true }));

test('the contracts read from the source: mfe-marketing places the forms mfe-forms exposes, passing the heading level they take', () => {
  expect(contracts.live.exposes.GovernmentForm).toEqual({ props: { headingLevel: { type: '2 | 3', optional: true } } });
  expect(contracts.marketing.loads).toContainEqual({
    remote: 'mfe_forms',
    module: 'GovernmentForm',
    passes: { headingLevel: { type: '3', optional: false } },
  });
  expect(contracts.compatible.exposes.GovernmentForm?.props).toEqual({
    headingLevel: { type: '1 | 2 | 3', optional: true },
    tone: { type: '"plain" | "bold"', optional: true },
  });
});

interface Backend {
  env(): Promise<Record<string, string>>;
  stop(): Promise<void>;
}

/** A folder store served by a static origin of its own. */
function folderBackend(): Backend {
  const folders: string[] = [];
  const servers: Server[] = [];
  return {
    async env() {
      const folder = mkdtempSync(path.join(tmpdir(), 'contract-gate-'));
      folders.push(folder);
      const store = path.join(folder, 'store');
      const server = await startStaticServer({ root: store, port: 0, isShell: false, env: {} });
      servers.push(server);
      return {
        RELEASE_STORE: store,
        RELEASES_URL: localOrigin((server.address() as AddressInfo).port),
        BLOG_API_URL: localOrigin(await freePort()),
      };
    },
    async stop() {
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
      for (const folder of folders) rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** A bucket (s3rver) and PostgreSQL, the remotes served straight from the bucket. */
function bucketBackend(): Backend {
  let s3: S3Server | undefined;
  let pg: PgCluster | undefined;
  let prefixes = 0;
  return {
    async env() {
      [s3, pg] = s3 && pg ? [s3, pg] : await Promise.all([startS3Server(), startPgCluster()]);
      const prefix = `contracts-${(prefixes += 1)}`;
      return {
        ...s3.env(prefix),
        RELEASE_DATABASE_URL: await pg.createDatabase(),
        RELEASES_URL: s3.objectsUrl(prefix),
        SITE_URL: 'https://www.veritenant.example',
        BLOG_API_URL: localOrigin(await freePort()),
      };
    },
    async stop() {
      await Promise.all([s3?.stop(), pg?.stop()]);
    },
  };
}

describe.each([
  ['a folder store', folderBackend()],
  ['a bucket and PostgreSQL', bucketBackend()],
])('on %s', (_name, backend) => {
  let env: Record<string, string>;
  const ids = { marketing: '', renamed: '', compatible: '', dropped: '' };
  const release = (args: readonly string[]) => runRelease(args, env);
  const liveForms = () => withReleases(env, async ({ record }) => (await record.readLive()).apps[forms]?.live ?? '-');

  beforeEach(async () => {
    env = await backend.env();
    await withReleases(env, async (releases) => {
      const { store } = releases;
      const at = (minute: number) => new Date(`2026-11-25T06:${String(minute).padStart(2, '0')}:00Z`);
      const formsRelease = async (minute: number, contract: Contract) => {
        const exposes = Object.keys(contract.exposes);
        return (await addTestRelease(store, forms, at(minute), { exposes, contract })).id;
      };
      // The whole site live, so the shell's navigation finds its pages.
      const others = [shellApp.pkg, 'mfe-blog', 'mfe-legal'];
      const served = await Promise.all(
        others.map(async (pkg): Promise<[string, string]> => [pkg, (await addTestRelease(store, pkg, at(0))).id]),
      );
      const live = await formsRelease(10, contracts.live);
      ids.marketing = (
        await addTestRelease(store, marketing, at(20), {
          exposes: Object.keys(contracts.marketing.exposes),
          contract: contracts.marketing,
        })
      ).id;
      ids.renamed = await formsRelease(30, contracts.renamed);
      ids.compatible = await formsRelease(40, contracts.compatible);
      const { GovernmentForm: _dropped, ...exposes } = contracts.live.exposes;
      ids.dropped = await formsRelease(50, { ...contracts.live, exposes });
      const apps: [string, string][] = [...served, [forms, live], [marketing, ids.marketing]];
      for (const [pkg, id] of apps) await makeLive(releases, env, pkg, id);
    });
  });
  afterAll(() => backend.stop());

  test('a candidate mfe-forms whose forms no longer take a prop mfe-marketing passes is refused, naming mfe-marketing; so is its canary', async () => {
    const before = await liveForms();
    for (const args of [
      ['promote', forms, ids.renamed],
      ['promote', forms, ids.renamed, '--canary', '10'],
    ]) {
      const outcome = await release(args);
      expect(outcome.stderr).toMatch(/^refused by the compatibility gate: /);
      expect(outcome.stderr).toContain(
        `${marketing} ${ids.marketing} passes \`headingLevel\` to ${forms}/GovernmentForm, ` +
          'which the candidate no longer accepts',
      );
      expect(outcome.code).toBe(1);
    }
    expect(await liveForms()).toBe(before);
  });

  test('a candidate mfe-forms dropping a form mfe-marketing places is refused, naming it', async () => {
    const outcome = await release(['promote', forms, ids.dropped]);
    expect(outcome.stderr).toBe(
      `refused by the compatibility gate: ${marketing} ${ids.marketing} loads ${forms}/GovernmentForm, ` +
        'which the candidate no longer exposes\n',
    );
    expect(outcome.code).toBe(1);
  });

  test('a candidate mfe-forms adding an optional prop and taking a wider heading level is promoted', async () => {
    const outcome = await release(['promote', forms, ids.compatible]);
    expect(outcome.stderr).toBe('');
    expect(outcome.code).toBe(0);
    expect(await liveForms()).toBe(ids.compatible);
  });
});
