import { composePage, type RenderedPage } from './compose-page';

// The shape the shell's build writes (html-webpack-plugin, minified).
const appPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Veritenant | Private AI</title>' +
  '<meta name="description" content="Site-wide description."/>' +
  '<link rel="preload" href="/app-config.json" as="fetch" crossorigin="anonymous"/>' +
  '<script defer="defer" src="/main.1234abcd.js"></script></head>' +
  '<body><div id="root"></div><noscript>This site needs JavaScript to show its pages.</noscript></body></html>';

const page: RenderedPage = {
  path: '/blog/a-post',
  title: 'A "quoted" <post> | Veritenant',
  description: 'Risks & rewards',
  rootHtml: '<header>Veritenant</header><main><h1>A post</h1></main><footer></footer>',
  stylesheets: [
    { href: '/bootstrap.aaaa1111.css', css: '.sh-a{color:red}' },
    { href: 'https://blog.example.com/BlogPostPage.bbbb2222.css', css: '.bl-b{margin:0}' },
  ],
  scripts: ['/bootstrap.cccc3333.js', 'https://blog.example.com/remoteEntry.js'],
  fetches: ['https://blog.example.com/mf-manifest.json'],
};

/** Stands for the compiled starter (`app-starter.js`), the same on every page. */
const shell = { appPage, starter: '(()=>{startTheApp()})();' };

const meta = { siteUrl: 'https://www.example.com/', siteName: 'Veritenant', type: 'article' } as const;

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
/** Everything after the rendered page: where the app's starter goes. */
const starterOf = (html: string) => html.slice(html.indexOf(page.rootHtml) + page.rootHtml.length);

/** The starter's plan: the JSON the page carries beside its code. */
function planOf(html: string): unknown {
  const json = /<script type="application\/json" id="app-starter-plan">([^<]*)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : JSON.parse(json);
}

test('puts the rendered page in a marked #root, the shell’s scripts started by the starter after it', () => {
  const html = composePage(shell, page, meta);
  expect(html).not.toContain('<script defer');
  expect(html).not.toContain('rel="preload" href="https://blog.example.com');
  expect(starterOf(html)).toBe(
    `</div><script type="application/json" id="app-starter-plan">${JSON.stringify(planOf(html))}</script>` +
      '<script id="app-starter">(()=>{startTheApp()})();</script></body></html>',
  );
  expect(planOf(html)).toEqual({
    scripts: ['/main.1234abcd.js'],
    stylesheets: ['/bootstrap.aaaa1111.css', 'https://blog.example.com/BlogPostPage.bbbb2222.css'],
    preloads: [
      { href: '/app-config.json', as: 'fetch' },
      { href: 'https://blog.example.com/mf-manifest.json', as: 'fetch' },
      { href: '/bootstrap.cccc3333.js', as: 'script' },
      { href: 'https://blog.example.com/remoteEntry.js', as: 'script' },
    ],
  });
});

test('the starter’s code is the same on every page (one hash for a Content-Security-Policy)', () => {
  const starterCode = (html: string) => /<script id="app-starter">([^<]*)<\/script>/.exec(html)?.[1];
  const other = composePage(shell, { ...page, path: '/about', scripts: [], fetches: [] }, meta);
  expect(starterCode(other)).toBe(starterCode(composePage(shell, page, meta)));
  expect(() => composePage({ ...shell, starter: 'x("</script>")' }, page, meta)).toThrow('</script');
});

test('the run-time config is fetched with the app too, not by the HTML before the first paint', () => {
  const html = composePage(shell, page, meta);
  expect(headOf(html)).not.toContain('/app-config.json');
  expect(starterOf(html)).toContain('{"href":"/app-config.json","as":"fetch"}');
});

test('structured data is embedded as JSON that cannot close its script element', () => {
  const html = composePage(shell, page, { ...meta, structuredData: { name: '</script><script>alert(1)' } });
  expect(html).toContain(
    '<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>alert(1)"}</script>',
  );
});

test('the data the page was rendered from is a JSON block that cannot close its element, and reads back whole', () => {
  const data = { 'post a-post': { title: 'A </script><script>alert(1)</script> <!-- post', content: '<p>Text</p>' } };
  const html = composePage(shell, { ...page, data }, meta);
  const block = /<script type="application\/json" id="page-data">([^<]*)<\/script>/.exec(html)?.[1];
  expect(block).toBeDefined();
  expect(starterOf(html).startsWith(`</div><script type="application/json" id="page-data">`)).toBe(true);
  expect(JSON.parse(block!)).toEqual(data);
  expect(composePage(shell, page, meta)).not.toContain('id="page-data"');
});

test('an app page without an empty #root is refused rather than half-filled', () => {
  expect(() => composePage({ ...shell, appPage: appPage.replace('<div id="root"></div>', '') }, page, meta)).toThrow(
    'empty #root',
  );
});
