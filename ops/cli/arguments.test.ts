import { helpLines, parseReleaseArgs, usage } from './arguments';

test('each command with the arguments and the option it takes', () => {
  expect(parseReleaseArgs(['build', 'mfe-legal'])).toEqual({ command: 'build', app: 'mfe-legal' });
  expect(parseReleaseArgs(['build', 'mfe-legal', '--source', '../wt'])).toEqual({
    command: 'build',
    app: 'mfe-legal',
    source: '../wt',
  });
  expect(parseReleaseArgs(['promote', 'mfe-legal', 'ID'])).toEqual({ command: 'promote', app: 'mfe-legal', id: 'ID' });
  expect(parseReleaseArgs(['promote', 'mfe-legal', 'ID', '--canary', '10'])).toEqual({
    command: 'promote',
    app: 'mfe-legal',
    id: 'ID',
    canary: 10,
    watch: true,
  });
  expect(parseReleaseArgs(['promote', 'mfe-legal', 'ID', '--canary', '10', '--no-watch'])).toMatchObject({
    canary: 10,
    watch: false,
  });
  expect(parseReleaseArgs(['preview', 'mfe-legal', 'ID'])).toEqual({ command: 'preview', app: 'mfe-legal', id: 'ID' });
  expect(parseReleaseArgs(['preview', 'mfe-legal', 'ID', '--hours', '168'])).toMatchObject({ hours: 168 });
  expect(parseReleaseArgs(['preview', 'mfe-legal', 'ID', '--hours=2'])).toEqual({
    command: 'preview',
    app: 'mfe-legal',
    id: 'ID',
    hours: 2,
  });
  expect(parseReleaseArgs(['rollback', 'mfe-legal'])).toEqual({ command: 'rollback', app: 'mfe-legal' });
  expect(parseReleaseArgs(['rollback', 'mfe-legal', 'ID'])).toEqual({
    command: 'rollback',
    app: 'mfe-legal',
    id: 'ID',
  });
  expect(parseReleaseArgs(['status'])).toEqual({ command: 'status' });
  expect(parseReleaseArgs(['log'])).toEqual({ command: 'log' });
  expect(parseReleaseArgs(['prune', '--keep', '0'])).toEqual({ command: 'prune', keep: 0 });
  expect(parseReleaseArgs(['prune', '--keep=12'])).toEqual({ command: 'prune', keep: 12 });
  expect(parseReleaseArgs(['push'])).toEqual({ command: 'push' });
  expect(parseReleaseArgs(['push', '--from', '/srv/releases'])).toEqual({ command: 'push', from: '/srv/releases' });
  expect(parseReleaseArgs(['health'])).toEqual({ command: 'health', window: '1h', windowMs: 3_600_000 });
  expect(parseReleaseArgs(['health', 'mfe-legal', '--window', '15m'])).toEqual({
    command: 'health',
    app: 'mfe-legal',
    window: '15m',
    windowMs: 900_000,
  });
  expect(parseReleaseArgs(['health', '--window=30d'])).toMatchObject({ windowMs: 30 * 86_400_000 });
  expect(parseReleaseArgs(['watch', 'mfe-legal'])).toEqual({
    command: 'watch',
    app: 'mfe-legal',
    windowMs: 600_000,
    everyMs: 30_000,
    minViews: 200,
    maxIncreasePoints: 2,
  });
  expect(
    parseReleaseArgs([
      'watch',
      'mfe-legal',
      '--window',
      '1h',
      '--every',
      '2s',
      '--min-views',
      '20',
      '--max-increase',
      '5',
    ]),
  ).toMatchObject({ windowMs: 3_600_000, everyMs: 2000, minViews: 20, maxIncreasePoints: 5 });
  expect(parseReleaseArgs(['console'])).toEqual({ command: 'console', port: 3030 });
  expect(parseReleaseArgs(['console', '--port', '0', '--host', '10.0.0.5'])).toEqual({
    command: 'console',
    port: 0,
    host: '10.0.0.5',
  });
});

test.each([
  [[], 'no command'],
  [['deploy'], 'unknown command deploy'],
  [['promote', 'mfe-legal', 'ID', 'extra'], 'promote takes no argument extra'],
  [['promote', 'mfe-legal'], 'promote needs <app> <id>'],
  [['rollback'], 'rollback needs <app>'],
  [['rollback', 'mfe-legal', 'ID', 'more'], 'rollback takes no argument more'],
  [['status', 'mfe-legal'], 'status takes no argument mfe-legal'],
  [['status', '--force'], "Unknown option '--force'"],
  [['build', 'mfe-legal', '--source'], "Option '--source <value>' argument missing"],
  [['promote', 'mfe-legal', 'ID', '--keep', '3'], 'promote takes no --keep'],
  [['prune'], 'prune needs --keep N'],
  [['prune', '--keep', ''], "--keep takes a whole number of releases, not ''"],
  [['prune', '--keep', 'abc'], "--keep takes a whole number of releases, not 'abc'"],
  [['prune', '--keep', '1.5'], "--keep takes a whole number of releases, not '1.5'"],
  [['prune', '--keep', '-1'], "Option '--keep' argument is ambiguous"],
  [['prune', '--keep=-1'], "--keep takes a whole number of releases, not '-1'"],
  [['prune', '--keep', '2', '--source', 'x'], 'prune takes no --source'],
  [['push', 'mfe-legal'], 'push takes no argument mfe-legal'],
  [['push', '--keep', '2'], 'push takes no --keep'],
  [['status', '--from', 'x'], 'status takes no --from'],
  [['status', '--window', '1h'], 'status takes no --window'],
  [['health', 'mfe-legal', 'mfe-forms'], 'health takes no argument mfe-forms'],
  [['health', '--window', '1'], "--window takes minutes, hours or days up to 30d (15m, 1h, 7d), not '1'"],
  [['health', '--window', '0h'], "--window takes minutes, hours or days up to 30d (15m, 1h, 7d), not '0h'"],
  [['health', '--window', '31d'], "--window takes minutes, hours or days up to 30d (15m, 1h, 7d), not '31d'"],
  [['health', '--window', '1.5h'], "--window takes minutes, hours or days up to 30d (15m, 1h, 7d), not '1.5h'"],
  [
    ['promote', 'mfe-legal', 'ID', '--canary', '0'],
    "--canary takes the percent of visitors who get the release, 1 to 99, not '0'",
  ],
  [
    ['promote', 'mfe-legal', 'ID', '--canary', '100'],
    "--canary takes the percent of visitors who get the release, 1 to 99, not '100'",
  ],
  [
    ['promote', 'mfe-legal', 'ID', '--canary=5%'],
    "--canary takes the percent of visitors who get the release, 1 to 99, not '5%'",
  ],
  [['rollback', 'mfe-legal', '--canary', '5'], 'rollback takes no --canary'],
  [['preview', 'mfe-legal'], 'preview needs <app> <id>'],
  [['preview', 'mfe-legal', 'ID', '--hours', '0'], "--hours takes a whole number of hours, 1 to 168 (a week), not '0'"],
  [
    ['preview', 'mfe-legal', 'ID', '--hours', '169'],
    "--hours takes a whole number of hours, 1 to 168 (a week), not '169'",
  ],
  [
    ['preview', 'mfe-legal', 'ID', '--hours', '9999999999'],
    "--hours takes a whole number of hours, 1 to 168 (a week), not '9999999999'",
  ],
  [['preview', 'mfe-legal', 'ID', '--canary', '5'], 'preview takes no --canary'],
  [['promote', 'mfe-legal', 'ID', '--no-watch'], '--no-watch goes with --canary N'],
  [['watch'], 'watch needs <app>'],
  [['watch', 'mfe-legal', '--every', '0s'], "--every takes seconds or minutes (30s, 2m), not '0s'"],
  [
    ['watch', 'mfe-legal', '--min-views', '0'],
    "--min-views takes a whole number of clients who viewed the canary, not '0'",
  ],
  [
    ['watch', 'mfe-legal', '--max-increase', '101'],
    "--max-increase takes percentage points of error rate, 0 to 100, not '101'",
  ],
  [['health', '--every', '1s'], 'health takes no --every'],
  [['console', '--port', '65536'], "--port takes a port number, 0 (a free one) to 65535, not '65536'"],
  [['console', '--port', 'http'], "--port takes a port number, 0 (a free one) to 65535, not 'http'"],
  [['console', '--host='], '--host takes an address or a name to bind, not an empty one'],
  ...['0.0.0.0', '::', '[::]', '0'].map((host): [string[], string] => [
    ['console', '--host', host],
    `--host takes the address of one interface, not '${host}' (every interface): ` +
      'a browser names that interface in its Host header, and the console answers only to the address it was given',
  ]),
  [['console', 'mfe-legal'], 'console takes no argument mfe-legal'],
  [['status', '--port', '3030'], 'status takes no --port'],
  [['help', 'promote'], 'help takes no argument promote'],
  [['--help', 'status'], "Unknown option '--help'"],
])('%j is refused in one line with the usage', (argv, problem) => {
  expect(() => parseReleaseArgs(argv)).toThrow(`${problem}; ${usage}`);
});

test('help, --help and -h list every command, each synopsis with what it does below it', () => {
  for (const argv of [['help'], ['--help'], ['-h']]) expect(parseReleaseArgs(argv)).toEqual({ command: 'help' });
  const lines = helpLines();
  const synopses = lines.filter((line) => /^ {2}\S/.test(line)).map((line) => line.trim());
  // The usage line is the synopses joined, so each command of the usage is listed.
  expect(usage).toBe(`usage: npm run release -- ${synopses.join(' | ')}`);
  expect(synopses.map((synopsis) => synopsis.split(' ')[0])).toEqual([
    'build',
    'promote',
    'rollback',
    'preview',
    'status',
    'log',
    'prune',
    'push',
    'health',
    'watch',
    'console',
    'help',
  ]);
  // Every listed command is one the parser takes (`help` names no command it would refuse).
  for (const command of synopses.map((synopsis) => synopsis.split(' ')[0] ?? '')) {
    expect(() => parseReleaseArgs([command])).not.toThrow(`unknown command ${command}`);
  }
  for (const [index, line] of lines.entries()) {
    if (/^ {2}\S/.test(line)) expect(lines[index + 1]).toMatch(/^ {6}\S/);
  }
});
