/**
 * Where Debian's `postgresql` package put PostgreSQL's server tools: the throwaway clusters of
 * the tests and the benchmark (testing/pg-cluster.ts) run them, and the repository's commands
 * check for them before they start (scripts/lib/system-dependencies.ts).
 */
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DEBIAN_ROOT = '/usr/lib/postgresql';

/** The newest installed version's bin folder. */
export function postgresBin(): string {
  const versions = existsSync(DEBIAN_ROOT)
    ? readdirSync(DEBIAN_ROOT)
        .filter((version) => existsSync(path.join(DEBIAN_ROOT, version, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a))
    : [];
  if (versions.length === 0) {
    throw new Error(`No PostgreSQL under ${DEBIAN_ROOT}: install Debian's package (apt-get install -y postgresql)`);
  }
  return path.join(DEBIAN_ROOT, versions[0]!, 'bin');
}
