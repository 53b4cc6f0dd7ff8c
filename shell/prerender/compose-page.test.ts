/**
 * @jest-environment node
 */
import { composePage, type CapturedPage } from './compose-page';

// The shape the shell's build writes (html-webpack-plugin, minified).
const appPage =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"/><title>Veritenant | Private AI</title>' +
  '<meta name="description" content="Site-wide description."/>' +
  '<link rel="preload" href="/app-config.json" as="fetch" crossorigin="anonymous"/>' +
  '<script defer="defer" src="/main.1234abcd.js"></script></head>' +
  '<body><div id="root"></div><noscript>This site needs JavaScript to show its pages.</noscript></body></html>';

const page: CapturedPage = {
  path: '/blog/a-post',
  title: 'A "quoted" <post> | Veritenant',
  description: 'Risks & rewards',
  rootHtml: '<header>Veritenant</header><main><h1>A post</h1></main><footer></footer>',
  stylesheets: ['/bootstrap.aaaa1111.css', 'https://blog.example.com/BlogPostPage.bbbb2222.css'],
  scripts: ['/bootstrap.cccc3333.js', 'https://blog.example.com/remoteEntry.js'],
  fetches: ['https://blog.example.com/mf-manifest.json'],
};

const meta = { siteUrl: 'https://www.example.com/', siteName: 'Veritenant', type: 'article' } as const;

test('puts the rendered page in a marked #root, keeping the shell’s scripts', () => {
  const html = composePage(appPage, page, meta);
  expect(html).toContain(`<div id="root" data-prerendered>${page.rootHtml}</div>`);
  expect(html).toContain('<script defer="defer" src="/main.1234abcd.js"></script>');
  expect(html).not.toContain('<noscript>');
});

test('gives the page its own title and description, escaped', () => {
  const html = composePage(appPage, page, meta);
  expect(html).toContain('<title>A &quot;quoted&quot; &lt;post&gt; | Veritenant</title>');
  expect(html).toContain('<meta name="description" content="Risks &amp; rewards" />');
  expect(html).not.toContain('Site-wide description.');
});

test('adds the canonical URL and Open Graph tags on the public origin', () => {
  const html = composePage(appPage, page, meta);
  expect(html).toContain('<link rel="canonical" href="https://www.example.com/blog/a-post" />');
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toContain('<meta property="og:title" content="A &quot;quoted&quot; &lt;post&gt; | Veritenant" />');
  expect(html).toContain('<meta property="og:url" content="https://www.example.com/blog/a-post" />');
  expect(html).toContain('<meta property="og:site_name" content="Veritenant" />');
});

test('links the stylesheets and preloads the manifest and scripts, all in the head', () => {
  const html = composePage(appPage, page, meta);
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain('<link rel="stylesheet" href="https://blog.example.com/BlogPostPage.bbbb2222.css" />');
  expect(head).toContain('<link rel="stylesheet" href="/bootstrap.aaaa1111.css" />');
  expect(head).toContain(
    '<link rel="preload" href="https://blog.example.com/mf-manifest.json" as="fetch" crossorigin="anonymous" />',
  );
  expect(head).toContain('<link rel="preload" href="https://blog.example.com/remoteEntry.js" as="script" />');
  expect(head).toContain('<link rel="preload" href="/bootstrap.cccc3333.js" as="script" />');
});

test('structured data is embedded as JSON that cannot close its script element', () => {
  const html = composePage(appPage, page, { ...meta, structuredData: { name: '</script><script>alert(1)' } });
  expect(html).toContain(
    '<script type="application/ld+json">{"name":"\\u003c/script>\\u003cscript>alert(1)"}</script>',
  );
});

test('an app page without an empty #root is refused rather than half-filled', () => {
  expect(() => composePage(appPage.replace('<div id="root"></div>', ''), page, meta)).toThrow('empty #root');
});
