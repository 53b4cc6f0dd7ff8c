/** The files crawlers read beside the pages: `sitemap.xml`, `robots.txt`, and the organisation. */
import { site } from 'shared/site';
import { canonicalUrl, escapeHtml } from './compose-page';

export interface SitemapEntry {
  path: string;
  /** ISO date of the last change, when known (a blog post's publication). */
  lastModified?: string;
}

export function sitemapXml(siteUrl: string, entries: readonly SitemapEntry[]): string {
  const urls = entries.map((entry) => {
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(canonicalUrl(siteUrl, entry.path))}</loc>${lastModified}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">
${urls.join('\n')}
</urlset>
`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *
Allow: /

Sitemap: ${canonicalUrl(siteUrl, '/sitemap.xml')}
`;
}

/** schema.org Organization for the home page, from the site constants. */
export function organizationData(siteUrl: string): object {
  const [city = site.office, region] = site.office.split(',').map((part) => part.trim());
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: site.brand,
    url: canonicalUrl(siteUrl, '/'),
    slogan: site.tagline,
    email: site.enterpriseEmail,
    telephone: site.phone,
    address: { '@type': 'PostalAddress', addressLocality: city, addressRegion: region, addressCountry: 'US' },
    contactPoint: [
      { '@type': 'ContactPoint', contactType: 'sales', email: site.salesEmail, telephone: site.phone },
      { '@type': 'ContactPoint', contactType: 'customer support', email: site.infoEmail },
    ],
  };
}
