/** Copy of the Enterprise 360 product page (`/enterprise-360`): features, trust sections and the deep-dive form. */
import {
  BadgeCheck,
  ChartColumn,
  Database,
  FileText,
  KeyRound,
  Layers,
  Search,
  Server,
  Timer,
  UserCheck,
} from 'lucide-react';
import { paths } from 'shared/paths';
import type { MarketingPage } from './types';

export const enterprise360Page = {
  description:
    'Enterprise 360: contextual private search across all your enterprise data, with built-in role-based access control and an analytics dashboard, in your tenant.',
  hero: {
    decorativeIcons: [Search, Database, UserCheck, ChartColumn],
    eyebrow: 'Enterprise 360',
    title: 'Contextual private search across all your data',
    lead: 'Find answers across every repository, with built-in role-based access control that shows each employee only what they are entitled to see, and an analytics dashboard for your teams.',
    actions: [
      { label: 'Book a Deep Dive', href: '#contact-form' },
      { label: 'Request a 30 day trial', href: paths.trial, variant: 'inverse' },
    ],
    badges: ['Contextual search', 'Built-in RBAC', 'Analytics dashboard'],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'features',
      eyebrow: 'Capabilities',
      title: 'One search experience for everything you know',
      lead: 'Retrieval-augmented generation over your documents, records and conversations, answered with sources and scoped to each user.',
      columns: 3,
      cards: [
        {
          icon: Search,
          title: 'Contextual private search',
          body: 'Ask questions in plain language and get answers grounded in your own content, with citations to the source documents.',
        },
        {
          icon: Database,
          title: 'All your enterprise data',
          body: 'Index file shares, intranets, CRM and ERP records, tickets and chat history without copying them outside your tenant.',
        },
        {
          icon: UserCheck,
          title: 'Built-in RBAC',
          body: 'Role-based access control synced from your directory enforces source permissions at query time, so answers never reveal restricted content.',
        },
        {
          icon: ChartColumn,
          title: 'Analytics dashboard',
          body: 'See what people search for, which answers help, where content is missing and how adoption grows across teams.',
        },
        {
          icon: Timer,
          title: 'Always current',
          body: 'Incremental indexing picks up new and changed content continuously, and removed content disappears from results promptly.',
        },
        {
          icon: Layers,
          title: 'Any model behind it',
          body: 'LLM-agnostic: answer with Llama, Mistral, Qwen, GPT-class or your own fine-tuned models, all served inside your environment.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'trust',
      eyebrow: 'Trust',
      title: 'Built for trust',
      lead: 'Search is only useful if security teams can approve it. Enterprise 360 is designed for their review.',
      tone: 'inverse',
      columns: 4,
      cards: [
        {
          icon: Server,
          title: 'Private tenant',
          body: 'The index, embeddings and models run in your own cloud or data center. Nothing is sent to a shared service.',
        },
        {
          icon: FileText,
          title: 'Audit trails',
          body: 'Every query, answer and source document accessed is logged against the user who asked, ready for investigation.',
        },
        {
          icon: KeyRound,
          title: 'Customer-managed keys',
          body: 'Indexes and caches are encrypted with keys from your own KMS or HSM, which you can rotate or revoke at any time.',
        },
        {
          icon: BadgeCheck,
          title: 'Compliance ready',
          body: 'Data residency controls and evidence exports support GDPR, HIPAA, SOC 2 Type II and ISO 27001 programs.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'results',
      eyebrow: 'Results',
      title: 'Answers in seconds, not meetings',
      tone: 'muted',
      paragraphs: [
        'Knowledge workers lose hours each week looking for information that already exists somewhere in the organization. Enterprise 360 returns a sourced answer in under a second and respects every permission along the way.',
        'Start with a 30 day trial in your own environment, connected to the repositories you choose, and measure the difference with the analytics dashboard.',
      ],
      stats: [
        { label: 'Search response times', value: 'Sub-second' },
        { label: 'Uptime SLA', value: '99.9%' },
        { label: 'Enterprise support', value: '24/7' },
      ],
    },
    {
      kind: 'form',
      id: 'contact-form',
      form: 'Enterprise360DeepDiveForm',
      eyebrow: 'Deep dive',
      title: 'Book a technical deep dive',
      lead: 'Tell us about your data challenge. Our team will contact you within 24 hours to plan a session with your architects.',
    },
  ],
} satisfies MarketingPage;

// The page's module is written from this default export by the build (../exposes.ts).
export default enterprise360Page;
