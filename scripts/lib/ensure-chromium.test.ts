import { ensureChromium, noChromiumAdvice, type ChromiumSetup } from './ensure-chromium';

/** A machine where each command's exit code is given, and a command may install Chromium. */
function machine({
  installed = false,
  root = false,
  exitCodes = {},
  installs = [],
}: {
  installed?: boolean;
  root?: boolean;
  exitCodes?: Record<string, number>;
  installs?: string[];
}) {
  let present = installed;
  const commands: string[] = [];
  const lines: string[] = [];
  const setup: ChromiumSetup = {
    isInstalled: () => present,
    run: async (command, args) => {
      const line = [command, ...args].join(' ');
      commands.push(line);
      const code = exitCodes[line] ?? 0;
      if (code === 0 && installs.includes(line)) present = true;
      return code;
    },
    canInstallDebianPackage: root,
    log: (line) => lines.push(line),
  };
  return { setup, commands, lines };
}

describe('ensureChromium', () => {
  test('a machine with a Chromium runs nothing', async () => {
    const { setup, commands, lines } = machine({ installed: true });
    expect(await ensureChromium(setup)).toBe(true);
    expect(commands).toEqual([]);
    expect(lines).toEqual([]);
  });

  test('downloads Playwright’s Chromium where it can be had', async () => {
    const { setup, commands } = machine({ installs: ['npx playwright install chromium'] });
    expect(await ensureChromium(setup)).toBe(true);
    expect(commands).toEqual(['npx playwright install chromium']);
  });

  test('as root, falls back to Debian’s package when the download fails', async () => {
    const { setup, commands } = machine({
      root: true,
      exitCodes: { 'npx playwright install chromium': 1 },
      installs: ['apt-get install -y chromium'],
    });
    expect(await ensureChromium(setup)).toBe(true);
    expect(commands).toEqual(['npx playwright install chromium', 'apt-get update', 'apt-get install -y chromium']);
  });

  test('not root and no download: stops with one line saying what to run', async () => {
    const { setup, commands, lines } = machine({ exitCodes: { 'npx playwright install chromium': 1 } });
    expect(await ensureChromium(setup)).toBe(false);
    expect(commands).toEqual(['npx playwright install chromium']);
    expect(lines.at(-1)).toBe(noChromiumAdvice);
  });

  test('a download that exits 0 without a browser is not taken at its word', async () => {
    const { setup, lines } = machine({});
    expect(await ensureChromium(setup)).toBe(false);
    expect(lines.at(-1)).toBe(noChromiumAdvice);
  });
});
