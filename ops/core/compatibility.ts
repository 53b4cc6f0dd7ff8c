/**
 * The compatibility gate: a remote's shared singletons must be satisfied by the versions the
 * served shell provides (semver ranges from the remote's manifest), and its pages fit the served
 * apps' (./page-ownership.ts); a shell, the same against every remote release visitors are
 * served, live or canary. Each mismatch is one sentence naming both sides.
 */
import semver from 'semver';
import { shellApp } from 'shared/remotes';
import { pageOwnershipProblems } from './page-ownership';
import { remoteNameOf, type ReleaseJson } from './release-json';

/** The mismatches between one shell release and one remote release; empty when they fit. */
export function mismatches(shell: ReleaseJson, remote: ReleaseJson): string[] {
  const problems: string[] = [];
  for (const [name, range] of Object.entries(remote.shared.requires)) {
    const provided = shell.shared.provides[name];
    if (!provided || !semver.satisfies(provided, range)) {
      problems.push(
        `${remote.app} ${remote.id} needs ${name} ${range}, the shell ${shell.id} provides ${provided ?? 'none'}`,
      );
    }
  }
  // Shells built before remotes recorded their pages compiled a route table in, and list what it loads.
  const name = remoteNameOf(remote.app);
  for (const module of (name && shell.loads[name]) || []) {
    if (!remote.exposes.includes(module)) {
      problems.push(`${remote.app} ${remote.id} does not expose ${module}, which the shell ${shell.id} loads`);
    }
  }
  return problems;
}

/** A remote against the served shell, or a shell against every served remote. */
function shellMismatches(candidate: ReleaseJson, served: readonly ReleaseJson[]): string[] {
  if (candidate.app === shellApp.pkg) {
    return served.filter((release) => release.app !== shellApp.pkg).flatMap((remote) => mismatches(candidate, remote));
  }
  const shell = served.find((release) => release.app === shellApp.pkg);
  return shell ? mismatches(shell, candidate) : [];
}

/**
 * Checks a candidate against the releases visitors are served of the other apps (`served`: each
 * app's live release and its canary's; the candidate's own app is ignored) and the live release of
 * its own app it replaces (`replaced`, when there is one). Nothing served to compare with passes.
 */
export function compatibilityProblems(
  candidate: ReleaseJson,
  served: readonly ReleaseJson[],
  replaced?: ReleaseJson,
): string[] {
  return [...shellMismatches(candidate, served), ...pageOwnershipProblems(candidate, served, replaced)];
}
