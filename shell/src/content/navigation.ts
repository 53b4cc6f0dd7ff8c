/** Header and footer navigation as data: names, descriptions and destinations (docs/product.md#routes-and-screens). */
import { homeSectionHref, paths } from 'shared/paths';
import { site } from 'shared/site';

export interface NavEntry {
  name: string;
  description: string;
  href: string;
}

/** A header dropdown: exactly the spec's entries, each a name with a short description. */
export interface NavMenu {
  label: string;
  entries: readonly NavEntry[];
}

export interface NavLink {
  label: string;
  href: string;
}

export const productsMenu = {
  label: 'Products',
  entries: [
    {
      name: 'Enterprise AI',
      description: 'Private, auditable models trained on your data and served inside your infrastructure.',
      href: paths.enterpriseAi,
    },
    {
      name: 'Enterprise 360',
      description: 'Contextual private search across all your enterprise data, with built-in RBAC.',
      href: paths.enterprise360,
    },
    {
      name: 'Enterprise Agents',
      description: 'Autonomous agents that coordinate tasks across your existing systems.',
      href: paths.enterpriseAgents,
    },
  ],
} as const satisfies NavMenu;

export const solutionsMenu = {
  label: 'Solutions',
  entries: [
    {
      name: 'Enterprise Automation',
      description: 'Front-office and back-office automation with measurable ROI.',
      href: paths.enterpriseAutomation,
    },
    {
      name: 'Financial Services',
      description: 'Private AI for banks, asset managers, insurers and fintechs.',
      href: paths.financialServices,
    },
    {
      name: 'Insurance & Healthcare',
      description: 'HIPAA-ready AI for underwriting, claims and patient operations.',
      href: paths.insuranceHealthcare,
    },
    {
      name: 'Government',
      description: 'Sovereign AI for federal, state, local and education agencies.',
      href: paths.government,
    },
    {
      name: 'Manufacturing',
      description: 'AI for quality, maintenance and supply chain, on your own floor.',
      href: paths.comingSoon,
    },
  ],
} as const satisfies NavMenu;

export const headerLinks = [
  { label: 'Privacy', href: homeSectionHref('privacy') },
  { label: 'About', href: paths.about },
  { label: 'Contact', href: homeSectionHref('contact') },
] as const satisfies readonly NavLink[];

export const headerCopy = {
  homeLabel: `${site.brand} home`,
  navLabel: 'Main',
  trial: { label: 'Trial', href: paths.trial },
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
} as const;

export interface FooterColumn {
  title: string;
  links: readonly NavLink[];
}

export const footerColumns = [
  {
    title: 'Products',
    links: [
      { label: 'Enterprise AI', href: paths.enterpriseAi },
      { label: 'Enterprise 360', href: paths.enterprise360 },
      { label: 'Enterprise Agents', href: paths.enterpriseAgents },
    ],
  },
  {
    title: 'Solutions',
    links: [
      { label: 'Enterprise Automation', href: paths.enterpriseAutomation },
      { label: 'Financial Services', href: paths.financialServices },
      { label: 'Insurance & Healthcare', href: paths.insuranceHealthcare },
      { label: 'Government', href: paths.government },
    ],
  },
  {
    title: 'Company',
    links: [
      { label: 'About', href: paths.about },
      { label: 'Trust Center', href: paths.trustCenter },
      { label: 'Blog', href: paths.blog },
      { label: 'Careers', href: paths.comingSoon },
      { label: 'Contact', href: homeSectionHref('contact') },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', href: paths.privacyPolicy },
      { label: 'Terms of Service', href: paths.termsOfService },
      { label: 'Cookie Policy', href: paths.cookiePolicy },
    ],
  },
] as const satisfies readonly FooterColumn[];

export const footerCopy = {
  tagline: 'Private, self-hosted, LLM-agnostic enterprise AI that never leaves your tenant.',
  contactLabel: 'Talk to us',
  office: `Headquarters: ${site.office}`,
  cookieSettings: 'Cookie preferences',
  copyright: (year: number) => `© ${year} ${site.brand}, Inc. All rights reserved.`,
} as const;
