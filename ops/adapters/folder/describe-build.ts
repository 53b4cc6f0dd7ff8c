/**
 * A build described as its release.json. The shared singletons come from the build itself (a
 * remote's `mf-manifest.json`) or, for the shell, which writes no manifest, from the packages its
 * build resolved; the compatibility gate compares them. The site paths it declares (a remote's
 * pages, the shell's links and reserved paths) come from its `page-registry.json`.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as z from 'zod';
import { pageRegistryFile, pageRegistrySchema, type PageRegistry } from 'shared/build/page-registry';
import { shellApp } from 'shared/remotes';
import { releaseJsonSchema, type ReleaseJson } from '../../core/release-json';

/** The packages shared as singletons (shared/build/webpack.ts); the router is shared as `shared/router`. */
const singletonPackages = ['react', 'react-dom', 'react-router-dom', 'zustand', 'shared'] as const;

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

/** What the build's `page-registry.json` declares; a build from before registries has none. */
function pageRegistry(buildDir: string): PageRegistry {
  const file = path.join(buildDir, pageRegistryFile);
  return existsSync(file) ? pageRegistrySchema.parse(JSON.parse(readFileSync(file, 'utf8'))) : {};
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
  const base = {
    id,
    app: pkg,
    version,
    commit: gitCommit(appDir),
    builtAt: builtAt.toISOString(),
    contentHash,
    ...pageRegistry(buildDir),
  };
  if (pkg === shellApp.pkg) {
    const provides = Object.fromEntries(
      singletonPackages.flatMap((name) => {
        const installed = installedVersion(appDir, name);
        return installed ? [[name, installed]] : [];
      }),
    );
    return releaseJsonSchema.parse({ ...base, shared: { provides, requires: {} }, exposes: [], loads: {} });
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
