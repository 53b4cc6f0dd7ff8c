/**
 * The page's data: loaded once per key in a server render, written as a JSON block that no text
 * can close early, and read back whole by the browser.
 */
import { createPageDataLoads, PAGE_DATA_ID, pageDataElement, renderedPageData } from './page-data';

test("a render's loads start each key's request once and keep what it gave", async () => {
  const loads = createPageDataLoads();
  const start = jest.fn(async () => ({ title: 'A post' }));
  const first = loads.load('post a', start);
  expect(loads.load('post a', start)).toBe(first);
  expect(loads.data).toEqual({});
  await first;
  expect(start).toHaveBeenCalledTimes(1);
  expect(loads.data).toEqual({ 'post a': { title: 'A post' } });
});

test('a load that fails keeps nothing and rejects', async () => {
  const loads = createPageDataLoads();
  await expect(loads.load('post a', async () => Promise.reject(new Error('503')))).rejects.toThrow('503');
  expect(loads.data).toEqual({});
});

test('the data block round-trips through the page, "</script>" and comments included, and runs nothing', () => {
  const data = {
    'post a': { title: 'Ends </script><script>window.hacked = true</script> <!-- here', content: '<p>x</p>' },
    'post b': null,
  };
  document.body.innerHTML = `<div id="root"></div>${pageDataElement(data)}<p id="after">after</p>`;
  expect(document.scripts).toHaveLength(1);
  expect(document.getElementById(PAGE_DATA_ID)).toHaveAttribute('type', 'application/json');
  expect(document.getElementById('after')).toBeInTheDocument();
  expect(renderedPageData()).toEqual(data);
});

test('a page without a data block has none', () => {
  document.body.innerHTML = '<div id="root"></div>';
  expect(renderedPageData()).toEqual({});
});
