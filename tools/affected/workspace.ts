/** What `npm run test:affected` reads from the repository: the changed files and Nx's project graph. */
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from '../../ops/lib/workspace';
import type { WorkspaceProject } from './plan';

function git(args: readonly string[]): string[] {
  return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).split('\n').filter(Boolean);
}

/** Committed since `base` (from where HEAD left it), plus uncommitted and untracked files. */
export function changedFiles(base: string): string[] {
  return [
    ...new Set([
      ...git(['diff', '--name-only', '--no-renames', `${base}...HEAD`]),
      ...git(['diff', '--name-only', '--no-renames', 'HEAD']),
      ...git(['ls-files', '--others', '--exclude-standard']),
    ]),
  ].sort();
}

export function specFiles(): string[] {
  return readdirSync(path.join(repoRoot, 'e2e'))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => `e2e/${name}`)
    .sort();
}

interface NxGraph {
  nodes: Record<string, { name: string; data: { root: string; targets?: Record<string, unknown> } }>;
  dependencies: Record<string, { target: string }[]>;
}

/** The workspace packages as Nx sees them (lerna carries Nx; its graph API, without the daemon). */
export async function workspaceProjects(): Promise<WorkspaceProject[]> {
  process.env.NX_DAEMON = 'false';
  const nx = createRequire(path.join(repoRoot, 'node_modules', 'lerna', 'package.json'))('nx/src/devkit-exports') as {
    createProjectGraphAsync: (options: { exitOnError: boolean }) => Promise<NxGraph>;
  };
  const graph = await nx.createProjectGraphAsync({ exitOnError: false });
  return Object.values(graph.nodes)
    .map((node) => ({
      name: node.name,
      root: node.data.root,
      dependsOn: (graph.dependencies[node.name] ?? [])
        .map((dependency) => dependency.target)
        .filter((target) => target in graph.nodes),
      buildable: node.data.targets?.build !== undefined,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}
