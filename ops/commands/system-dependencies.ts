/**
 * The programs outside npm the commands need (Chromium, nginx with Brotli and njs, PostgreSQL's
 * server), checked before a command starts anything: what is missing is installed where it can be
 * (Playwright's Chromium; Debian's packages as root), else the command stops with one line
 * saying what to run.
 */
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { postgresBin } from 'api/postgres-bin';
import { brotliModule, njsModule } from '../adapters/nginx/site';
import { chromiumInstalled } from '../lib/chromium';
import { run } from '../lib/run';

export interface SystemDependency {
  /** What the stop line calls it. */
  name: string;
  isInstalled: () => boolean;
  debianPackages: readonly string[];
  /** A command that fetches it without root, tried before Debian's packages. */
  download?: readonly [string, ...string[]];
  /** A setting (CHROMIUM_PATH, PATH) that no installation would fix: the stop line. */
  misconfiguration?: () => string | undefined;
}

export const chromiumDependency: SystemDependency = {
  name: 'Chromium',
  isInstalled: chromiumInstalled,
  debianPackages: ['chromium'],
  download: ['npx', 'playwright', 'install', 'chromium'],
  misconfiguration: () => {
    const configured = process.env.CHROMIUM_PATH;
    return configured && !existsSync(configured)
      ? `CHROMIUM_PATH is ${configured}, which does not exist: point it at a Chromium, or unset it to use Playwright's or Debian's`
      : undefined;
  },
};

/**
 * The tests start `nginx` by name, so it must be on the PATH, not merely installed. The PATH
 * searched is this process's `process.env`, as set when asked.
 */
const nginxOnPath = () => spawnSync('nginx', ['-v'], { stdio: 'ignore', env: process.env }).status === 0;
const debianNginx = '/usr/sbin/nginx';

export const nginxDependency: SystemDependency = {
  name: 'nginx with its Brotli and njs modules',
  isInstalled: () => nginxOnPath() && existsSync(brotliModule) && existsSync(njsModule),
  debianPackages: ['nginx', 'libnginx-mod-http-brotli-static', 'libnginx-mod-http-js'],
  // Debian's PATH for users other than root leaves out /usr/sbin.
  misconfiguration: () =>
    !nginxOnPath() && existsSync(debianNginx)
      ? `nginx is installed at ${debianNginx} but not on the PATH: add ${path.dirname(debianNginx)} to PATH`
      : undefined,
};

export const postgresqlDependency: SystemDependency = {
  name: 'PostgreSQL',
  isInstalled: () => {
    try {
      return existsSync(postgresBin());
    } catch {
      return false;
    }
  },
  debianPackages: ['postgresql'],
};

/** What the checks may do on this machine; the tests give a machine of their own. */
export interface Machine {
  run: (command: string, args: readonly string[]) => Promise<number>;
  /** Runs a download quietly: where it cannot reach its server, its stack trace would say less than the stop line. */
  runQuietly: (command: string, args: readonly string[]) => Promise<number>;
  canInstallDebianPackages: boolean;
  log: (line: string) => void;
}

const thisMachine: Machine = {
  // apt's configuration questions (a time zone, say) would wait forever for an answer.
  run: (command, args) => run(command, args, { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }),
  runQuietly: async (command, args) => spawnSync(command, args, { stdio: 'ignore' }).status ?? 1,
  canInstallDebianPackages: process.getuid?.() === 0 && existsSync('/usr/bin/apt-get'),
  log: (line) => console.log(line),
};

/** The one line a machine that lacks `missing` is told; `rerun` is the command to run again. */
export function missingAdvice(missing: readonly SystemDependency[], rerun: string): string {
  const packages = missing.flatMap((dependency) => dependency.debianPackages).join(' ');
  const downloads = missing.flatMap((dependency) =>
    dependency.download ? [`\`${dependency.download.join(' ')}\``] : [],
  );
  return (
    `Missing ${missing.map((dependency) => dependency.name).join(', ')}: as root on Debian run ` +
    `\`apt-get update && apt-get install -y ${packages}\`` +
    (downloads.length > 0 ? ` (or ${downloads.join(', ')})` : '') +
    `, then \`${rerun}\` again.`
  );
}

/**
 * Resolves once every dependency is there, installing what it can; throws an Error whose message
 * is the one line to show when something is still missing.
 */
export async function ensureSystemDependencies(
  dependencies: readonly SystemDependency[],
  rerun: string,
  machine: Machine = thisMachine,
): Promise<void> {
  for (const dependency of dependencies) {
    const problem = dependency.misconfiguration?.();
    if (problem) throw new Error(problem);
  }
  const missing = () => dependencies.filter((dependency) => !dependency.isInstalled());
  for (const dependency of missing()) {
    if (!dependency.download) continue;
    machine.log(`No ${dependency.name} found: trying ${dependency.download.join(' ')}…`);
    const [command, ...args] = dependency.download;
    await machine.runQuietly(command, args);
  }
  const packages = missing().flatMap((dependency) => dependency.debianPackages);
  if (packages.length > 0 && machine.canInstallDebianPackages) {
    machine.log(`Installing Debian's ${packages.join(', ')}…`);
    // A source that cannot be reached fails the update, yet the lists it did fetch may do.
    await machine.run('apt-get', ['update']);
    await machine.run('apt-get', ['install', '-y', ...packages]);
  }
  const stillMissing = missing();
  if (stillMissing.length > 0) throw new Error(missingAdvice(stillMissing, rerun));
}
