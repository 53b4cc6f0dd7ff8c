import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { paths } from 'shared/paths';
import { site } from 'shared/site';
import { useSiteStore } from 'shared/site-store';
import { renderOnPath, sectionNamed } from '../testing/render-document';
import { CookiePolicyPage } from './CookiePolicyPage';

function renderCookiePolicy() {
  return renderOnPath(CookiePolicyPage, paths.cookiePolicy);
}

test('explains the three categories', () => {
  renderCookiePolicy();

  expect(sectionNamed('2. Strictly Necessary')).toHaveTextContent('always on');
  expect(sectionNamed('3. Analytics')).toHaveTextContent('It runs only after you allow analytics');
  expect(sectionNamed('4. Marketing')).toHaveTextContent('This site currently sets no marketing cookies');
});

test('lists what the site really stores, with purpose, duration and category', () => {
  renderCookiePolicy();

  const cookies = within(screen.getByRole('table', { name: 'Cookies and storage used by this site' }));
  expect(cookies.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Name',
    'Purpose',
    'Duration',
    'Category',
  ]);
  const rows = cookies.getAllByRole('row').slice(1);
  expect(
    rows.map((row) => [row.children[0]?.textContent, row.children[2]?.textContent, row.children[3]?.textContent]),
  ).toEqual([
    [site.consentStorageKey, '13 months', 'Strictly necessary'],
    ['veritenant-consent-records', 'Until it is sent', 'Strictly necessary'],
    ['vt_cohort', '7 days', 'Strictly necessary'],
    ['vt_preview_<app>', 'At most a day', 'Strictly necessary'],
    ['_GRECAPTCHA', '6 months', 'Strictly necessary'],
    ['utm_source, utm_medium, utm_campaign, utm_term, utm_content', 'Until you close the browser tab', 'Analytics'],
    ['_ga', '12 months from your last visit', 'Analytics'],
    ['_ga_<container-id>', '12 months from your last visit', 'Analytics'],
    ['None', 'Not applicable', 'Marketing'],
  ]);
  expect(cookies.getByRole('row', { name: new RegExp(`^${site.consentStorageKey}`) })).toHaveTextContent(
    'Kept in your browser’s local storage, not a cookie',
  );
  expect(cookies.getByRole('row', { name: /^vt_cohort/ })).toHaveTextContent(
    'A random number from 0 to 99 that keeps you on the same release of the site across pages and visits',
  );
  expect(cookies.getByRole('row', { name: /^vt_cohort/ })).toHaveTextContent('It holds no personal data');
  expect(cookies.getByRole('row', { name: /^vt_preview_/ })).toHaveTextContent(
    'Set only in the browser of a member of our team who opened a preview link',
  );
  expect(sectionNamed('6. How Long Cookies Last')).toHaveTextContent(
    'no more than 7 days (the cohort cookie, set only while a gradual release runs, 7 days; a preview cookie at most a day)',
  );
});

test('says which reports need no consent and why, and that Core Web Vitals wait for analytics consent', () => {
  renderCookiePolicy();

  const reports = sectionNamed('8. Reports on How the Site Works');
  expect(reports).toHaveTextContent('with no cookie');
  expect(reports).toHaveTextContent('We keep no IP address, no cookie, no browser details and no identifier');
  expect(reports).toHaveTextContent('They are sent whatever your choice, because they keep the site working');
  expect(reports).toHaveTextContent('Core Web Vitals');
  expect(reports).toHaveTextContent('they wait for your consent to analytics and stop when you switch analytics off');
  expect(sectionNamed('2. Strictly Necessary')).toHaveTextContent('set no cookie (see Reports on How the Site Works)');
});

test('says that every choice is recorded, what a record holds and for how long', () => {
  renderCookiePolicy();

  const records = sectionNamed('7. Records of Your Choices');
  expect(records).toHaveTextContent('we keep a record of every choice you make');
  expect(records).toHaveTextContent('a random consent ID created in your browser');
  expect(records).toHaveTextContent('no IP address, no browser details and no cookie');
  expect(records).toHaveTextContent(
    'We keep each record for 25 months (the 13 months your choice is valid, plus a year',
  );
  expect(records).toHaveTextContent('The cookie preferences show your consent ID and the date of your choice');
});

test('the Manage Cookie Preferences button opens the shell’s dialog through the shared store', async () => {
  renderCookiePolicy();
  expect(useSiteStore.getState().preferencesOpen).toBe(false);

  await userEvent.click(
    within(sectionNamed('9. Managing Your Preferences')).getByRole('button', { name: 'Manage Cookie Preferences' }),
  );

  expect(useSiteStore.getState().preferencesOpen).toBe(true);
});

test('states how Do-Not-Track and Global Privacy Control are honoured', () => {
  renderCookiePolicy();

  const signals = sectionNamed('10. Do-Not-Track and Global Privacy Control');
  expect(signals).toHaveTextContent('Analytics and marketing start off for every visitor, whatever the browser sends');
  expect(signals).toHaveTextContent('the cookie banner tells you so');
  expect(signals).toHaveTextContent('only an explicit choice');
});
