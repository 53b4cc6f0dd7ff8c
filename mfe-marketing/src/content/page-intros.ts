/** The opening band of each page: eyebrow, heading and lead. */
import type { PageHeroProps } from 'shared/ui/page-hero';

type PageIntro = Pick<PageHeroProps, 'eyebrow' | 'title' | 'lead'>;

export const pageIntros = {
  enterpriseAi: {
    eyebrow: 'Enterprise AI',
    title: 'Private, auditable models inside your infrastructure',
    lead: 'Train and serve models on your own data behind one RESTful API, with real-time inference that never leaves your tenant.',
  },
  enterpriseAgents: {
    eyebrow: 'Enterprise Agents',
    title: 'Autonomous agents that work inside your systems',
    lead: 'Automate multi-step tasks, optimise workflows and coordinate agents across the tools you already run, with ROI you can measure.',
  },
  enterprise360: {
    eyebrow: 'Enterprise 360',
    title: 'Contextual private search across all your data',
    lead: 'Find answers across every repository with built-in role-based access control and an analytics dashboard for your teams.',
  },
  enterpriseAutomation: {
    eyebrow: 'Enterprise Automation',
    title: 'Front-office and back-office automation, privately',
    lead: 'Agentic workflows with retrieval-augmented generation, deployed in your own cloud or on-premise.',
  },
  financialServices: {
    eyebrow: 'Financial Services',
    title: 'Private AI for regulated financial institutions',
    lead: 'Bring AI to banking, investment management, insurance and payments without sending a single record outside your walls.',
  },
  insuranceHealthcare: {
    eyebrow: 'Insurance & Healthcare',
    title: 'HIPAA-ready AI for insurers and providers',
    lead: 'Accelerate underwriting, claims and patient operations while protected health information stays in your tenant.',
  },
  government: {
    eyebrow: 'Government',
    title: 'Sovereign AI for public agencies',
    lead: 'Federal, state, local and education agencies modernise services with AI that keeps citizen data under their control.',
  },
  about: {
    eyebrow: 'About Us',
    title: 'Built by people who have run enterprise systems for decades',
    lead: 'Veritenant is registered in Delaware and California and led by a team with 45+ years of combined experience.',
  },
  trustCenter: {
    eyebrow: 'Trust Center',
    title: 'Security and compliance you can verify',
    lead: '100% private deployments, built-in RBAC, full traceability and a secure API gateway.',
  },
  comingSoon: {
    eyebrow: 'Coming Soon',
    title: 'We are working on this page',
    lead: 'Manufacturing solutions, API documentation, support, careers and press information are on their way.',
  },
} as const satisfies Record<string, PageIntro>;
