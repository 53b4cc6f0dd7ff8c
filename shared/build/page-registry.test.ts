/**
 * @jest-environment node
 */
import { linkedPaths } from './page-registry';

test("the paths of every internal href, deeply, once, without query or hash; others' links are not", () => {
  const navigation = {
    menu: { label: 'Products', entries: [{ name: 'AI', href: '/enterprise-ai' }] },
    links: [
      { label: 'Contact', href: '/?section=contact' },
      { label: 'Home', href: '/' },
      { label: 'Form', href: '/enterprise-ai#contact-form' },
      { label: 'Mail', href: 'mailto:info@example.com' },
      { label: 'Elsewhere', href: '//example.com/x' },
      { label: 'Other site', href: 'https://example.com/y' },
    ],
    copyright: (year: number) => `© ${year}`,
    count: 3,
  };
  expect(linkedPaths(navigation)).toEqual(['/', '/enterprise-ai']);
});
