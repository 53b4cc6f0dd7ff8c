import { organizationData, robotsTxt, sitemapXml } from './site-files';

test('the sitemap lists every page on the public origin, with the date of a post', () => {
  const xml = sitemapXml('https://www.example.com', [
    { path: '/' },
    { path: '/blog/a-post', lastModified: '2025-09-16T00:00:00.000Z' },
  ]);
  expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
  expect(xml).toContain('<url><loc>https://www.example.com/</loc></url>');
  expect(xml).toContain('<url><loc>https://www.example.com/blog/a-post</loc><lastmod>2025-09-16</lastmod></url>');
});

test('robots.txt allows everything and names the sitemap', () => {
  expect(robotsTxt('https://www.example.com')).toBe(
    'User-agent: *\nAllow: /\n\nSitemap: https://www.example.com/sitemap.xml\n',
  );
});

test('the organisation: name, address and contacts from the site constants', () => {
  expect(organizationData('https://www.example.com')).toMatchObject({
    '@type': 'Organization',
    name: 'Veritenant',
    url: 'https://www.example.com/',
    address: { addressLocality: 'Campbell', addressRegion: 'CA' },
    email: 'enterprise@veritenant.example',
  });
});
