/** Copy of the home page (`/`): hero, products, solutions, privacy, compliance, integrations and contact. */
import {
  Award,
  Bot,
  Brain,
  Briefcase,
  Database,
  Factory,
  Fingerprint,
  Globe,
  HeartPulse,
  KeyRound,
  Landmark,
  Lock,
  Mail,
  MapPin,
  MessageSquare,
  Search,
  Server,
  Settings,
  Shield,
  ShieldCheck,
  Users,
  Wallet,
  Workflow,
} from 'lucide-react';
import { homeSectionHref, paths } from 'shared/paths';
import { mailto, site } from 'shared/site';
import type { MarketingPage } from './types';

export const homePage = {
  description:
    'Private, self-hosted, LLM-agnostic enterprise AI that runs in your own cloud or on-premise. 100% data control and zero data egress for regulated industries.',
  hero: {
    decorativeIcons: [Lock, Server, Brain, ShieldCheck],
    eyebrow: 'Private, self-hosted, LLM-agnostic enterprise AI',
    title: site.tagline,
    lead: 'Run enterprise AI inside your own cloud or data center. Your data, your models, your keys: nothing ever leaves your tenant.',
    actions: [
      { label: 'Request a 30 day trial', href: paths.trial },
      { label: 'Schedule Demo', href: homeSectionHref('contact'), variant: 'inverse' },
    ],
    badges: ['100% Data Control', 'Zero Data Egress', 'LLM-Agnostic'],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'products',
      eyebrow: 'Products',
      title: 'One private platform, three ways to put AI to work',
      lead: 'Models, search and agents share one tenant, one identity model and one audit trail, so every new use case inherits the controls you already approved.',
      columns: 3,
      cards: [
        {
          icon: Brain,
          title: 'Enterprise AI',
          body: 'Private, auditable models that run inside your infrastructure and learn from your data without ever exporting it.',
          points: [
            'Private, auditable models in your tenant',
            'Custom training on your own data',
            'One RESTful API for every model',
            'Real-time inference with sub-second responses',
          ],
          action: { label: 'Explore Enterprise AI', href: paths.enterpriseAi },
        },
        {
          icon: Search,
          title: 'Enterprise 360',
          body: 'Contextual private search across all your enterprise data, so every employee finds the answer they are allowed to see.',
          points: [
            'Contextual search across every repository',
            'Built-in role-based access control',
            'Analytics dashboard for usage and content gaps',
          ],
          action: { label: 'Discover 360 Suite', href: paths.enterprise360 },
        },
        {
          icon: Bot,
          title: 'Enterprise Agents',
          body: 'Autonomous agents that plan and complete multi-step work across the systems you already run, with ROI you can measure.',
          points: [
            'Autonomous task execution and workflow optimization',
            'Multi-agent coordination',
            'Integration with your existing systems',
            'ROI analysis before and after rollout',
          ],
          action: { label: 'More on Agents', href: paths.enterpriseAgents },
        },
      ],
    },
    {
      kind: 'cards',
      id: 'solutions',
      eyebrow: 'Solutions',
      title: 'Built for regulated industries',
      lead: 'Financial services, insurance and healthcare, government and manufacturing teams run Veritenant where their compliance obligations already live.',
      tone: 'muted',
      columns: 3,
      cards: [
        {
          icon: Workflow,
          title: 'Enterprise Automation',
          body: 'Front-office and back-office automation built on an agentic framework with retrieval-augmented generation, with ROI tracked per workflow.',
          action: { label: 'Explore Automation', href: paths.enterpriseAutomation },
        },
        {
          icon: Landmark,
          title: 'Financial Services',
          body: 'Private AI for banks, asset managers, insurers and fintechs, with customer records kept inside your regulated perimeter.',
          action: { label: 'Explore Financial Services', href: paths.financialServices },
        },
        {
          icon: HeartPulse,
          title: 'Insurance & Healthcare',
          body: 'HIPAA-ready AI for underwriting, claims and patient operations, with protected health information kept in your tenant.',
          action: { label: 'Explore Insurance & Healthcare', href: paths.insuranceHealthcare },
        },
        {
          icon: Landmark,
          title: 'Government',
          body: 'Sovereign AI for federal, state, local and education agencies, deployable on-premise or fully air-gapped.',
          action: { label: 'Explore Government', href: paths.government },
        },
        {
          icon: Factory,
          title: 'Manufacturing',
          body: 'AI for quality, maintenance and supply chain that runs on your own floor and keeps process data and IP on site.',
          action: { label: 'Explore Manufacturing', href: paths.comingSoon },
        },
      ],
    },
    {
      kind: 'cards',
      id: 'privacy',
      eyebrow: 'Privacy architecture',
      title: 'Your tenant is the boundary',
      lead: 'Privacy is the architecture, not a setting. Every component runs where you decide, under keys you hold.',
      tone: 'inverse',
      columns: 3,
      cards: [
        {
          icon: Server,
          title: 'Private tenant',
          body: 'The full platform, models included, is deployed in your own cloud account or data center. Nothing is shared with other customers.',
        },
        {
          icon: Globe,
          title: 'Data sovereignty',
          body: 'Data, embeddings, prompts and logs stay in the regions and jurisdictions you choose, which keeps residency obligations simple to evidence.',
        },
        {
          icon: KeyRound,
          title: 'Customer-managed keys',
          body: 'Encryption at rest and in transit uses keys from your own KMS or HSM. Revoke a key and the data it protects becomes unreadable.',
        },
        {
          icon: Lock,
          title: 'Zero data sharing',
          body: 'Your data is never used to train shared models and never sent to third-party APIs. Zero data egress is enforced, not promised.',
        },
        {
          icon: Shield,
          title: 'Air-gapped option',
          body: 'For classified or highly sensitive workloads, the platform runs fully disconnected, with offline updates and no outbound calls.',
        },
      ],
    },
    {
      kind: 'badges',
      id: 'compliance',
      eyebrow: 'Compliance',
      title: 'Aligned with the frameworks your auditors use',
      lead: 'Controls, evidence and audit logs map to the standards regulated enterprises report against.',
      badges: [
        { icon: ShieldCheck, label: 'SOC 2 Type II', detail: 'Security, availability and confidentiality controls' },
        { icon: Globe, label: 'GDPR', detail: 'EU data protection and data residency' },
        { icon: HeartPulse, label: 'HIPAA', detail: 'Safeguards for protected health information' },
        { icon: Award, label: 'ISO 27001', detail: 'Information security management' },
        { icon: Landmark, label: 'FedRAMP', detail: 'US federal cloud security baseline' },
        { icon: Wallet, label: 'PCI DSS', detail: 'Payment card data security' },
      ],
    },
    {
      kind: 'cards',
      id: 'integrations',
      eyebrow: 'Integrations',
      title: 'Connects to the systems you already run',
      lead: 'Connectors respect the permissions of each source system, so AI sees exactly what the user is allowed to see.',
      tone: 'muted',
      columns: 3,
      cards: [
        {
          icon: Users,
          title: 'Directory services',
          body: 'Users, groups and roles sync from your directory, so access follows the identities you already manage.',
          points: ['Active Directory', 'Microsoft Entra ID', 'LDAP'],
        },
        {
          icon: Fingerprint,
          title: 'Single sign-on',
          body: 'Employees sign in with the identity provider and MFA policies your security team already enforces.',
          points: ['SAML 2.0', 'OpenID Connect (OIDC)', 'Okta'],
        },
        {
          icon: MessageSquare,
          title: 'Chat',
          body: 'Ask questions and hand tasks to agents from the collaboration tools your teams use every day.',
          points: ['Microsoft Teams', 'Slack'],
        },
        {
          icon: Database,
          title: 'CRM/ERP',
          body: 'Ground answers and automate workflows on customer, finance and operations records without copying them elsewhere.',
          points: ['Salesforce', 'SAP', 'Microsoft Dynamics'],
        },
        {
          icon: Settings,
          title: 'ITSM tools',
          body: 'Agents triage, enrich and resolve tickets inside your service management platform, with every action logged.',
          points: ['ServiceNow', 'Jira Service Management'],
        },
      ],
    },
    {
      kind: 'text',
      id: 'why-veritenant',
      eyebrow: 'Why Veritenant',
      title: 'Enterprise-grade from day one',
      paragraphs: [
        'Veritenant is LLM-agnostic: run Llama, Mistral, Qwen, GPT-class or your own fine-tuned models behind one API, and switch as the market moves without re-platforming.',
        'Pricing is transparent, starting at $19.95 per user per month plus agent and model fees, and a 30 day trial runs in your own environment so your security team can test it before anyone signs.',
      ],
      stats: [
        { label: 'Uptime SLA', value: '99.9%' },
        { label: 'Response times', value: 'Sub-second' },
        { label: 'Enterprise support', value: '24/7' },
        { label: 'Combined experience', value: '45+ years' },
      ],
    },
    {
      kind: 'form',
      id: 'contact',
      form: 'ContactForm',
      eyebrow: 'Contact',
      title: 'Talk to our enterprise team',
      lead: 'Tell us about your environment and goals. A solutions architect will respond within 24 hours.',
      tone: 'muted',
      contacts: [
        {
          icon: Mail,
          title: 'Enterprise inquiries',
          body: 'Architecture reviews, security questionnaires and proof-of-concept planning.',
          action: { label: site.enterpriseEmail, href: mailto(site.enterpriseEmail, 'Enterprise Inquiry') },
        },
        {
          icon: Briefcase,
          title: 'Sales',
          body: 'Pricing, licensing, procurement and trial setup.',
          action: { label: site.salesEmail, href: mailto(site.salesEmail, 'Enterprise Inquiry') },
        },
        {
          icon: MapPin,
          title: 'Our office',
          body: `Headquartered in ${site.office}. ${site.brand} is registered in ${site.registeredIn.join(' and ')}.`,
        },
      ],
    },
  ],
} satisfies MarketingPage;

// The page's module is written from this default export by the build (../exposes.ts).
export default homePage;
