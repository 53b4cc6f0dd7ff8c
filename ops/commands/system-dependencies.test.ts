import {
  chromiumDependency,
  ensureSystemDependencies,
  missingAdvice,
  nginxDependency,
  postgresqlDependency,
  type Machine,
  type SystemDependency,
} from './system-dependencies';

/**
 * A machine where each command's exit code is given and a command that succeeds may install
 * programs. The dependencies are the real ones (their packages, their download), with their
 * presence decided by this machine.
 */
function machine({
  installed = [],
  root = false,
  exitCodes = {},
  installs = {},
}: {
  installed?: string[];
  root?: boolean;
  exitCodes?: Record<string, number>;
  /** Command line → the dependencies (by name) it installs. */
  installs?: Record<string, string[]>;
}) {
  const present = new Set(installed);
  const commands: string[] = [];
  const lines: string[] = [];
  const run = async (command: string, args: readonly string[]) => {
    const line = [command, ...args].join(' ');
    commands.push(line);
    const code = exitCodes[line] ?? 0;
    if (code === 0) for (const name of installs[line] ?? []) present.add(name);
    return code;
  };
  const on: Machine = {
    run,
    runQuietly: run,
    canInstallDebianPackages: root,
    log: (line) => lines.push(line),
  };
  const here = (dependency: SystemDependency): SystemDependency => ({
    ...dependency,
    isInstalled: () => present.has(dependency.name),
    misconfiguration: undefined,
  });
  return { on, commands, lines, here };
}

const chromium = chromiumDependency.name;
const nginx = nginxDependency.name;
const postgresql = postgresqlDependency.name;
const aptInstallAll =
  'apt-get install -y chromium nginx libnginx-mod-http-brotli-static libnginx-mod-http-js postgresql';
const offline = { 'npx playwright install chromium': 1 };

describe('ensureSystemDependencies', () => {
  const all = [chromiumDependency, nginxDependency, postgresqlDependency];

  test('a machine with everything runs nothing and says nothing', async () => {
    const { on, commands, lines, here } = machine({ installed: [chromium, nginx, postgresql] });
    await ensureSystemDependencies(all.map(here), 'npm test', on);
    expect(commands).toEqual([]);
    expect(lines).toEqual([]);
  });

  test('downloads Playwright’s Chromium where it can be had, without root', async () => {
    const { on, commands, here } = machine({
      installed: [nginx, postgresql],
      installs: { 'npx playwright install chromium': [chromium] },
    });
    await ensureSystemDependencies(all.map(here), 'npm test', on);
    expect(commands).toEqual(['npx playwright install chromium']);
  });

  test('as root, installs every missing Debian package with one update and one install', async () => {
    const { on, commands, here } = machine({
      root: true,
      exitCodes: offline,
      installs: { [aptInstallAll]: [chromium, nginx, postgresql] },
    });
    await ensureSystemDependencies(all.map(here), 'npm test', on);
    expect(commands).toEqual(['npx playwright install chromium', 'apt-get update', aptInstallAll]);
  });

  test('as root, installs only what is missing (nginx without Chromium or PostgreSQL to add)', async () => {
    const { on, commands, here } = machine({
      root: true,
      installed: [chromium, postgresql],
      installs: { 'apt-get install -y nginx libnginx-mod-http-brotli-static libnginx-mod-http-js': [nginx] },
    });
    await ensureSystemDependencies(all.map(here), 'npm test', on);
    expect(commands).toEqual([
      'apt-get update',
      'apt-get install -y nginx libnginx-mod-http-brotli-static libnginx-mod-http-js',
    ]);
  });

  test('not root: stops with one line naming what is missing and what to run', async () => {
    const { on, commands, here } = machine({ installed: [chromium, postgresql] });
    await expect(ensureSystemDependencies(all.map(here), 'npm test', on)).rejects.toThrow(
      new Error(
        'Missing nginx with its Brotli and njs modules: as root on Debian run ' +
          '`apt-get update && apt-get install -y nginx libnginx-mod-http-brotli-static libnginx-mod-http-js`, then `npm test` again.',
      ),
    );
    expect(commands).toEqual([]);
  });

  test('an install that exits 0 without the program is not taken at its word', async () => {
    const { on, here } = machine({ root: true, exitCodes: offline });
    await expect(ensureSystemDependencies(all.map(here), 'npm test', on)).rejects.toThrow(
      missingAdvice(all, 'npm test'),
    );
  });

  test('an apt-get update that fails still tries the install, which may do with the lists it has', async () => {
    const { on, commands, here } = machine({
      root: true,
      installed: [chromium, nginx],
      exitCodes: { 'apt-get update': 100 },
      installs: { 'apt-get install -y postgresql': [postgresql] },
    });
    await ensureSystemDependencies(all.map(here), 'npm test', on);
    expect(commands).toEqual(['apt-get update', 'apt-get install -y postgresql']);
  });

  test('the line for Chromium also names Playwright’s download', () => {
    expect(missingAdvice([chromiumDependency], 'npm start')).toBe(
      'Missing Chromium: as root on Debian run `apt-get update && apt-get install -y chromium` ' +
        '(or `npx playwright install chromium`), then `npm start` again.',
    );
  });
});

describe('the dependencies as found on this machine', () => {
  const saved = process.env.CHROMIUM_PATH;
  afterEach(() => {
    if (saved === undefined) delete process.env.CHROMIUM_PATH;
    else process.env.CHROMIUM_PATH = saved;
  });

  test('a CHROMIUM_PATH naming no file stops at once: no installation would fix it', async () => {
    process.env.CHROMIUM_PATH = '/nonexistent/chromium';
    const { on, commands } = machine({ root: true });
    await expect(ensureSystemDependencies([chromiumDependency], 'npm test', on)).rejects.toThrow(
      /^CHROMIUM_PATH is \/nonexistent\/chromium, which does not exist/,
    );
    expect(commands).toEqual([]);
  });

  test('nginx installed off the PATH (Debian leaves /usr/sbin out of a user’s) is named as such', () => {
    const saved = process.env.PATH;
    process.env.PATH = '/usr/local/bin:/usr/bin:/bin';
    try {
      expect(nginxDependency.misconfiguration?.()).toBe(
        'nginx is installed at /usr/sbin/nginx but not on the PATH: add /usr/sbin to PATH',
      );
    } finally {
      process.env.PATH = saved;
    }
    expect(nginxDependency.misconfiguration?.()).toBeUndefined();
  });

  // npm test installs them before any suite runs; a check blind to an installed program would
  // install it again on every run, or stop a machine that has it.
  test.each([chromiumDependency, nginxDependency, postgresqlDependency])('$name is found here', (dependency) => {
    expect(dependency.isInstalled()).toBe(true);
  });
});
