/**
 * Copy of /insurance-healthcare: insurance and healthcare solutions, life and annuity sales,
 * the comparison with the alternatives, trust, and the industry form with direct contacts.
 */
import {
  ClipboardCheck,
  FileCheck,
  FileText,
  Globe,
  Headset,
  HeartPulse,
  Lock,
  Mail,
  MessageSquare,
  Phone,
  Receipt,
  Scale,
  Search,
  ShieldCheck,
  Umbrella,
  Zap,
} from 'lucide-react';
import { paths } from 'shared/paths';
import { mailto, site } from 'shared/site';
import type { MarketingPage } from './types';

export const insuranceHealthcarePage = {
  description:
    'HIPAA-ready private AI for insurers and healthcare providers: underwriting, claims, prior authorization and clinical documentation with zero data leakage.',
  hero: {
    decorativeIcons: [Umbrella, HeartPulse, FileCheck, Lock],
    eyebrow: 'Insurance & Healthcare',
    title: 'HIPAA-ready AI for insurers and providers',
    lead: 'Accelerate underwriting, claims and patient operations while protected health information and policyholder data stay in your private tenant, under keys you control.',
    actions: [
      { label: 'Get Started Today', href: '#contact' },
      { label: 'Request a 30 day trial', href: paths.trial, variant: 'inverse' },
    ],
    badges: ['HIPAA Ready', 'GDPR Compliant', 'Zero Data Leakage'],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'insurance',
      eyebrow: 'Insurance',
      title: 'AI solutions for insurers',
      lead: 'From submission to settlement, agents that move work forward while your underwriters and adjusters make the decisions.',
      columns: 3,
      cards: [
        {
          icon: ClipboardCheck,
          title: 'Underwriting workbench',
          body: 'Summarize submissions, loss runs and medical records, check them against your guidelines and draft referral notes, so underwriters decide faster.',
        },
        {
          icon: Zap,
          title: 'Claims intake and triage',
          body: 'Classify first notice of loss, extract key facts and route each claim by severity and complexity, so simple claims close fast and complex ones reach senior adjusters.',
        },
        {
          icon: Search,
          title: 'Fraud detection and SIU support',
          body: 'Surface inconsistent statements, unusual provider patterns and linked claims for your special investigations unit, with the supporting evidence attached.',
        },
        {
          icon: MessageSquare,
          title: 'Policy servicing',
          body: 'Answer policyholder and agent questions on coverage, billing and endorsements from your policy documents and systems of record, inside your tenant.',
        },
        {
          icon: Scale,
          title: 'Regulatory and market conduct compliance',
          body: 'Document AI use the way the NAIC model bulletin on AI systems expects, with governance, testing records and audit trails that support state examinations.',
        },
      ],
    },
    {
      kind: 'accordion',
      id: 'life-annuity',
      eyebrow: 'Life and annuity',
      title: 'Life and annuity sales',
      lead: 'Support agents and advisors at every stage of the sale, with suitability and best-interest checks built in.',
      tone: 'muted',
      items: [
        {
          title: 'Pre-sale',
          summary: 'Prospecting and needs analysis',
          paragraphs: ['Help agents and advisors arrive at every conversation prepared.'],
          points: [
            'Identify coverage gaps and life events across existing client books',
            'Summarize needs analyses and illustrations from client data',
            'Draft personalized, compliant outreach for review before it is sent',
          ],
        },
        {
          title: 'During the sale',
          summary: 'Suitability, best interest and the application',
          paragraphs: ['Keep the sale compliant and the application complete the first time.'],
          points: [
            'Check recommendations against suitability and best-interest standards as the conversation happens',
            'Pre-fill applications and flag missing requirements before submission',
            'Answer product questions from approved product materials only',
          ],
        },
        {
          title: 'Post-sale',
          summary: 'Delivery, service and retention',
          paragraphs: ['Protect the relationship and the in-force block after the policy is issued.'],
          points: [
            'Track policy delivery and free-look requirements',
            'Monitor in-force policies for lapse risk and conservation opportunities',
            'Prepare annual reviews and replacement documentation',
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'healthcare',
      eyebrow: 'Healthcare',
      title: 'AI solutions for healthcare organizations',
      lead: 'Give clinicians and staff time back while protected health information never leaves your environment.',
      columns: 3,
      cards: [
        {
          icon: FileText,
          title: 'Clinical documentation',
          body: 'Draft visit summaries, discharge instructions and referral letters from encounter notes for clinician review, with PHI kept in your tenant.',
        },
        {
          icon: FileCheck,
          title: 'Prior authorization',
          body: 'Assemble clinical evidence against payer criteria and prepare authorization requests, reducing back-and-forth and delays to care.',
        },
        {
          icon: Receipt,
          title: 'Revenue cycle and coding',
          body: 'Suggest codes, catch documentation gaps and draft denial appeals from the medical record, so fewer claims are denied and resubmitted.',
        },
        {
          icon: Headset,
          title: 'Patient access and contact center',
          body: 'Answer scheduling, benefits and billing questions consistently, and hand complex cases to staff with the full context attached.',
        },
        {
          icon: HeartPulse,
          title: 'Clinical knowledge search',
          body: 'Let care teams search protocols, formularies and policies in plain language, with role-based access control that respects minimum necessary use.',
        },
      ],
    },
    {
      kind: 'table',
      id: 'comparison',
      eyebrow: 'Compare',
      title: 'Veritenant compared with the alternatives',
      tone: 'muted',
      table: {
        caption: 'Veritenant compared with public AI services and building in-house',
        columns: ['Aspect', 'Veritenant', 'Public AI services', 'Build in-house'],
        rows: [
          {
            aspect: 'Privacy',
            cells: [
              'PHI and policyholder data never leave your private tenant',
              'Data is sent to a third-party, shared service',
              'Data stays internal',
            ],
          },
          {
            aspect: 'Control',
            cells: [
              'You choose the models, the keys and the deployment: your cloud, on-premise or air-gapped',
              'The provider controls models, versions and retention',
              'Full control, with full responsibility',
            ],
          },
          {
            aspect: 'Cost & ROI',
            cells: [
              '$19.95 per user per month plus agent and model fees, with ROI ranges such as 300-400%',
              'Per-token fees that rise with usage',
              'High upfront engineering and ongoing maintenance costs',
            ],
          },
          {
            aspect: 'Integration',
            cells: [
              'Connects to policy administration, claims, EHR, CRM and ITSM systems through one RESTful API',
              'Custom integration work for each use case',
              'Every connector built and maintained by your team',
            ],
          },
          {
            aspect: 'Security',
            cells: [
              'Customer-managed keys, built-in RBAC and complete audit trails',
              'Shared infrastructure and provider-held keys',
              'Depends on the controls your team builds',
            ],
          },
          {
            aspect: 'Compliance',
            cells: [
              'HIPAA-ready and GDPR-compliant deployments, with evidence ready for audits',
              'Requires a business associate agreement and a vendor risk review',
              'Your team documents and evidences every control',
            ],
          },
        ],
      },
      note: 'The comparison reflects typical offerings; individual provider terms vary.',
    },
    {
      kind: 'cards',
      id: 'trust',
      eyebrow: 'Trust',
      title: 'Trust built into every deployment',
      tone: 'inverse',
      columns: 4,
      cards: [
        {
          icon: ShieldCheck,
          title: 'HIPAA ready',
          body: 'Administrative, physical and technical safeguards for PHI, with access controls and audit logging aligned to the HIPAA Security Rule.',
        },
        {
          icon: Globe,
          title: 'GDPR compliant',
          body: 'Personal data is processed in the region you choose, with the records and controls you need to answer data subject requests.',
        },
        {
          icon: Lock,
          title: 'Zero data leakage',
          body: "No data is shared with model providers or used to train anyone else's models. Your private tenant is the boundary.",
        },
        {
          icon: Headset,
          title: 'Always-on support',
          body: '24/7 support, a 99.9% uptime SLA and sub-second response times for clinical, claims and service workloads.',
        },
      ],
    },
    {
      kind: 'form',
      id: 'contact',
      form: 'InsuranceHealthcareForm',
      eyebrow: 'Contact',
      title: 'Get started with private AI',
      lead: 'Tell us about your organization and the challenge you want to solve. Our team responds within 24 hours.',
      contacts: [
        {
          icon: Mail,
          title: 'Email our sales team',
          body: 'Prefer to write directly? An insurance and healthcare specialist will reply within 24 hours.',
          action: { label: site.salesEmail, href: mailto(site.salesEmail, 'Insurance & Healthcare Inquiry') },
        },
        {
          icon: Phone,
          title: 'Call our sales team',
          body: 'Speak with a specialist about your deployment, compliance and integration requirements.',
          action: { label: site.phone, href: `tel:${site.phone.replace(/[^\d+]/g, '')}` },
        },
      ],
    },
  ],
} satisfies MarketingPage;

// The page's module is written from this default export by the build (../exposes.ts).
export default insuranceHealthcarePage;
