import { jsBudgetCheck, jsBudgetKb, jsBudgetsKb } from './budget';
import { compareLoads, type ScriptLoad } from './page-scripts';
import { notFoundPath } from './routes';

const script = (name: string, kb: number): ScriptLoad => ({
  url: `http://localhost:3000/${name}.js`,
  transferBytes: kb * 1024,
  encoding: 'br',
});

test("a route's budget is its registry path's: every blog post has /blog/:slug's", () => {
  expect(jsBudgetKb('/blog/zero-data-egress')).toBe(jsBudgetsKb['/blog/:slug']);
  expect(jsBudgetKb('/blog')).toBe(jsBudgetsKb['/blog']);
});

test('JavaScript over the budget fails, at it passes, and a route without one fails', () => {
  const home = jsBudgetsKb['/'] ?? 0;
  expect(jsBudgetCheck('/', '/', home).verdict).toBe('PASS');
  expect(jsBudgetCheck('/', '/', home + 0.1).verdict).toBe('FAIL');
  expect(jsBudgetCheck('/', '/', null).verdict).toBe('FAIL');
  const unbudgeted = jsBudgetCheck('/new-page', '/new-page', 10);
  expect(unbudgeted.verdict).toBe('FAIL');
  expect(unbudgeted.detail).toContain('no budget for /new-page');
});

test("the 404 page is checked against an entry of its own, not left without one or given a page's", () => {
  const route = `${notFoundPath} (404 page)`;
  const max = jsBudgetsKb[notFoundPath];
  if (max === undefined) throw new Error(`no entry for ${notFoundPath}`);

  expect(jsBudgetKb(notFoundPath)).toBe(max);
  expect(jsBudgetCheck(route, notFoundPath, max - 0.7)).toEqual({
    route,
    verdict: 'PASS',
    detail: `JS ${(max - 0.7).toFixed(1)} KB ≤ ${max} KB`,
  });
  expect(jsBudgetCheck(route, notFoundPath, max + 0.1).verdict).toBe('FAIL');
});

test('a route without a budget is told the one the rule gives it: its JS rounded up to the next 5 KB', () => {
  const proposed = (kb: number | null) => jsBudgetCheck('/new-page', '/new-page', kb).detail;

  expect(proposed(12.3)).toBe(
    'JS 12.3 KB: no budget for /new-page in tools/bench/budget.ts (its JS rounded up to the next 5 KB: 15)',
  );
  expect(proposed(15)).toMatch(/: 15\)$/);
  expect(proposed(15.01)).toMatch(/: 20\)$/);
  expect(proposed(null)).toBe('JS – KB: no budget for /new-page in tools/bench/budget.ts');
});

test('a route loaded twice is checked on its larger load: a script only one load asked for counts', () => {
  const home = jsBudgetsKb['/'] ?? 0;
  // 1 KB within the budget, and 1 KB over it when the script that loads only sometimes does.
  const always = [script('entry', 100), script('page', home - 101)];
  const sometimes = script('near-viewport', 2);

  for (const loads of [
    [always, [...always, sometimes]],
    [[...always, sometimes], always],
  ]) {
    const { smallest, largestBytes, notEveryLoad } = compareLoads(loads);
    expect(smallest).toEqual(always);
    expect(largestBytes).toBe((home + 1) * 1024);
    expect(notEveryLoad).toEqual([sometimes.url]);
    expect(jsBudgetCheck('/', '/', largestBytes / 1024)).toEqual({
      route: '/',
      verdict: 'FAIL',
      detail: `JS ${home + 1}.0 KB ≤ ${home} KB`,
    });
  }
});

test('a script either load asked for and the other did not is named, whichever load is larger', () => {
  const first = [script('entry', 100), script('racy-a', 5)];
  const second = [script('entry', 100), script('racy-b', 1)];

  expect(compareLoads([first, second])).toEqual({
    smallest: second,
    largestBytes: 105 * 1024,
    notEveryLoad: [first[1]?.url, second[1]?.url],
  });
});
