import { jsBudgetCheck, jsBudgetKb, jsBudgetsKb } from './budget';

test('every budget is a multiple of 5 KB, and the home page has at most 130 KB', () => {
  for (const kb of Object.values(jsBudgetsKb)) expect(kb % 5).toBe(0);
  expect(jsBudgetKb('/')).toBeLessThanOrEqual(130);
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
