/**
 * Every URL of the site, written once. Links, the shell's route table and the remotes'
 * standalone harnesses build their URLs from here; no other module writes a path.
 */

/** Sections of the home page that links can scroll to through `/?section=`. */
export type HomeSection = 'products' | 'solutions' | 'privacy' | 'contact';

export const paths = {
  home: '/',
  enterpriseAi: '/enterprise-ai',
  enterpriseAgents: '/enterprise-agents',
  enterprise360: '/enterprise-360',
  enterpriseAutomation: '/enterprise-automation',
  financialServices: '/financial-services',
  insuranceHealthcare: '/insurance-healthcare',
  government: '/government',
  about: '/about',
  trial: '/trial',
  trustCenter: '/trust-center',
  blog: '/blog',
  blogPost: '/blog/:slug',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  cookiePolicy: '/cookie-policy',
  comingSoon: '/coming-soon',
  /** Short links used inside the trial form; the shell redirects them to the legal pages. */
  termsShortLink: '/terms',
  privacyShortLink: '/privacy',
  /** A preview link's landing and its way out: the servers set and clear the preview cookies there. */
  preview: '/_preview',
  previewExit: '/_preview/exit',
} as const;

/** `/?section=contact`: the home page scrolls to that section. */
export function homeSectionHref(section: HomeSection): string {
  return `${paths.home}?section=${section}`;
}

export function blogPostHref(slug: string): string {
  return paths.blogPost.replace(':slug', encodeURIComponent(slug));
}
