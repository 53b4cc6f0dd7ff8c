/** Copy of the Trust Center (`/trust-center`): four pillars, compliance acceleration and the architecture of trust. */
import {
  Activity,
  BookOpen,
  ClipboardCheck,
  Eye,
  FileCheck,
  Fingerprint,
  Globe,
  KeyRound,
  Lock,
  Network,
  Server,
  ShieldCheck,
  UserCheck,
} from 'lucide-react';
import { homeSectionHref, paths } from 'shared/paths';
import type { MarketingPage } from './types';

export const trustCenterPage = {
  description:
    'How Veritenant protects your data: 100% private deployments, built-in RBAC, full traceability, a secure API gateway and evidence for your compliance audits.',
  hero: {
    decorativeIcons: [ShieldCheck, Fingerprint, KeyRound, Eye],
    eyebrow: 'Trust Center',
    title: 'Security and compliance you can verify',
    lead: 'Every deployment runs in your own cloud or data center under keys you control. Here is how we secure it, and how it shortens your path through audits.',
    actions: [
      { label: 'See the Architecture', href: '#architecture' },
      { label: 'Compliance Acceleration', href: '#compliance-acceleration', variant: 'inverse' },
    ],
    badges: ['SOC 2 Type II', 'GDPR', 'HIPAA', 'ISO 27001', 'FedRAMP', 'PCI DSS'],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'pillars',
      eyebrow: 'Our pillars',
      title: 'Four pillars of trust',
      lead: 'The commitments every Veritenant deployment is built on.',
      columns: 4,
      cards: [
        {
          icon: Lock,
          title: '100% Private',
          body: 'Models, data, embeddings and logs stay in your tenant. Zero data egress, no shared endpoints and no training on your data.',
        },
        {
          icon: UserCheck,
          title: 'Built-in RBAC',
          body: 'Role-based access control synced from your directory governs every model, dataset, agent and answer, down to the source document.',
        },
        {
          icon: Activity,
          title: 'Full Traceability',
          body: 'Every prompt, response, agent action and administrative change is recorded with who, what, when and which model version.',
        },
        {
          icon: ShieldCheck,
          title: 'Secure API Gateway',
          body: 'One authenticated entry point for all AI traffic, with mutual TLS, rate limits, policy enforcement and data-loss prevention filters.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'compliance-acceleration',
      eyebrow: 'Shorten your path through audits',
      title: 'Compliance acceleration',
      lead: 'The platform produces the evidence SOC 2, HIPAA, GDPR, ISO 27001, FedRAMP and PCI DSS assessors ask for, so your team spends less time collecting it.',
      tone: 'muted',
      columns: 4,
      cards: [
        {
          icon: FileCheck,
          title: 'Evidence exports',
          body: 'Export access reviews, configuration baselines and change histories mapped to SOC 2 and ISO 27001 controls in a few clicks.',
        },
        {
          icon: ClipboardCheck,
          title: 'Audit logs',
          body: 'Tamper-evident logs stream to your SIEM and support the audit-control requirements of HIPAA, PCI DSS and FedRAMP.',
        },
        {
          icon: Globe,
          title: 'Data residency',
          body: 'Pin data, indexes and inference to the regions you choose, so GDPR and sovereignty obligations are met by design.',
        },
        {
          icon: BookOpen,
          title: 'Policy templates',
          body: 'Start from ready-made policies for acceptable AI use, data retention and model governance, then adapt them to your program.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'architecture',
      eyebrow: 'Security in every layer',
      title: 'Architecture of trust',
      lead: 'Defense in depth, from the infrastructure you own to the model that answers.',
      tone: 'inverse',
      columns: 3,
      cards: [
        {
          icon: Server,
          title: 'Tenant isolation',
          body: 'A dedicated deployment in your cloud account or data center, with network isolation and an air-gapped option for sensitive workloads.',
        },
        {
          icon: KeyRound,
          title: 'Encryption with customer-managed keys',
          body: 'Data at rest and in transit is encrypted with keys from your own KMS or HSM. You rotate them, and you can revoke them.',
        },
        {
          icon: Fingerprint,
          title: 'Identity and RBAC',
          body: 'Single sign-on through SAML or OIDC, MFA from your identity provider and role-based access enforced on every request.',
        },
        {
          icon: Eye,
          title: 'Audit and observability',
          body: 'Complete audit trails, health metrics and alerts feed your existing monitoring, backing a 99.9% uptime SLA and 24/7 support.',
        },
        {
          icon: Network,
          title: 'Model gateway',
          body: 'LLM-agnostic routing to Llama, Mistral, Qwen, GPT-class or your fine-tuned models, with guardrails and usage policies applied centrally.',
        },
      ],
    },
    {
      kind: 'cta',
      id: 'next-steps',
      title: 'Bring your security questionnaire',
      lead: 'Our team will walk your security and compliance reviewers through the architecture and respond within 24 hours.',
      actions: [
        { label: 'Contact Our Team', href: homeSectionHref('contact') },
        { label: 'Request a Demo', href: `${paths.enterpriseAi}#contact-form`, variant: 'secondary' },
      ],
    },
  ],
} satisfies MarketingPage;

// The page's module is written from this default export by the build (../exposes.ts).
export default trustCenterPage;
