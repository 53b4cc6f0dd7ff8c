/**
 * What `npm run test:affected` runs for a set of changed files: pure, from the workspace graph
 * and the browser tests' places (e2e-specs.ts), so it is unit-tested without git or Nx.
 */
import { remoteApps, remotePackage } from 'shared/remotes';
import { registeredPages } from '../../ops/testing/site-pages';
import type { SpecPlace } from './e2e-specs';

export interface WorkspaceProject {
  name: string;
  /** Its folder, relative to the repository. */
  root: string;
  /** The projects it imports. */
  dependsOn: readonly string[];
  buildable: boolean;
}

/** The root's folders that are no workspace package but have a jest project of their own. */
export type Tooling = 'ops' | 'tools';

export interface Reasoned<T> {
  what: T;
  why: string;
}

export interface Plan {
  /** Each changed file and where it was placed. */
  changes: readonly Reasoned<string>[];
  /** Set when the change reaches everything: `npm test` runs instead, for this reason. */
  everything?: string;
  /** Workspace packages whose type check, lint and jest project run. */
  packages: readonly Reasoned<string>[];
  /** Remotes whose contract is read from source and checked against the other remotes' (ops/core/contract.ts). */
  contracts: readonly Reasoned<string>[];
  /** The root's type check runs, with the lint and jest project of these folders (e2e/: lint only). */
  root: readonly Reasoned<Tooling | 'e2e'>[];
  /** Packages built before the browser tests. */
  builds: readonly string[];
  specs: readonly Reasoned<string>[];
  skipped: readonly Reasoned<string>[];
}

/** Changes to these run everything: they configure every suite, or are `npm test` itself. */
const rootConfig = [
  /^package(-lock)?\.json$/,
  /^(jest\.(config\.js|polyfills\.ts|setup\.ts)|playwright\.config\.ts|eslint\.config\.js|lerna\.json)$/,
  /^tsconfig(\.base)?\.json$/,
  /^\.(prettierrc\.json|prettierignore|npmrc|gitignore)$/,
  /^\.ci\//,
  /^tools\/test(-tally)?\.ts$/,
];
/** Packages whose change reaches every other: the shell composes every remote, `shared` is imported by all. */
const sharedByAll = new Set(['shared', 'shell']);

type Area =
  | { kind: 'everything'; why: string }
  | { kind: 'docs' }
  | { kind: 'package'; name: string }
  | { kind: 'tooling'; name: Tooling }
  | { kind: 'spec' }
  | { kind: 'e2e' };

function areaOf(file: string, projects: readonly WorkspaceProject[]): Area {
  if (rootConfig.some((pattern) => pattern.test(file))) return { kind: 'everything', why: 'root configuration' };
  const project = projects.find((candidate) => file.startsWith(`${candidate.root}/`));
  if (project) return { kind: 'package', name: project.name };
  if (file.startsWith('docs/') || file.endsWith('.md')) return { kind: 'docs' };
  if (file.startsWith('ops/') || file.startsWith('deploy/')) return { kind: 'tooling', name: 'ops' };
  if (file.startsWith('tools/')) return { kind: 'tooling', name: 'tools' };
  if (/^e2e\/[^/]+\.spec\.ts$/.test(file)) return { kind: 'spec' };
  if (file.startsWith('e2e/')) return { kind: 'e2e' };
  return { kind: 'everything', why: 'placed in no package' };
}

function describe(area: Area): string {
  switch (area.kind) {
    case 'everything':
      return `${area.why}: everything`;
    case 'docs':
      return 'documentation: nothing';
    case 'package':
    case 'tooling':
      return area.name;
    case 'spec':
      return 'a browser test';
    case 'e2e':
      return 'browser test support: every browser test';
  }
}

/** The projects that import `changed`, directly or through others. */
function dependents(changed: ReadonlySet<string>, projects: readonly WorkspaceProject[]): Map<string, string> {
  const reached = new Map([...changed].map((name) => [name, 'changed']));
  let grew = true;
  while (grew) {
    grew = false;
    for (const project of projects) {
      const via = project.dependsOn.find((name) => reached.has(name));
      if (via && !reached.has(project.name)) {
        reached.set(project.name, `imports ${via}, which changed`);
        grew = true;
      }
    }
  }
  return reached;
}

function ownerOf(path: string): string | undefined {
  const route = registeredPages().find((candidate) => candidate.path === path);
  return route && remotePackage(route.remote);
}

function specReason(place: SpecPlace, reached: ReadonlyMap<string, string>): string | undefined {
  const owned = place.routes.filter((path) => reached.has(ownerOf(path) ?? ''));
  if (owned.length > 0) return `covers ${owned.join(', ')} (${[...new Set(owned.map(ownerOf))].join(', ')})`;
  const used = place.uses.filter((name) => reached.has(name));
  return used.length > 0 ? `uses ${used.join(', ')}` : undefined;
}

export function planAffected(
  changedFiles: readonly string[],
  projects: readonly WorkspaceProject[],
  specFiles: readonly string[],
  places: Readonly<Record<string, SpecPlace>>,
): Plan {
  const areas = changedFiles.map((file) => ({ file, area: areaOf(file, projects) }));
  const changes = areas.map(({ file, area }) => ({ what: file, why: describe(area) }));
  const empty = { changes, packages: [], contracts: [], root: [], builds: [], specs: [], skipped: [] };

  const whole = areas.find(({ area }) => area.kind === 'everything');
  if (whole) return { ...empty, everything: `${whole.file} (${describe(whole.area)})` };
  const changedPackages = new Set(areas.flatMap(({ area }) => (area.kind === 'package' ? [area.name] : [])));
  const reached = dependents(changedPackages, projects);
  const central = [...reached.keys()].find((name) => sharedByAll.has(name));
  if (central) return { ...empty, everything: `${central} changed: it reaches every package` };

  const tooling = new Set(areas.flatMap(({ area }) => (area.kind === 'tooling' ? [area.name] : [])));
  const e2eChanged = areas.some(({ area }) => area.kind === 'spec' || area.kind === 'e2e');
  const supportChanged = areas.find(({ area }) => area.kind === 'e2e')?.file;
  const reachedOrTooling = new Map([...reached, ...[...tooling].map((name) => [name, 'changed'] as const)]);

  const packages = projects
    .filter((project) => reached.has(project.name))
    .map((project) => ({ what: project.name, why: reached.get(project.name)! }));
  const contracts = packages.filter(({ what }) => remoteApps.some((remote) => remote.pkg === what));
  const root: Reasoned<Tooling | 'e2e'>[] = [...tooling].map((name) => ({ what: name, why: 'changed' }));
  if (e2eChanged) root.push({ what: 'e2e', why: 'changed' });

  const specs: Reasoned<string>[] = [];
  const skipped: Reasoned<string>[] = projects
    .filter((project) => !reached.has(project.name))
    .map((project) => ({ what: project.name, why: 'neither changed nor imports what changed' }));
  for (const spec of specFiles) {
    const place = places[spec];
    const why = changedFiles.includes(spec)
      ? 'changed'
      : supportChanged
        ? `${supportChanged} changed`
        : place
          ? specReason(place, reachedOrTooling)
          : 'placed nowhere (tools/affected/e2e-specs.ts): runs on every change';
    if (why) specs.push({ what: spec, why });
    else skipped.push({ what: spec, why: 'covers none of what changed' });
  }
  const builds =
    specs.length > 0 ? packages.filter(({ what }) => projects.find((p) => p.name === what)?.buildable) : [];
  return { changes, packages, contracts, root, builds: builds.map(({ what }) => what), specs, skipped };
}
