import * as Plot from '@observablehq/plot';
import { within } from '@testing-library/dom';
import { JSDOM } from 'jsdom';
import { readFileSync } from 'node:fs';
import type { ConsoleView, HealthSeries, LiveSetRow } from '../view-model';
import { healthMetrics } from './components/health-metrics';
import { confirmation, copy } from './content/copy';
import {
  consoleStylesheetFile,
  renderConfirmPage,
  renderConsolePage,
  renderOutcomePage,
  renderUnauthorizedPage,
} from './render';
import { sampleView } from './testing/sample-view';

/** The document a browser would build from `html`. */
const parse = (html: string): Document => new JSDOM(html).window.document;

/** What the CSP (`default-src 'none'; style-src 'self'`) would block: any script or inline style. */
function expectNoScriptNorInlineStyle(html: string): void {
  const document = parse(html);
  expect(html.startsWith('<!doctype html>')).toBe(true);
  expect(document.querySelectorAll('script, style')).toHaveLength(0);
  expect(document.querySelectorAll('[style]')).toHaveLength(0);
  expect(html).not.toMatch(/<script|<style|\sstyle=/i);
  expect([...document.querySelectorAll('link[rel=stylesheet]')].map((link) => link.getAttribute('href'))).toEqual([
    '/console.css',
  ]);
}

const view = sampleView();
const rowOf = (app: string): LiveSetRow => {
  const row = view.liveSet.rows.find((candidate) => candidate.app === app);
  if (!row) throw new Error(`no row of ${app} in the sample view`);
  return row;
};

describe('the console page', () => {
  const html = renderConsolePage(view);
  const document = parse(html);
  const page = within(document.body);

  it('is one document of sections named by their headings, with no script and no inline style', () => {
    expectNoScriptNorInlineStyle(html);
    expect(page.getByRole('heading', { level: 1, name: copy.title })).toBeTruthy();
    for (const heading of Object.values(copy.sections)) {
      const section = page.getByRole('region', { name: heading });
      expect(within(section).getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    }
    expect(page.getByText(view.liveSet.store)).toBeTruthy();
    expect(page.getByText(String(view.liveSet.pointerVersion))).toBeTruthy();
  });

  it('shows one row per app of the live set, with its canary, its watcher and its last verdict', () => {
    const table = page.getByRole('table', { name: copy.liveSet.caption });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(view.liveSet.rows.length + 1);
    const forms = within(table).getByRole('rowheader', { name: 'mfe-forms' }).closest('tr') as HTMLElement;
    const canary = rowOf('mfe-forms').canary;
    expect(forms.textContent).toContain(canary?.release);
    expect(forms.textContent).toContain('25 %');
    expect(forms.textContent).toContain(canary?.watched);
    expect(forms.textContent).toContain(canary?.lastCheck?.said);
    const legal = within(table).getByRole('rowheader', { name: 'mfe-legal' }).closest('tr') as HTMLElement;
    expect(legal.textContent).toContain(copy.liveSet.nothingLive);
  });

  it('offers each app its actions as GET forms to the confirmation, canaries and previews for remotes only', () => {
    const list = page.getByRole('list', { name: copy.actions.listLabel });
    const actionsOf = (app: string) =>
      within(
        within(list)
          .getAllByRole('listitem')
          .find(
            (item) => item.querySelector('summary')?.textContent === `${copy.actions.summary} ${app}`,
          ) as HTMLElement,
      );
    const forms = [...list.querySelectorAll('form')];
    expect(forms.length).toBeGreaterThan(0);
    for (const form of forms) {
      expect(form.getAttribute('method')).toBe('get');
      expect(form.getAttribute('action')).toBe('/confirm');
    }

    const shell = actionsOf('shell');
    expect(shell.getByRole('button', { name: copy.actions.promote })).toBeTruthy();
    expect(shell.getByRole('button', { name: copy.actions.rollback })).toBeTruthy();
    expect(shell.queryByRole('button', { name: copy.actions.canary })).toBeNull();
    expect(shell.queryByRole('button', { name: copy.actions.preview })).toBeNull();

    const marketing = actionsOf('mfe-marketing');
    const promote = marketing.getByRole('group', { name: copy.actions.promote });
    // The newest release that is not live is the one offered first.
    expect((within(promote).getByLabelText(copy.actions.releaseLabel) as HTMLSelectElement).value).toBe(
      view.releases['mfe-marketing']?.[0],
    );
    const rollback = marketing.getByRole('group', { name: copy.actions.rollback });
    const rollbackTo = within(rollback).getByLabelText(copy.actions.releaseLabel) as HTMLSelectElement;
    expect(rollbackTo.value).toBe(rowOf('mfe-marketing').previous);
    // Only what was live before: not its newest release, which never was.
    expect([...rollbackTo.options].map((option) => option.value)).toEqual(view.rollbackTargets['mfe-marketing']);
    // mfe-blog was never anything but live: no rollback is offered.
    expect(actionsOf('mfe-blog').queryByRole('group', { name: copy.actions.rollback })).toBeNull();
    const canary = marketing.getByRole('group', { name: copy.actions.canary });
    expect((within(canary).getByLabelText(copy.actions.shareLabel) as HTMLInputElement).value).toBe('10');
    expect((within(canary).getByLabelText(copy.actions.watchLabel) as HTMLInputElement).checked).toBe(true);

    // A running canary is widened, completed or ended; nothing else is promoted beside it.
    const forms2 = actionsOf('mfe-forms');
    expect(forms2.queryByRole('group', { name: copy.actions.promote })).toBeNull();
    const complete = forms2.getByRole('button', { name: copy.actions.complete }).closest('form') as HTMLFormElement;
    expect((complete.querySelector('input[name=release]') as HTMLInputElement).value).toBe(
      rowOf('mfe-forms').canary?.release,
    );
    const widen = forms2.getByRole('group', { name: copy.actions.widen });
    expect((within(widen).getByLabelText(copy.actions.shareLabel) as HTMLInputElement).value).toBe('25');
    expect(forms2.getByRole('button', { name: copy.actions.endCanary })).toBeTruthy();
    expect(forms2.getByRole('button', { name: copy.actions.preview })).toBeTruthy();
  });

  it('lists the pages rendered, with the releases they came from and the other apps they place', () => {
    const table = page.getByRole('table', { name: copy.rendered.caption });
    expect(within(table).getAllByRole('row')).toHaveLength(view.liveSet.rendered.length + 1);
    expect(within(table).getByText('/contact').closest('li')?.textContent).toBe('/contact: mfe-forms');
  });

  describe('health', () => {
    const health = page.getByRole('region', { name: copy.sections.health });
    const [live, canary] = view.health.series;

    it('draws the live and the canary series as separate marks on each chart, named in a text legend', () => {
      const legend = within(health).getByRole('list');
      expect(
        within(legend)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([`${copy.health.live} ${live?.release}`, `${copy.health.canary} ${canary?.release}`]);
      for (const metric of healthMetrics(view.health)) {
        const chart = within(health).getByRole('img', { name: new RegExp(`^${escape(metric.label)} over 1h\\.`) });
        expect(chart.tagName.toLowerCase()).toBe('svg');
        // One image, named by its summary: no part of it is named (axe: aria-prohibited-attr).
        expect(chart.querySelectorAll('[aria-label]')).toHaveLength(0);
        const liveLine = chart.querySelector('g.series-live');
        const canaryLine = chart.querySelector('g.series-canary');
        expect(liveLine?.querySelector('path')).toBeTruthy();
        expect(canaryLine?.querySelector('path')).toBeTruthy();
        expect(liveLine?.getAttribute('stroke')).not.toBe(canaryLine?.getAttribute('stroke'));
        expect(liveLine?.getAttribute('stroke-dasharray')).toBeNull();
        expect(canaryLine?.getAttribute('stroke-dasharray')).toBeTruthy();
        // A marker per bucket with a sample (the canary's first has none but its page views).
        const sampled = (series: HealthSeries | undefined) =>
          series?.points.filter((point) => metric.value(point) !== null).length;
        expect(chart.querySelectorAll('.series-live-points > *')).toHaveLength(sampled(live) ?? -1);
        expect(chart.querySelectorAll('.series-canary-points > *')).toHaveLength(sampled(canary) ?? -1);
      }
    });

    it('draws the thresholds as labelled rules: the live error rate plus the watcher’s margin, and the Web Vitals’ good limits', () => {
      const errorRate = within(health).getByRole('img', {
        name: new RegExp(`^${escape(copy.health.charts.errorRate)}`),
      });
      expect(errorRate.querySelector('.threshold line')).toBeTruthy();
      expect(errorRate.querySelector('.threshold-label')?.textContent).toBe(`${copy.health.thresholds.errorRate} 2.8`);
      const lcp = within(health).getByRole('img', { name: new RegExp(`^${escape(copy.health.charts.lcp)}`) });
      expect(lcp.querySelector('.threshold-label')?.textContent).toBe(`${copy.health.thresholds.good} 2500`);
      expect(lcp.getAttribute('aria-label')).toContain(`${copy.health.thresholds.good} 2500`);
      const views = within(health).getByRole('img', { name: new RegExp(`^${escape(copy.health.charts.views)}`) });
      expect(views.querySelector('.threshold')).toBeNull();
    });

    it('holds every number of a chart in the table under it', () => {
      const figure = within(health).getByRole('figure', { name: copy.health.charts.lcp });
      const table = within(figure).getByRole('table');
      const rows = within(table).getAllByRole('row').slice(1);
      expect(rows).toHaveLength(live?.points.length ?? 0);
      rows.forEach((row, index) => {
        const cells = within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent);
        expect(cells).toEqual([String(live?.points[index]?.lcp), String(canary?.points[index]?.lcp ?? '')]);
      });
    });

    it('lists the errors by source', () => {
      const region = within(health).getByRole('region', { name: copy.health.errorsBySource });
      expect(within(region).getAllByRole('row')).toHaveLength(view.health.errorsBySource.length + 1);
    });

    it('says so when no reports came in the window, and draws nothing', () => {
      // A quiet window as it is read: every bucket there, none with a view.
      const none = { views: 0, clients: 0, errorRate: null, lcp: null, inp: null, cls: null };
      const quiet: ConsoleView = {
        ...view,
        health: {
          ...view.health,
          series: view.health.series.map((series) => ({
            ...series,
            points: series.points.map(({ at }) => ({ at, ...none })),
          })),
        },
      };
      const quietHealth = within(parse(renderConsolePage(quiet)).body).getByRole('region', {
        name: copy.sections.health,
      });
      expect(within(quietHealth).getByText(copy.health.noReports)).toBeTruthy();
      expect(within(quietHealth).queryByRole('img')).toBeNull();
    });
  });

  it('draws the contract as a graph with an arrow per module loaded, lists the same edges, and answers for the gates', () => {
    const contract = within(page.getByRole('region', { name: copy.sections.contract }));
    const graph = contract.getByRole('img', { name: new RegExp(escape(copy.contract.graph)) });
    expect(graph.getAttribute('aria-label')).toContain(
      'mfe-marketing@20261128T120000Z-1 loads ContactForm from mfe-forms@20261129T004500Z-1',
    );
    expect(graph.querySelectorAll('.node')).toHaveLength(view.contract.nodes.length);
    expect(graph.querySelectorAll('.edge')).toHaveLength(view.contract.edges.length);
    expect([...graph.querySelectorAll('.edge-label')].map((label) => label.textContent)).toEqual([
      'ContactForm',
      'ContactForm',
      'TrialRequestForm',
    ]);
    const table = contract.getByRole('table', { name: copy.contract.edgesCaption });
    expect(within(table).getAllByRole('row')).toHaveLength(view.contract.edges.length + 1);
    const select = contract.getByLabelText(copy.contract.gatesLabel) as HTMLSelectElement;
    expect(select.value).toBe('mfe-marketing@20261128T120000Z-2');
    expect([...select.querySelectorAll('optgroup')].map((group) => group.label)).toEqual(Object.keys(view.releases));
    expect(contract.getByText(view.gates?.sentence ?? '')).toBeTruthy();
    expect(contract.getByText(new RegExp(escape(copy.contract.refused)))).toBeTruthy();
  });

  it('shows the log as a timeline, newest first, an automatic rollback marked with its reason', () => {
    const log = within(page.getByRole('region', { name: copy.sections.log }));
    const items = log.getAllByRole('listitem');
    expect(items).toHaveLength(view.log.length);
    expect(items.map((item) => item.querySelector('time')?.getAttribute('datetime'))).toEqual(
      view.log.map((entry) => entry.at),
    );
    const automatic = items[1] as HTMLElement;
    expect(within(automatic).getByText(copy.log.automatic)).toBeTruthy();
    expect(automatic.textContent).toContain(view.log[1]?.reason);
    expect(within(items[0] as HTMLElement).getByText(copy.log.kinds.canary)).toBeTruthy();
    expect((log.getByLabelText(copy.log.filterLabel) as HTMLSelectElement).value).toBe('');
  });

  it('keeps the other filters when one form is submitted', () => {
    const filtered = parse(renderConsolePage({ ...view, logApp: 'mfe-forms' }));
    const healthForm = filtered.querySelector('#health form') as HTMLFormElement;
    expect(healthForm.getAttribute('action')).toBe('/#health');
    const submitted = [...healthForm.querySelectorAll<HTMLInputElement | HTMLSelectElement>('input, select')].map(
      (field) => `${field.name}=${field.value}`,
    );
    expect(submitted).toEqual([
      'log=mfe-forms',
      'gates=mfe-marketing@20261128T120000Z-2',
      'app=mfe-forms',
      'window=1h',
    ]);
  });
});

describe('the confirmation page', () => {
  it('names what changes, shows the app as it is and posts the same fields with the CSRF token', () => {
    const request = {
      kind: 'canary',
      app: 'mfe-marketing',
      release: '20261128T120000Z-2',
      share: 10,
      watch: true,
    } as const;
    const html = renderConfirmPage(request, rowOf('mfe-marketing'), 'the-csrf-token');
    expectNoScriptNorInlineStyle(html);
    const page = within(parse(html).body);
    expect(
      page.getByText(
        'Give mfe-marketing 20261128T120000Z-2 to 10 % of visitors, beside the live 20261128T120000Z-1, and watch it.',
      ),
    ).toBeTruthy();
    const form = page.getByRole('button', { name: copy.actions.confirm }).closest('form') as HTMLFormElement;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/actions');
    const fields = Object.fromEntries(
      [...form.querySelectorAll('input[type=hidden]')].map((input) => [
        input.getAttribute('name'),
        input.getAttribute('value'),
      ]),
    );
    expect(fields).toEqual({
      kind: 'canary',
      app: 'mfe-marketing',
      release: '20261128T120000Z-2',
      share: '10',
      watch: 'yes',
      csrf: 'the-csrf-token',
    });
    expect(page.getByRole('link', { name: copy.actions.cancel }).getAttribute('href')).toBe('/#live-set');
  });

  it('says that a rollback beside a canary ends it, and that promoting its release completes it', () => {
    const forms = rowOf('mfe-forms');
    expect(confirmation({ kind: 'rollback', app: 'mfe-forms' }, forms)).toBe(
      'End the canary of mfe-forms 20261129T004500Z-1: every visitor gets the live 20261128T150000Z-1 again.',
    );
    expect(confirmation({ kind: 'promote', app: 'mfe-forms', release: '20261129T004500Z-1' }, forms)).toBe(
      'Complete the canary of mfe-forms 20261129T004500Z-1: every visitor gets it, replacing 20261128T150000Z-1.',
    );
    expect(confirmation({ kind: 'canary', app: 'mfe-forms', release: '20261129T004500Z-1', share: 50 }, forms)).toBe(
      'Change the canary of mfe-forms 20261129T004500Z-1 from 25 % to 50 % of visitors.',
    );
    expect(confirmation({ kind: 'rollback', app: 'shell' }, rowOf('shell'))).toBe(
      'Roll shell back to 20261120T100000Z-1, replacing 20261128T090000Z-1.',
    );
    expect(confirmation({ kind: 'preview', app: 'mfe-blog', release: 'R', hours: 24 }, rowOf('mfe-blog'))).toBe(
      'Make a link that shows mfe-blog R to whoever opens it, for 24 hours.',
    );
    const html = renderConfirmPage({ kind: 'rollback', app: 'mfe-forms' }, forms, 'token');
    const page = within(parse(html).body);
    expect(page.getByText(/^End the canary of mfe-forms/)).toBeTruthy();
    expect(page.getByText(/20261129T004500Z-1, 25 %/)).toBeTruthy();
  });
});

describe('the outcome page', () => {
  it('shows a refusal as an alert with the gate’s sentence', () => {
    const refusal = 'refused by the compatibility gate: mfe-forms ContactForm no longer takes headingLevel';
    const html = renderOutcomePage({ kind: 'promote', app: 'mfe-forms', release: 'R' }, { ok: false, refusal });
    expectNoScriptNorInlineStyle(html);
    const page = within(parse(html).body);
    expect(page.getByRole('heading', { level: 1, name: copy.actions.refusedHeading })).toBeTruthy();
    expect(page.getByRole('alert').textContent).toBe(refusal);
    expect(page.getByRole('link', { name: copy.actions.back }).getAttribute('href')).toBe('/#live-set');
  });

  it('shows what the command printed, the preview link as a link', () => {
    const link = 'https://www.example.com/__preview?app=mfe-blog&release=R&expires=1&sig=abc';
    const lines = ['app       release  expires', 'mfe-blog  R        2026-11-30T02:00:00.000Z', link];
    const html = renderOutcomePage(
      { kind: 'preview', app: 'mfe-blog', release: 'R', hours: 24 },
      { ok: true, lines, link },
    );
    const page = within(parse(html).body);
    expect(page.getByRole('heading', { level: 1, name: copy.actions.done })).toBeTruthy();
    expect(page.getByRole('link', { name: link }).getAttribute('href')).toBe(link);
    expect(parse(html).querySelector('pre')?.textContent).toBe(`${lines.join('\n')}\n`);
    expect(page.queryByRole('alert')).toBeNull();
  });
});

it('the unauthorized page says how to get in', () => {
  const html = renderUnauthorizedPage();
  expectNoScriptNorInlineStyle(html);
  expect(within(parse(html).body).getByRole('heading', { level: 1, name: copy.unauthorized.heading })).toBeTruthy();
});

/** Each rule of `css`: its selectors (`:where()` unwrapped, as its specificity is all it adds) and its properties. */
function rulesOf(css: string): { selectors: string[]; properties: string[] }[] {
  return [...css.replace(/\/\*[\s\S]*?\*\//g, '').matchAll(/([^{}]+)\{([^}]*)\}/g)].map(
    ([, selectors = '', body = '']) => ({
      selectors: selectors
        .split(',')
        .map((selector) => selector.trim().replace(/^:where\((.*)\)$/, '$1'))
        .sort(),
      properties: [
        ...new Set(body.split(';').flatMap((declaration) => declaration.split(':')[0]?.trim() || [])),
      ].sort(),
    }),
  );
}

it('the stylesheet carries the rules Plot would have inlined: each of its selectors, with each property', () => {
  // The chart's own class (./charts/health-chart.ts); Plot's <style> is what the chart drops.
  const svg = Plot.plot({ document: new JSDOM('').window.document, className: 'plot', marks: [Plot.lineY([1, 2])] });
  const dropped = rulesOf(svg.querySelector('style')?.textContent ?? '');
  expect(dropped.length).toBeGreaterThan(0);
  const carried = rulesOf(readFileSync(consoleStylesheetFile, 'utf8'));
  for (const rule of dropped) {
    expect(carried.find((candidate) => candidate.selectors.join() === rule.selectors.join())).toEqual({
      selectors: rule.selectors,
      properties: expect.arrayContaining(rule.properties),
    });
  }
});

/** `text` as a literal in a regular expression. */
function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
