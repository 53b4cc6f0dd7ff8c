/**
 * Copy of /financial-services: the market, the privacy challenges, solutions, benefits, ROI,
 * the comparison with the alternatives, security and support, and the industry form.
 */
import {
  Brain,
  Briefcase,
  Calculator,
  ChartLine,
  Eye,
  FileCheck,
  FileText,
  Fingerprint,
  Gauge,
  Globe,
  Headset,
  KeyRound,
  Landmark,
  Lock,
  Network,
  Rocket,
  Scale,
  ShieldCheck,
  TriangleAlert,
  Wallet,
} from 'lucide-react';
import { paths } from 'shared/paths';
import type { MarketingPage } from './types';

export const financialServicesPage = {
  description:
    'Private AI for banks, investment managers, insurers and payment firms: KYC/AML, fraud, lending and advisor tools in your own tenant, with full audit trails.',
  hero: {
    decorativeIcons: [Landmark, ChartLine, ShieldCheck, Wallet],
    eyebrow: 'Financial Services',
    title: 'Private AI for regulated financial institutions',
    lead: 'Bring AI to banking, investment management, insurance and payments while every customer record, model and log stays inside your own tenant, under your keys and your retention policies.',
    actions: [
      { label: 'Talk to our team', href: '#contact' },
      { label: 'Request a 30 day trial', href: paths.trial, variant: 'inverse' },
    ],
    badges: ['Customer-managed keys', 'Complete audit trails', 'LLM-agnostic'],
  },
  blocks: [
    {
      kind: 'text',
      id: 'market',
      eyebrow: 'The opportunity',
      title: 'AI is reshaping financial services',
      paragraphs: [
        'Financial institutions are among the largest investors in AI. Industry analysts project AI spending across banking, capital markets and insurance to approach $100 billion a year by 2027, and estimate that generative AI could add $200-340 billion in annual value to banking alone.',
        'The institutions that capture that value will be the ones that can put AI to work on their most sensitive data (customer records, transaction histories and client communications) without creating new exposure for examiners, auditors or customers. A private tenant closes that gap.',
      ],
      stats: [
        { label: 'Projected annual AI spend in financial services by 2027 (analyst estimates)', value: '~$100B' },
        { label: 'Estimated annual value of generative AI to banking (analyst research)', value: '$200-340B' },
        { label: 'Customer records that must leave your environment with Veritenant', value: '0' },
      ],
    },
    {
      kind: 'cards',
      id: 'privacy-challenges',
      eyebrow: 'The challenge',
      title: 'The privacy challenges holding AI back',
      lead: 'Public AI services were not designed for the obligations a regulated institution carries.',
      tone: 'muted',
      columns: 2,
      cards: [
        {
          icon: Globe,
          title: 'Customer data leaving your perimeter',
          body: 'Prompts sent to public AI APIs can carry account numbers, personal data and cardholder data into third-party systems, complicating GLBA obligations and PCI DSS scope.',
        },
        {
          icon: FileText,
          title: 'Recordkeeping and supervision',
          body: 'FINRA and SEC rules expect business communications and records to be retained, retrievable and supervised, which is hard when prompts and outputs live with a vendor.',
        },
        {
          icon: Scale,
          title: 'Model risk management',
          body: 'Model risk guidance such as SR 11-7 expects models to be documented, validated and monitored. Opaque public models that change without notice make validation a moving target.',
        },
        {
          icon: Network,
          title: 'Third-party and concentration risk',
          body: 'Every external AI provider adds due diligence, contract review and concentration risk to manage, and examiners increasingly ask how that risk is controlled.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'solutions',
      eyebrow: 'Solutions',
      title: 'Solutions for banking, markets and payments',
      lead: 'Agents and private search built for the workflows where regulated data matters most.',
      columns: 3,
      cards: [
        {
          icon: Fingerprint,
          title: 'KYC and AML investigations',
          body: 'Summarize due diligence files, screen adverse media and draft suspicious activity narratives for investigator review, with every source cited.',
        },
        {
          icon: TriangleAlert,
          title: 'Fraud alert triage',
          body: 'Enrich and prioritize fraud alerts with transaction context and prior cases, so analysts clear false positives faster and focus on real losses.',
        },
        {
          icon: Calculator,
          title: 'Credit underwriting and loan processing',
          body: 'Extract and spread financial statements, test covenants and assemble credit memos from your templates, shortening decisions without loosening policy.',
        },
        {
          icon: Briefcase,
          title: 'Advisor and relationship manager copilot',
          body: 'Prepare client meeting briefs, portfolio summaries and follow-ups from your CRM and research, with every output captured for supervision.',
        },
        {
          icon: Eye,
          title: 'Compliance and communications surveillance',
          body: 'Review emails, chats and marketing materials against your policies and FINRA rules, flagging issues to compliance before they become findings.',
        },
        {
          icon: Headset,
          title: 'Contact center and client service',
          body: 'Give service teams accurate, real-time answers on products, fees and procedures from your own knowledge base, inside your own tenant.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'benefits',
      eyebrow: 'Benefits',
      title: 'Why institutions choose a private tenant',
      tone: 'muted',
      columns: 3,
      cards: [
        {
          icon: Lock,
          title: 'Complete data sovereignty',
          body: 'Customer data, prompts, embeddings and logs remain in your cloud account or data center, encrypted with keys you manage, with zero data sharing.',
        },
        {
          icon: FileCheck,
          title: 'Examination-ready audit trails',
          body: 'Every prompt, retrieval, model version and output is logged and retained on your schedule, ready for auditors, examiners and SOX testing.',
        },
        {
          icon: Brain,
          title: 'Freedom to choose models',
          body: 'Stay LLM-agnostic: validate the models that meet your model risk standards and switch when better ones arrive, without moving your data.',
        },
        {
          icon: Rocket,
          title: 'A fast, low-risk start',
          body: 'Prove value on your own data in a 30 day trial, then scale from a single team to the whole institution on the same private platform.',
        },
        {
          icon: Wallet,
          title: 'Predictable economics',
          body: 'Transparent pricing of $19.95 per user per month plus agent and model fees, with ROI ranges such as 300-400% on targeted use cases.',
        },
      ],
    },
    {
      kind: 'accordion',
      id: 'roi',
      eyebrow: 'Return on investment',
      title: 'Where the return comes from',
      lead: 'Typical ranges from targeted deployments. We build your business case on your own volumes and costs.',
      items: [
        {
          title: 'Top-line impact',
          summary: 'Grow revenue and deepen client relationships',
          paragraphs: [
            'Private AI lets front-line teams use your richest data (client histories, holdings and interactions) to serve more clients with more relevant advice, without that data leaving your control.',
          ],
          points: [
            'Advisors and relationship managers spend more time with clients and less preparing for meetings',
            'Faster credit decisions win more lending business',
            'Next-best-action suggestions lift cross-sell and retention',
            'Quicker digital onboarding reduces application abandonment',
          ],
          metrics: [
            { label: 'Advisor capacity', value: '+20-30%' },
            { label: 'Cross-sell and retention', value: '+5-15%' },
            { label: 'Time to credit decision', value: '-30-50%' },
          ],
        },
        {
          title: 'Bottom-line impact',
          summary: 'Lower the cost of operations and compliance',
          paragraphs: [
            'The largest savings come from the investigative and document-heavy work that regulated institutions cannot skip: alert reviews, KYC refreshes, loan files and reporting.',
          ],
          points: [
            'Fewer false positives to clear in fraud and AML queues',
            'Less manual effort in KYC refresh, loan spreading and regulatory reporting',
            'Lower contact center handling cost',
            'Less third-party risk than sending data to external AI providers',
          ],
          metrics: [
            { label: 'Investigation effort', value: '-30-50%' },
            { label: 'Handling cost', value: '-25-40%' },
            { label: 'Typical ROI', value: '300-400%' },
          ],
        },
      ],
    },
    {
      kind: 'table',
      id: 'comparison',
      eyebrow: 'Compare',
      title: 'How the options compare',
      tone: 'muted',
      table: {
        caption: 'Veritenant private tenant compared with public cloud AI APIs and building in-house',
        columns: ['Consideration', 'Veritenant private tenant', 'Public cloud AI APIs', 'Build in-house'],
        rows: [
          {
            aspect: 'Where data is processed',
            cells: [
              'Inside your cloud account or data center',
              "In the provider's shared environment",
              'Inside your environment',
            ],
          },
          {
            aspect: 'Recordkeeping and audit',
            cells: [
              'Full prompt, retrieval and output logs under your retention policies',
              'Limited logs, held by the provider',
              'Possible, but you design and maintain it',
            ],
          },
          {
            aspect: 'Model choice',
            cells: [
              'LLM-agnostic: open-weight or commercial models',
              "Limited to the provider's models and versions",
              'Any model, with your own integration work',
            ],
          },
          {
            aspect: 'Encryption keys',
            cells: ['Customer-managed keys', 'Typically provider-managed', 'Customer-managed'],
          },
          {
            aspect: 'Time to production',
            cells: [
              'Weeks, starting with a 30 day trial',
              'Quick to prototype, slow to approve',
              'Often a year or more',
            ],
          },
          {
            aspect: 'Cost model',
            cells: [
              '$19.95 per user per month plus agent and model fees',
              'Usage-based token fees that grow with volume',
              'Engineering team, infrastructure and ongoing maintenance',
            ],
          },
          {
            aspect: 'Support and uptime',
            cells: ['24/7 support and a 99.9% uptime SLA', 'Standard provider terms', 'Your own on-call team'],
          },
        ],
      },
      note: 'The comparison reflects typical offerings; individual provider terms vary.',
    },
    {
      kind: 'cards',
      id: 'security-support',
      eyebrow: 'Security and support',
      title: 'Security and support you can hold us to',
      tone: 'inverse',
      columns: 4,
      cards: [
        {
          icon: Headset,
          title: '24/7 support',
          body: 'Enterprise support around the clock, with a 4-hour response target for critical issues and 24 hours for standard requests.',
        },
        {
          icon: Gauge,
          title: '99.9% uptime SLA',
          body: 'A 99.9% uptime commitment and sub-second response times for production workloads, from trading floors to contact centers.',
        },
        {
          icon: KeyRound,
          title: 'Customer-managed keys',
          body: 'Data is encrypted at rest and in transit with keys held in your own key management service, so you decide who can decrypt it.',
        },
        {
          icon: FileText,
          title: 'Complete audit trails',
          body: 'Detailed logs of every prompt, retrieval, model call and administrative action, exportable to your SIEM and retained on your schedule.',
        },
      ],
    },
    {
      kind: 'form',
      id: 'contact',
      form: 'FinancialServicesForm',
      eyebrow: 'Contact',
      title: 'Talk to our financial services team',
      lead: 'Tell us about your institution and the challenge you want to solve. Our team responds within 24 hours.',
    },
  ],
} satisfies MarketingPage;

// The page's module is written from this default export by the build (../exposes.ts).
export default financialServicesPage;
