import { appConfigFromEnv, type AppConfig } from 'shared/app-config';
import {
  appOfModule,
  appOfScript,
  firstStackUrl,
  pageAppOf,
  releaseOf,
  reportMessage,
  reportRoute,
  viewApps,
} from './attribution';

const legalRelease = 'http://localhost:3004/20261125T120000Z-1/';
const page = { title: 'A page', description: 'A page.', sitemap: true };
const config: AppConfig = {
  ...appConfigFromEnv({}, { mfe_legal: `${legalRelease}mf-manifest.json` }),
  releases: { shell: '20261125T110000Z-1', 'mfe-legal': '20261125T120000Z-1' },
  pages: [
    { ...page, path: '/', remote: 'mfe_marketing', module: 'HomePage' },
    { ...page, path: '/blog/:slug', remote: 'mfe_blog', module: 'BlogPostPage' },
    { ...page, path: '/cookie-policy', remote: 'mfe_legal', module: 'CookiePolicyPage' },
  ],
};
const shellOrigin = 'http://localhost:3000';

test('an app’s release is the configuration’s, else dev', () => {
  expect(releaseOf(config, 'mfe-legal')).toBe('20261125T120000Z-1');
  expect(releaseOf(config, 'mfe-blog')).toBe('dev');
  expect(releaseOf(appConfigFromEnv({}), 'shell')).toBe('dev');
});

test('a page’s app is its route’s remote, the shell’s for the 404 page, none for a redirect', () => {
  expect(pageAppOf(config, '/')).toBe('mfe-marketing');
  expect(pageAppOf(config, '/blog/private-ai')).toBe('mfe-blog');
  expect(pageAppOf(config, '/cookie-policy')).toBe('mfe-legal');
  expect(pageAppOf(config, '/no-such-page')).toBe('shell');
  expect(pageAppOf(config, '/terms')).toBeUndefined();
  // The route table is the configuration's: a page the served releases lack is the 404 page's.
  expect(pageAppOf({ ...config, pages: [] }, '/cookie-policy')).toBe('shell');
  expect(viewApps(config, ['mfe-legal'])).toEqual({ shell: '20261125T110000Z-1', 'mfe-legal': '20261125T120000Z-1' });
  expect(viewApps(config, ['mfe-marketing', 'mfe-forms'])).toEqual({
    shell: '20261125T110000Z-1',
    'mfe-marketing': 'dev',
    'mfe-forms': 'dev',
  });
});

test('a boundary’s module names its app by its container', () => {
  expect(appOfModule('mfe_forms/ContactForm')).toBe('mfe-forms');
  expect(appOfModule('mfe_legal/CookiePolicyPage')).toBe('mfe-legal');
  expect(appOfModule('elsewhere/Thing')).toBeUndefined();
});

test('routes and messages are cut to what the api accepts', () => {
  expect(reportRoute('/blog/caf%C3%A9~1')).toBe('/blog/caf_C3_A9_1');
  expect(reportRoute(`/${'a'.repeat(300)}`)).toHaveLength(200);
  expect(reportMessage(new Error('x'.repeat(400)))).toHaveLength(300);
  expect(reportMessage('a rejection')).toBe('a rejection');
  expect(reportMessage({ code: 1 }, 'Unhandled rejection')).toBe('Unhandled rejection');
  expect(reportMessage(new Error(''), 'Uncaught Error')).toBe('Uncaught Error');
});

test('the first script URL of a stack, from Chromium’s frames and from Firefox’s and Safari’s', () => {
  expect(
    firstStackUrl(
      `TypeError: x is undefined\n    at onClick (${legalRelease}771.3121a99a.js:2:1234)\n    at ${shellOrigin}/470.1348c844.js:1:99`,
    ),
  ).toBe(`${legalRelease}771.3121a99a.js`);
  expect(firstStackUrl(`Error: boom\n    at ${shellOrigin}/main.0559af66.js:3:10`)).toBe(
    `${shellOrigin}/main.0559af66.js`,
  );
  expect(firstStackUrl(`onClick@${legalRelease}771.js:2:1234\n@${shellOrigin}/main.js:1:1`)).toBe(
    `${legalRelease}771.js`,
  );
  expect(firstStackUrl('Error: boom\n    at <anonymous>')).toBeUndefined();
});

test('a script is a remote’s when under its release’s folder, the shell’s on its origin, else no one’s', () => {
  expect(appOfScript(config, `${legalRelease}771.3121a99a.js`, shellOrigin)).toBe('mfe-legal');
  expect(appOfScript(config, 'http://localhost:3001/209.1670e1f8.js', shellOrigin)).toBe('mfe-marketing');
  expect(appOfScript(config, `${shellOrigin}/main.0559af66.js`, shellOrigin)).toBe('shell');
  // Another release of the same remote, an extension, a third party.
  expect(appOfScript(config, 'http://localhost:3004/20261101T000000Z-1/771.js', shellOrigin)).toBeUndefined();
  expect(appOfScript(config, 'chrome-extension://abcdef/content.js', shellOrigin)).toBeUndefined();
  expect(appOfScript(config, 'https://www.googletagmanager.com/gtag/js?id=G-1', shellOrigin)).toBeUndefined();
  expect(appOfScript(config, 'not a url', shellOrigin)).toBeUndefined();
});

test('a remote served from the shell’s own origin is still the remote’s', () => {
  const sameOrigin: AppConfig = {
    ...config,
    remotes: { ...config.remotes, mfe_blog: `${shellOrigin}/releases/mfe-blog/r2/mf-manifest.json` },
  };
  expect(appOfScript(sameOrigin, `${shellOrigin}/releases/mfe-blog/r2/12.js`, shellOrigin)).toBe('mfe-blog');
});
