import { appConfigFromEnv, type AppConfig } from 'shared/app-config';
import type { FieldReport } from 'shared/schemas/field-reports';
import { createFieldReporter, type PendingReport } from './reporter';

/** A pass good until 2286; what it says is the api's to check. */
const pass = '9999999999.shell:dev.signature';
const config: AppConfig = { ...appConfigFromEnv({}), reportPass: pass };
const endpoint = 'http://localhost:3010/api/reports';

function view(route: string): PendingReport {
  return (given) => ({ kind: 'view', route, apps: { shell: given.releases?.shell ?? 'dev' } });
}

function setup(initial: AppConfig | null = config) {
  let current = initial;
  const sent: { url: string; reports: FieldReport[] }[] = [];
  const reporter = createFieldReporter(
    () => current,
    (url, body) => sent.push({ url, reports: (JSON.parse(body) as { reports: FieldReport[] }).reports }),
  );
  return { reporter, sent, configure: (next: AppConfig) => (current = next) };
}

test('reports wait for a flush and go as one batch to the reports endpoint', () => {
  const { reporter, sent } = setup();
  reporter.add(view('/'));
  reporter.add(view('/about'));
  expect(sent).toEqual([]);

  reporter.flush();
  reporter.flush();
  expect(sent).toEqual([
    {
      url: endpoint,
      reports: [
        { kind: 'view', route: '/', apps: { shell: 'dev' } },
        { kind: 'view', route: '/about', apps: { shell: 'dev' } },
      ],
    },
  ]);
});

test('a full batch is sent at once', () => {
  const { reporter, sent } = setup();
  for (let index = 0; index < 21; index += 1) reporter.add(view(`/${index}`));
  expect(sent.map((batch) => batch.reports.length)).toEqual([20]);
  reporter.flush();
  expect(sent.map((batch) => batch.reports.length)).toEqual([20, 1]);
});

test('without the configuration reports wait, a full batch at most, and are made from it once it arrives', () => {
  const { reporter, sent, configure } = setup(null);
  for (let index = 0; index < 25; index += 1) reporter.add(view(`/${index}`));
  reporter.flush();
  expect(sent).toEqual([]);

  configure({ ...config, releases: { shell: 'r7' } });
  reporter.flush();
  expect(sent).toHaveLength(1);
  expect(sent[0]?.reports).toHaveLength(20);
  expect(sent[0]?.reports[19]).toEqual({ kind: 'view', route: '/19', apps: { shell: 'r7' } });
});

test('a report that turns out not to be one is left out; a batch of none is not sent', () => {
  const { reporter, sent } = setup();
  reporter.add(() => undefined);
  reporter.flush();
  expect(sent).toEqual([]);
  reporter.add(() => undefined);
  reporter.add(view('/'));
  reporter.flush();
  expect(sent.map((batch) => batch.reports.length)).toEqual([1]);
});

test('nothing is thrown into the page: a failing send or report is logged and lost', () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  const sent: string[] = [];
  let failing = true;
  const reporter = createFieldReporter(
    () => config,
    (_url, body) => {
      if (failing) throw new TypeError('sendBeacon: illegal invocation');
      sent.push(body);
    },
  );
  reporter.add(view('/'));
  expect(() => reporter.flush()).not.toThrow();
  reporter.add(() => {
    throw new Error('no release');
  });
  expect(() => reporter.flush()).not.toThrow();
  expect(warn).toHaveBeenCalledTimes(2);

  failing = false;
  reporter.add(view('/about'));
  reporter.flush();
  expect(sent).toEqual([
    JSON.stringify({ pass, reports: [{ kind: 'view', route: '/about', apps: { shell: 'dev' } }] }),
  ]);
});

test('without a report pass, or with an expired one, nothing is sent: the api would refuse it', () => {
  const { reporter, sent, configure } = setup({ ...config, reportPass: undefined });
  reporter.add(view('/'));
  reporter.flush();
  configure({ ...config, reportPass: `${Math.floor(Date.now() / 1000) - 1}.shell:dev.signature` });
  reporter.add(view('/about'));
  reporter.flush();
  expect(sent).toEqual([]);
});
