/** Copy of the About page (`/about`): company story, values, leadership, company facts and a closing call to action. */
import { Award, Eye, FileCheck, Handshake, Headset, Layers, Lock, MapPin, Users } from 'lucide-react';
import { homeSectionHref, paths } from 'shared/paths';
import { site } from 'shared/site';
import type { MarketingPage } from './types';

const registeredIn = site.registeredIn.join(' and ');

export const aboutPage = {
  description: `${site.brand} brings private, self-hosted AI to regulated enterprises. Registered in ${registeredIn}, led by a team with 45+ years of combined experience.`,
  hero: {
    decorativeIcons: [Users, Handshake, Award, MapPin],
    eyebrow: 'About Us',
    title: 'Built by people who have run enterprise systems for decades',
    lead: `${site.brand} is registered in ${registeredIn} and led by a team with 45+ years of combined experience in enterprise infrastructure, security and AI.`,
    actions: [
      { label: 'Meet the Leadership', href: '#leadership' },
      { label: 'Talk to Our Team', href: homeSectionHref('contact'), variant: 'inverse' },
    ],
  },
  blocks: [
    {
      kind: 'text',
      id: 'story',
      eyebrow: 'Our story',
      title: 'Why we started',
      paragraphs: [
        `${site.brand} was founded to bring private AI to regulated enterprises. Banks, insurers, hospitals and public agencies wanted the productivity gains of large language models, but could not send customer records, patient data or case files to a shared public service.`,
        'Our founders had spent their careers building and operating systems for exactly these organizations, with 45+ years of combined experience across enterprise infrastructure, information security and machine learning. They knew that privacy had to be the architecture, not a contract clause.',
        'So we built a platform that runs entirely in the customer’s own cloud or on-premise: LLM-agnostic models, an agentic framework with retrieval-augmented generation, contextual search and autonomous agents, all inside a private tenant secured with customer-managed keys.',
        `Today ${site.brand} is registered in ${registeredIn} and headquartered in ${site.office}, supporting customers 24/7 as they move AI from pilot to production.`,
      ],
    },
    {
      kind: 'cards',
      id: 'values',
      eyebrow: 'Our values',
      title: 'What we stand for',
      tone: 'muted',
      columns: 4,
      cards: [
        {
          icon: Lock,
          title: 'Privacy by architecture',
          body: 'Customer data stays in the customer’s tenant. We design every component so that we never need to see it.',
        },
        {
          icon: Eye,
          title: 'Transparency',
          body: 'Auditable models, complete logs and clear pricing, so customers can verify what we claim rather than take it on trust.',
        },
        {
          icon: Layers,
          title: 'Choice without lock-in',
          body: 'LLM-agnostic by design, so customers pick the models that fit their workloads and change them as the market moves.',
        },
        {
          icon: Handshake,
          title: 'Partnership',
          body: 'We measure our success by our customers’ outcomes, with 24/7 support and ROI tracked against agreed baselines.',
        },
      ],
    },
    {
      kind: 'people',
      id: 'leadership',
      eyebrow: 'Leadership',
      title: 'Meet our leadership',
      lead: 'Two leaders with 45+ years of combined experience building, securing and running enterprise systems.',
      people: [
        {
          name: 'Daniel Reyes',
          role: 'Chief Executive Officer',
          bio: 'Daniel has spent more than 25 years leading enterprise software and infrastructure businesses that serve banks, insurers and public agencies. He founded Veritenant to give regulated organizations the benefits of AI without giving up control of their data.',
          portrait: 'ceo',
        },
        {
          name: 'Priya Natarajan',
          role: 'Chief Technology Officer',
          bio: 'Priya brings 20 years of experience in distributed systems, security engineering and machine learning platforms. She leads the architecture behind Veritenant’s private tenant, customer-managed keys and LLM-agnostic model serving.',
          portrait: 'cto',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'company',
      eyebrow: 'Company facts',
      title: `${site.brand} at a glance`,
      tone: 'muted',
      columns: 4,
      cards: [
        {
          icon: FileCheck,
          title: 'Registration',
          body: `Registered in ${registeredIn}.`,
        },
        {
          icon: MapPin,
          title: 'Headquarters',
          body: `Our office is in ${site.office}, where our engineering and customer teams work together.`,
        },
        {
          icon: Award,
          title: 'Experience',
          body: '45+ years of combined leadership experience in enterprise infrastructure, security and AI.',
        },
        {
          icon: Headset,
          title: 'Support',
          body: '24/7 enterprise support, a 99.9% uptime SLA and a response to every inquiry within 24 hours.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'get-started',
      title: 'Ready to bring private AI into your enterprise?',
      lead: 'Talk to our team about your environment, or start a 30 day trial in your own cloud or data center.',
      tone: 'inverse',
      actions: [
        { label: 'Contact Our Team', href: homeSectionHref('contact') },
        { label: 'Request a 30 day trial', href: paths.trial, variant: 'secondary' },
      ],
    },
  ],
} satisfies MarketingPage;

// The page's module is written from this default export by the build (../exposes.ts).
export default aboutPage;
