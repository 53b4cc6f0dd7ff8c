/**
 * `release.json`: what a release is, written once beside its build and checked on every read.
 * The shared singletons come from the build itself (a remote's `mf-manifest.json`) or, for the
 * shell, which writes no manifest, from the packages its build bundled; the compatibility gate
 * (./gates.ts) compares them.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { remoteApps, shellApp, type RemoteName } from 'shared/remotes';
import { remoteRoutes } from 'shared/routes';

export const releaseJsonFile = 'release.json';

/** The packages shared as singletons (shared/build/webpack.ts); the router is shared as `shared/router`. */
export const singletonPackages = ['react', 'react-dom', 'react-router-dom', 'zustand', 'shared'] as const;

const versions = z.record(z.string(), z.string().min(1));

export const releaseJsonSchema = z.object({
  id: z.string().min(1),
  app: z.string().min(1),
  version: z.string().min(1),
  commit: z.string().min(1),
  builtAt: z.iso.datetime(),
  contentHash: z.string().regex(/^sha256-[0-9a-f]{64}$/),
  /**
   * Every file of the build by its path in the release, with its SHA-256 (hex): a release is
   * verified whole against them before it goes live (./release-store.ts). Releases built before this was
   * recorded have none, and are verified against `contentHash` as a whole.
   */
  files: z.record(z.string(), z.string().regex(/^[0-9a-f]{64}$/)).optional(),
  shared: z.object({
    /** Versions of the singletons this build brings (the shell's are the ones the page uses). */
    provides: versions,
    /** Ranges of the singletons this build needs from the page. */
    requires: versions,
  }),
  /** Module names in the exposes map, without './' (none for the shell). */
  exposes: z.array(z.string()),
  /** The shell: per remote, the modules its route table loads from it. */
  loads: z.record(z.string(), z.array(z.string())),
});

export type ReleaseJson = z.infer<typeof releaseJsonSchema>;

/**
 * The release.json text, validated; a corrupt one is refused in one line naming the release and
 * the file.
 */
export function parseReleaseJson(text: string, label: string, file: string): ReleaseJson {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${label}: ${file} is not JSON (${(error as Error).message})`, { cause: error });
  }
  const result = releaseJsonSchema.safeParse(json);
  if (!result.success) {
    const [issue] = result.error.issues;
    throw new Error(`${label}: ${file} is invalid (${issue?.path.join('.') || 'root'}: ${issue?.message})`);
  }
  return result.data;
}

const manifestSchema = z.object({
  shared: z.array(z.object({ name: z.string(), version: z.string(), requiredVersion: z.string().optional() })),
  exposes: z.array(z.object({ name: z.string() })),
});

/** `react/jsx-runtime` → `react`, `shared/router` → `shared`. */
function packageOf(specifier: string): string {
  return specifier.split('/')[0] ?? specifier;
}

/** The version of `name` that a build in `fromDir` resolves, from the nearest `node_modules`. */
function installedVersion(fromDir: string, name: string): string | undefined {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'node_modules', name, 'package.json');
    if (existsSync(file)) return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
    if (path.dirname(dir) === dir) return undefined;
  }
}

function gitCommit(dir: string): string {
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { cwd: dir, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

export interface BuildFacts {
  id: string;
  contentHash: string;
  /** The app's source folder (its package.json, for the version and the packages it resolves). */
  appDir: string;
  buildDir: string;
  builtAt: Date;
}

/** Describes a build of `pkg` as its release.json. */
export function describeBuild(pkg: string, { id, contentHash, appDir, buildDir, builtAt }: BuildFacts): ReleaseJson {
  const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8')) as { version: string };
  const base = { id, app: pkg, version, commit: gitCommit(appDir), builtAt: builtAt.toISOString(), contentHash };
  if (pkg === shellApp.pkg) {
    const provides = Object.fromEntries(
      singletonPackages.flatMap((name) => {
        const installed = installedVersion(appDir, name);
        return installed ? [[name, installed]] : [];
      }),
    );
    const loads: Partial<Record<RemoteName, string[]>> = {};
    for (const route of remoteRoutes) (loads[route.remote] ??= []).push(route.module);
    return releaseJsonSchema.parse({ ...base, shared: { provides, requires: {} }, exposes: [], loads });
  }
  const manifestFile = path.join(buildDir, 'mf-manifest.json');
  const manifest = manifestSchema.parse(JSON.parse(readFileSync(manifestFile, 'utf8')));
  const provides: Record<string, string> = {};
  const requires: Record<string, string> = {};
  for (const entry of manifest.shared) {
    const name = packageOf(entry.name);
    provides[name] = entry.version;
    if (entry.requiredVersion) requires[name] = entry.requiredVersion;
  }
  return releaseJsonSchema.parse({
    ...base,
    shared: { provides, requires },
    exposes: manifest.exposes.map((entry) => entry.name),
    loads: {},
  });
}

/** The federation container name of a remote package (`mfe-legal` → `mfe_legal`). */
export function remoteNameOf(pkg: string): RemoteName | undefined {
  return remoteApps.find((app) => app.pkg === pkg)?.name;
}
