/**
 * The gate on pages: which app answers a path. A remote's pages must render modules it exposes,
 * and take no path another served remote serves or the served shell reserves, and drop none the
 * served shell's navigation links to; a shell must link only to paths a served remote serves,
 * and reserve none. Releases built before pages, links and reserves were recorded have none.
 */
import { shellApp } from 'shared/remotes';
import type { ReleaseJson } from './release-json';

/**
 * Whether two routes can answer the same path: as many segments, each equal or either a `:param`
 * (`/blog/:slug` and `/blog/x` collide, `/blog` and `/blog/:slug` do not).
 */
export function pathsCollide(one: string, other: string): boolean {
  const ours = one.split('/');
  const theirs = other.split('/');
  return (
    ours.length === theirs.length &&
    ours.every((segment, i) => segment === theirs[i] || segment.startsWith(':') || theirs[i]?.startsWith(':'))
  );
}

/** `mfe-blog B1 serves`, or `… serves as /blog/:slug` when its route is written otherwise. */
function servesText(remote: ReleaseJson, route: string, claimed: string): string {
  return `${remote.app} ${remote.id} serves${route === claimed ? '' : ` as ${route}`}`;
}

/** The first served remote page that answers `path`, with its release. */
function servedPage(remotes: readonly ReleaseJson[], path: string): { remote: ReleaseJson; route: string } | undefined {
  for (const remote of remotes) {
    const page = remote.pages?.find((entry) => pathsCollide(entry.path, path));
    if (page) return { remote, route: page.path };
  }
  return undefined;
}

function remoteProblems(
  candidate: ReleaseJson,
  shells: readonly ReleaseJson[],
  remotes: readonly ReleaseJson[],
  replaced: ReleaseJson | undefined,
): string[] {
  const pages = candidate.pages ?? [];
  const problems = pages.flatMap(({ path, module }) => {
    const owner = servedPage(remotes, path);
    const reserver = shells.find((shell) => shell.reserves?.some((reserved) => pathsCollide(reserved, path)));
    return [
      ...(candidate.exposes.includes(module)
        ? []
        : [`${candidate.app} ${candidate.id} renders ${path} with ${module}, which it does not expose`]),
      ...(owner
        ? [`${candidate.app} ${candidate.id} claims ${path}, which ${servesText(owner.remote, owner.route, path)}`]
        : []),
      ...(reserver ? [`${candidate.app} ${candidate.id} claims ${path}, which the shell ${reserver.id} reserves`] : []),
    ];
  });
  // Only what the release it replaces served can be dropped: a link no one served is not its doing.
  const servedBefore = replaced?.pages ?? [];
  const dropped = shells.flatMap((shell) =>
    (shell.links ?? [])
      .filter(
        (link) =>
          servedBefore.some((page) => pathsCollide(page.path, link)) &&
          !pages.some((page) => pathsCollide(page.path, link)) &&
          !servedPage(remotes, link),
      )
      .map(
        (link) =>
          `${candidate.app} ${candidate.id} drops ${link}, which the shell ${shell.id} links to in its navigation`,
      ),
  );
  return [...problems, ...dropped];
}

function shellProblems(shell: ReleaseJson, remotes: readonly ReleaseJson[]): string[] {
  return [
    ...(shell.links ?? [])
      .filter((link) => !servedPage(remotes, link))
      .map((link) => `the shell ${shell.id} links to ${link} in its navigation, which no served remote serves`),
    ...(shell.reserves ?? []).flatMap((reserved) => {
      const owner = servedPage(remotes, reserved);
      return owner
        ? [`the shell ${shell.id} reserves ${reserved}, which ${servesText(owner.remote, owner.route, reserved)}`]
        : [];
    }),
  ];
}

/**
 * Checks a candidate's pages against the releases visitors are served of the other apps
 * (`served`: each one's live release and its canary's) and the live release of its own app it
 * replaces, if any; one sentence per problem, naming both sides.
 */
export function pageOwnershipProblems(
  candidate: ReleaseJson,
  served: readonly ReleaseJson[],
  replaced?: ReleaseJson,
): string[] {
  const others = served.filter((release) => release.app !== candidate.app);
  const shells = others.filter((release) => release.app === shellApp.pkg);
  const remotes = others.filter((release) => release.app !== shellApp.pkg);
  return candidate.app === shellApp.pkg
    ? shellProblems(candidate, remotes)
    : remoteProblems(candidate, shells, remotes, replaced);
}
