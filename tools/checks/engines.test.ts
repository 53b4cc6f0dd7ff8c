/**
 * The Node versions the root package.json declares are ones every locked package declares too:
 * a dependency that needs a newer Node makes `npm install` print EBADENGINE (and may fail at run
 * time, as lerna 10 and better-sqlite3 13 do on Node 20), so it fails here first.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { repoRoot } from '../../ops/lib/workspace';

interface Manifest {
  engines?: { node?: string };
  workspaces?: string[];
}

interface Lock {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>;
}

const readJson = <T>(file: string): T => JSON.parse(readFileSync(path.join(repoRoot, file), 'utf8')) as T;
const root = readJson<Manifest>('package.json');
const declared = root.engines?.node ?? '';

test('the root package.json declares the Node versions it runs on, this one among them', () => {
  expect(semver.validRange(declared)).not.toBeNull();
  expect(semver.satisfies(process.version, declared)).toBe(true);
});

test('every workspace declares the same Node versions as the root', () => {
  const workspaces = root.workspaces ?? [];
  expect(workspaces.length).toBeGreaterThan(0);
  for (const workspace of workspaces) {
    expect({ workspace, node: readJson<Manifest>(path.join(workspace, 'package.json')).engines?.node }).toEqual({
      workspace,
      node: declared,
    });
  }
});

test('every package in package-lock.json supports every Node version the root declares', () => {
  const { packages } = readJson<Lock>('package-lock.json');
  const narrower = Object.entries(packages).flatMap(([location, entry]) => {
    // Old packages wrote engines as an array, which npm ignores.
    const node = entry.engines && !Array.isArray(entry.engines) ? entry.engines.node : undefined;
    return node && !semver.subset(declared, node) ? [`${location}@${entry.version}: node ${node}`] : [];
  });
  expect(narrower).toEqual([]);
});
