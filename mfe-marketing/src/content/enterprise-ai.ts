/** Copy of the Enterprise AI product page (`/enterprise-ai`): features, trust sections and the demo form. */
import {
  BadgeCheck,
  Brain,
  Cloud,
  Code,
  Cpu,
  FileText,
  KeyRound,
  Layers,
  Server,
  ShieldCheck,
  Sparkles,
  Zap,
} from 'lucide-react';
import { paths } from 'shared/paths';
import type { MarketingPage } from './types';

export const enterpriseAiPage = {
  description:
    'Enterprise AI: private, auditable models trained on your data and served in your own cloud or on-premise through one RESTful API with real-time inference.',
  hero: {
    decorativeIcons: [Brain, Cpu, Code, Zap],
    eyebrow: 'Enterprise AI',
    title: 'Private, auditable models inside your infrastructure',
    lead: 'Train and serve Llama, Mistral, Qwen, GPT-class or your own fine-tuned models on your data, behind one RESTful API, with real-time inference that never leaves your tenant.',
    actions: [
      { label: 'Request a Demo', href: '#contact-form' },
      { label: 'Request a 30 day trial', href: paths.trial, variant: 'inverse' },
    ],
    badges: ['LLM-Agnostic', 'Zero Data Egress', 'Sub-second inference'],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'features',
      eyebrow: 'Capabilities',
      title: 'Everything you need to run models privately',
      lead: 'A complete model platform that deploys into your own cloud account or data center and answers to your security team.',
      columns: 3,
      cards: [
        {
          icon: ShieldCheck,
          title: 'Private, auditable models',
          body: 'Every model, weight file and prompt stays in your infrastructure, and every request is logged with the user, model version and data sources involved.',
        },
        {
          icon: Sparkles,
          title: 'Custom training',
          body: 'Fine-tune on your contracts, policies and case history inside your tenant. The resulting weights belong to you and are never pooled with other customers.',
        },
        {
          icon: Code,
          title: 'One RESTful API',
          body: 'A single, versioned REST API for chat, completion, embeddings and retrieval, so applications never need to change when you swap the model underneath.',
        },
        {
          icon: Zap,
          title: 'Real-time inference',
          body: 'GPU-aware serving with batching and caching delivers sub-second response times for interactive applications at enterprise scale.',
        },
        {
          icon: Layers,
          title: 'Your choice of model',
          body: 'LLM-agnostic by design: run Llama, Mistral, Qwen, GPT-class or your own fine-tuned models side by side and route each workload to the best fit.',
        },
        {
          icon: Cloud,
          title: 'Your cloud or on-premise',
          body: 'Deploy on AWS, Azure, Google Cloud or your own Kubernetes clusters, including fully air-gapped environments with offline updates.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'trust',
      eyebrow: 'Trust',
      title: 'Built for trust',
      lead: 'The controls your auditors ask about are part of the platform, not an add-on.',
      tone: 'inverse',
      columns: 4,
      cards: [
        {
          icon: Server,
          title: 'Private tenant',
          body: 'A dedicated deployment in your environment. No shared infrastructure, no multi-tenant model endpoints.',
        },
        {
          icon: FileText,
          title: 'Audit trails',
          body: 'Immutable logs of every prompt, response, model version and administrative change, exportable to your SIEM.',
        },
        {
          icon: KeyRound,
          title: 'Customer-managed keys',
          body: 'Data at rest and in transit is encrypted with keys from your own KMS or HSM, which you can rotate or revoke at any time.',
        },
        {
          icon: BadgeCheck,
          title: 'Compliance ready',
          body: 'Controls and evidence aligned with SOC 2 Type II, GDPR, HIPAA, ISO 27001, FedRAMP and PCI DSS.',
        },
      ],
    },
    {
      kind: 'text',
      id: 'performance',
      eyebrow: 'Performance',
      title: 'Production performance, private by default',
      tone: 'muted',
      paragraphs: [
        'Enterprise AI is engineered for production, not pilots. Inference runs on your GPUs, close to your data, so latency stays low and no request crosses the public internet to a third-party API.',
        'Pricing starts at $19.95 per user per month plus agent and model fees, and our team supports your deployment 24/7 from installation onward.',
      ],
      stats: [
        { label: 'Uptime SLA', value: '99.9%' },
        { label: 'Inference response times', value: 'Sub-second' },
        { label: 'Enterprise support', value: '24/7' },
        { label: 'Free trial in your environment', value: '30 days' },
      ],
    },
    {
      kind: 'form',
      id: 'contact-form',
      form: 'EnterpriseAiDemoForm',
      eyebrow: 'Request a demo',
      title: 'See Enterprise AI on your use case',
      lead: 'Tell us what you want to build. Our enterprise team will contact you within 24 hours to schedule a tailored demo.',
    },
  ],
} satisfies MarketingPage;

// The page's module is written from this default export by the build (../exposes.ts).
export default enterpriseAiPage;
