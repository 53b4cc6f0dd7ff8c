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
  stylesheets: [
    { href: '/bootstrap.aaaa1111.css', css: '.sh-a{color:red}' },
    { href: 'https://blog.example.com/BlogPostPage.bbbb2222.css', css: '.bl-b{margin:0}' },
  ],
  scripts: ['/bootstrap.cccc3333.js', 'https://blog.example.com/remoteEntry.js'],
  fetches: ['https://blog.example.com/mf-manifest.json'],
};

const meta = { siteUrl: 'https://www.example.com/', siteName: 'Veritenant', type: 'article' } as const;

const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
/** Everything after the rendered page: where the app's starter goes. */
const starterOf = (html: string) => html.slice(html.indexOf(page.rootHtml) + page.rootHtml.length);

test('puts the rendered page in a marked #root, keeping the shell’s scripts', () => {
  const html = composePage(appPage, page, meta);
  expect(html).toContain(`<div id="root" data-prerendered>${page.rootHtml}</div>`);
  expect(html).not.toContain('<noscript>');
});

test('holds the first paint until the page is parsed up to the starter that follows it', () => {
  const html = composePage(appPage, page, meta);
  expect(headOf(html)).toContain('<link rel="expect" href="#app-starter" blocking="render" />');
  expect(starterOf(html)).toMatch(/^<\/div>\s*<script id="app-starter">/);
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

test('inlines the styles in the head', () => {
  const head = headOf(composePage(appPage, page, meta));
  expect(head).toContain('<style>.sh-a{color:red}</style>');
  expect(head).toContain('<style>.bl-b{margin:0}</style>');
  expect(head).not.toContain('rel="stylesheet"');
});

test('a stylesheet with url()s stays a link, since they are relative to its own address', () => {
  const withImage = { ...page, stylesheets: [{ href: '/hero.cccc3333.css', css: '.a{background:url(a.svg)}' }] };
  expect(composePage(appPage, withImage, meta)).toContain(
    '<link rel="stylesheet" href="https://www.example.com/hero.cccc3333.css" />',
  );
});

test('the app starts after the first paint: its scripts and preloads are added then, none before', () => {
  const html = composePage(appPage, page, meta);
  expect(html).not.toContain('<script defer');
  expect(html).not.toContain('rel="preload" href="https://blog.example.com');
  const starter = starterOf(html);
  expect(starter).toContain("new PerformanceObserver(start).observe({ type: 'paint', buffered: true })");
  expect(starter).toContain('{"href":"https://blog.example.com/mf-manifest.json","as":"fetch"}');
  expect(starter).toContain('{"href":"https://blog.example.com/remoteEntry.js","as":"script"}');
  expect(starter).toContain('{"href":"/bootstrap.cccc3333.js","as":"script"}');
  expect(starter).toContain('const scripts = ["/main.1234abcd.js"]');
});

test('the run-time config is fetched with the app too, not by the HTML before the first paint', () => {
  const html = composePage(appPage, page, meta);
  expect(headOf(html)).not.toContain('/app-config.json');
  expect(starterOf(html)).toContain('{"href":"/app-config.json","as":"fetch"}');
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
