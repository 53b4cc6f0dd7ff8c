/** Copy of the home page: hero, claims and the four anchored sections the header links to. */
import { homeSectionHref, paths, type HomeSection } from 'shared/paths';
import { site } from 'shared/site';

export const homeHero = {
  eyebrow: 'Private, self-hosted, LLM-agnostic enterprise AI',
  title: site.tagline,
  lead: 'Run enterprise AI inside your own cloud or data centre. Your data, your models, your keys: nothing ever leaves your tenant.',
  claims: ['100% Data Control', 'Zero Data Egress', 'LLM-Agnostic'],
  primaryAction: { label: 'Request a 30 day trial', href: paths.trial },
  secondaryAction: { label: 'Schedule Demo', href: homeSectionHref('contact') },
} as const;

export interface HomeSectionCopy {
  id: HomeSection;
  eyebrow: string;
  title: string;
  body: string;
}

export const homeSections = [
  {
    id: 'products',
    eyebrow: 'Products',
    title: 'One private platform, three ways to put AI to work',
    body: 'Enterprise AI for private, auditable models; Enterprise 360 for contextual search with role-based access control; Enterprise Agents for autonomous work across your systems.',
  },
  {
    id: 'solutions',
    eyebrow: 'Solutions',
    title: 'Built for regulated industries',
    body: 'Financial services, insurance and healthcare, government and manufacturing teams run Veritenant where their compliance obligations already live.',
  },
  {
    id: 'privacy',
    eyebrow: 'Privacy architecture',
    title: 'Your tenant is the boundary',
    body: 'A private tenant, data sovereignty, customer-managed keys, zero data sharing and an air-gapped option: privacy is the architecture, not a setting.',
  },
  {
    id: 'contact',
    eyebrow: 'Contact',
    title: 'Talk to our enterprise team',
    body: `Write to ${site.enterpriseEmail} or ${site.salesEmail}; we answer within 24 hours. Our office is in ${site.office}.`,
  },
] as const satisfies readonly HomeSectionCopy[];
