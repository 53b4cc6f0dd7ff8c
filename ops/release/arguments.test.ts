import { parseReleaseArgs, usage } from './arguments';

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
  });
  expect(parseReleaseArgs(['preview', 'mfe-legal', 'ID'])).toEqual({ command: 'preview', app: 'mfe-legal', id: 'ID' });
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
  [['preview', 'mfe-legal', 'ID', '--hours', '0'], "--hours takes a whole number of hours, not '0'"],
  [['preview', 'mfe-legal', 'ID', '--canary', '5'], 'preview takes no --canary'],
])('%j is refused in one line with the usage', (argv, problem) => {
  expect(() => parseReleaseArgs(argv)).toThrow(`${problem}; ${usage}`);
});
