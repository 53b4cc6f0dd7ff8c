/** Copy of the Coming Soon placeholder (`/coming-soon`) used for Manufacturing, API docs, documentation, support, careers and press. */
import { BookOpen, Briefcase, Code, Factory, Headset, Newspaper } from 'lucide-react';
import { homeSectionHref, paths } from 'shared/paths';
import { mailto, site } from 'shared/site';
import type { MarketingPage } from './types';

export const comingSoonPage = {
  description:
    'Manufacturing solutions, API docs, documentation, support, careers and press pages are on their way. Contact our team for anything you need in the meantime.',
  hero: {
    eyebrow: 'Coming Soon',
    title: 'We are working on this page',
    lead: 'Manufacturing solutions, API documentation, support, careers and press information are on their way. Our team can help you with any of them today.',
    actions: [
      { label: 'Back to Home', href: paths.home },
      { label: 'Contact Us', href: homeSectionHref('contact'), variant: 'inverse' },
    ],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'on-its-way',
      eyebrow: 'Coming soon',
      title: 'What is on its way',
      lead: 'These pages are being written now. Until they are live, we are happy to answer directly.',
      columns: 3,
      cards: [
        {
          icon: Factory,
          title: 'Manufacturing',
          body: 'Private AI for quality inspection, predictive maintenance and supply chain planning that runs on your own floor.',
          action: { label: 'Ask About Manufacturing', href: homeSectionHref('contact') },
        },
        {
          icon: Code,
          title: 'API docs',
          body: 'A complete reference for the RESTful API, with authentication, endpoints, examples and SDK guides.',
        },
        {
          icon: BookOpen,
          title: 'Documentation',
          body: 'Deployment, administration and integration guides for running Veritenant in your own cloud or on-premise.',
        },
        {
          icon: Headset,
          title: 'Support',
          body: 'A support portal for tickets and knowledge articles, backed by our 24/7 enterprise support team.',
          action: { label: 'Email Support', href: mailto(site.infoEmail, 'Support Request') },
        },
        {
          icon: Briefcase,
          title: 'Careers',
          body: 'Open roles for engineers, security specialists and customer teams who want to make private AI the default.',
          action: { label: 'Send Your Resume', href: mailto(site.infoEmail, 'Careers') },
        },
        {
          icon: Newspaper,
          title: 'Press',
          body: 'Company news, media resources and brand assets for journalists and analysts.',
          action: { label: 'Contact Press Team', href: mailto(site.infoEmail, 'Press Inquiry') },
        },
      ],
    },
    {
      kind: 'cta',
      id: 'explore',
      title: 'Explore what is available today',
      lead: 'Learn how our products work, or see how we secure every deployment.',
      tone: 'muted',
      actions: [
        { label: 'Explore Enterprise AI', href: paths.enterpriseAi },
        { label: 'Visit the Trust Center', href: paths.trustCenter, variant: 'secondary' },
      ],
    },
  ],
} satisfies MarketingPage;

// The page's module is written from this default export by the build (../exposes.ts).
export default comingSoonPage;
