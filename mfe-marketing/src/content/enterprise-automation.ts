/**
 * Copy of /enterprise-automation: front-office and back-office use cases with their impact and
 * ROI, why buyers choose Veritenant, the ROI breakdown and the automation assessment form.
 */
import {
  Bot,
  Brain,
  Briefcase,
  Calculator,
  FileCheck,
  FileText,
  Gauge,
  Handshake,
  Headset,
  Lock,
  Plug,
  Receipt,
  Server,
  Settings,
  ShieldCheck,
  Sparkles,
  Target,
  TrendingUp,
  UserCheck,
  Users,
  Workflow,
} from 'lucide-react';
import { paths } from 'shared/paths';
import type { MarketingPage } from './types';

export const enterpriseAutomationPage = {
  description:
    'Automate front-office and back-office work with private AI agents and retrieval-augmented generation, deployed in your own cloud or on-premise.',
  hero: {
    decorativeIcons: [Workflow, Bot, Receipt, TrendingUp],
    eyebrow: 'Enterprise Automation',
    title: 'Front-office and back-office automation, privately',
    lead: 'An agentic framework with retrieval-augmented generation automates work across sales, service, finance and operations, deployed in your own cloud or on-premise so your data never leaves your control.',
    actions: [
      { label: 'Get Started Today', href: '#contact' },
      { label: 'Request a 30 day trial', href: paths.trial, variant: 'inverse' },
    ],
    badges: ['Agentic framework with RAG', 'Your cloud or on-premise', 'LLM-agnostic'],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'front-office',
      eyebrow: 'Front office',
      title: 'Front-office use cases',
      lead: 'Agents that help sales, marketing and service teams win and keep more customers, grounded in your own data.',
      columns: 3,
      cards: [
        {
          icon: FileText,
          title: 'Proposals and RFP responses',
          body: 'Draft proposals, RFP answers and security questionnaires from your approved content library, with every statement linked to its source for fast review.',
          metrics: [
            { label: 'Top-line impact', value: '+10-20% win rate' },
            { label: 'Bottom-line impact', value: '-60% drafting time' },
            { label: 'ROI', value: '300-400%' },
          ],
        },
        {
          icon: Target,
          title: 'Lead qualification and routing',
          body: 'Score and enrich inbound leads against your CRM history, then route each one to the right rep with a short summary of intent and fit.',
          metrics: [
            { label: 'Top-line impact', value: '+15-25% pipeline' },
            { label: 'Bottom-line impact', value: '-30% cost per lead' },
            { label: 'ROI', value: '250-350%' },
          ],
        },
        {
          icon: Headset,
          title: 'Customer service agent assist',
          body: 'Surface answers from policies, manuals and past tickets beside every conversation, with suggested replies your agents can send or edit.',
          metrics: [
            { label: 'Top-line impact', value: '+5-10% retention' },
            { label: 'Bottom-line impact', value: '-40% handling cost' },
            { label: 'ROI', value: '300-400%' },
          ],
        },
        {
          icon: UserCheck,
          title: 'Customer onboarding',
          body: 'Collect documents, verify details and set up accounts through guided workflows that hand exceptions to a person rather than a queue.',
          metrics: [
            { label: 'Top-line impact', value: '+10-15% activation' },
            { label: 'Bottom-line impact', value: '-50% onboarding effort' },
            { label: 'ROI', value: '200-300%' },
          ],
        },
        {
          icon: Sparkles,
          title: 'Personalized marketing content',
          body: 'Generate on-brand emails, landing copy and account briefs for each segment, grounded in your product facts and reviewed before release.',
          metrics: [
            { label: 'Top-line impact', value: '+10-20% conversion' },
            { label: 'Bottom-line impact', value: '-50% content cost' },
            { label: 'ROI', value: '250-350%' },
          ],
        },
        {
          icon: TrendingUp,
          title: 'Renewals and account expansion',
          body: 'Watch usage, support history and contract dates to flag churn risk early and prepare renewal and expansion briefs for account teams.',
          metrics: [
            { label: 'Top-line impact', value: '+5-15% net retention' },
            { label: 'Bottom-line impact', value: '-25% churn cost' },
            { label: 'ROI', value: '300-400%' },
          ],
        },
        {
          icon: Handshake,
          title: 'Quotes and contract drafting',
          body: 'Assemble quotes and first-draft agreements from your price books and clause library, with every deviation highlighted for legal and finance.',
          metrics: [
            { label: 'Top-line impact', value: '+10-20% deal velocity' },
            { label: 'Bottom-line impact', value: '-35% deal desk effort' },
            { label: 'ROI', value: '250-350%' },
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'back-office',
      eyebrow: 'Back office',
      title: 'Back-office use cases',
      lead: 'Agents that take the repetitive work out of finance, HR, IT, procurement, legal and compliance, with a full audit trail.',
      tone: 'muted',
      columns: 3,
      cards: [
        {
          icon: Receipt,
          title: 'Invoice processing and accounts payable',
          body: 'Extract, match and code invoices against purchase orders and receipts, routing only true exceptions to your accounts payable team.',
          metrics: [
            { label: 'Top-line impact', value: '+1-2% captured discounts' },
            { label: 'Bottom-line impact', value: '-60% cost per invoice' },
            { label: 'ROI', value: '300-400%' },
          ],
        },
        {
          icon: Calculator,
          title: 'Financial close and reconciliation',
          body: 'Reconcile accounts, explain variances and prepare close packages, with the traceability your auditors and SOX controls require.',
          metrics: [
            { label: 'Top-line impact', value: '+0.5-1% recovered revenue' },
            { label: 'Bottom-line impact', value: '-40% close effort' },
            { label: 'ROI', value: '250-350%' },
          ],
        },
        {
          icon: Settings,
          title: 'IT service desk triage',
          body: 'Classify, enrich and resolve routine tickets in your ITSM tools, from access requests to password resets, and escalate the rest with context.',
          metrics: [
            { label: 'Top-line impact', value: '+15-20% project capacity' },
            { label: 'Bottom-line impact', value: '-30-50% cost per ticket' },
            { label: 'ROI', value: '300-400%' },
          ],
        },
        {
          icon: Users,
          title: 'HR onboarding and employee help desk',
          body: 'Answer policy and benefits questions from your HR knowledge base and coordinate onboarding tasks across HR, IT and facilities systems.',
          metrics: [
            { label: 'Top-line impact', value: '2-3 weeks faster ramp' },
            { label: 'Bottom-line impact', value: '-35% HR service cost' },
            { label: 'ROI', value: '200-300%' },
          ],
        },
        {
          icon: Briefcase,
          title: 'Procurement and vendor management',
          body: 'Compare supplier bids, check vendor documentation and assemble due-diligence files, with every recommendation traceable to its source.',
          metrics: [
            { label: 'Top-line impact', value: '+10-15% spend under management' },
            { label: 'Bottom-line impact', value: '3-7% spend savings' },
            { label: 'ROI', value: '300-400%' },
          ],
        },
        {
          icon: FileCheck,
          title: 'Contract review and obligations',
          body: 'Review inbound contracts against your playbook, extract obligations and renewal dates, and flag nonstandard terms before signature.',
          metrics: [
            { label: 'Top-line impact', value: '+2-5% renewal revenue' },
            { label: 'Bottom-line impact', value: '-50% legal review time' },
            { label: 'ROI', value: '250-350%' },
          ],
        },
        {
          icon: ShieldCheck,
          title: 'Compliance monitoring and reporting',
          body: 'Track policies, controls and regulatory change, and assemble evidence and reports from source systems for audits and supervisory reviews.',
          metrics: [
            { label: 'Top-line impact', value: '30% faster approvals' },
            { label: 'Bottom-line impact', value: '-40% audit prep effort' },
            { label: 'ROI', value: '200-300%' },
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'why-veritenant',
      eyebrow: 'Why Veritenant',
      title: 'Why enterprises choose Veritenant for automation',
      lead: 'Automation that your security, compliance and finance teams can approve, not just your innovation team.',
      tone: 'inverse',
      columns: 3,
      cards: [
        {
          icon: Lock,
          title: 'Private by architecture',
          body: 'Models, prompts, embeddings and logs stay in your private tenant, with customer-managed keys and zero data sharing. An air-gapped option is available.',
        },
        {
          icon: Workflow,
          title: 'Agentic framework with RAG',
          body: 'Multi-step agents plan, call your tools and ground every answer in your documents through retrieval-augmented generation, with citations reviewers can check.',
        },
        {
          icon: Server,
          title: 'Your cloud or on-premise',
          body: 'Deploy models and agents in your own cloud account or your own data center, on the Kubernetes platform your teams already operate.',
        },
        {
          icon: Brain,
          title: 'LLM-agnostic',
          body: 'Run open-weight or commercial models and switch as the market moves, without rewriting workflows or renegotiating your data terms.',
        },
        {
          icon: Plug,
          title: 'Works with the systems you run',
          body: 'Connect your directory, single sign-on, chat, CRM/ERP and ITSM tools through one RESTful API, so automation fits the processes you already have.',
        },
        {
          icon: Gauge,
          title: 'Enterprise-grade operations',
          body: 'A 99.9% uptime SLA, sub-second response times and 24/7 support, from a team with 45+ years of combined enterprise experience.',
        },
      ],
    },
    {
      kind: 'accordion',
      id: 'roi',
      eyebrow: 'Return on investment',
      title: 'Automation ROI you can defend',
      lead: 'Typical results from targeted front-office and back-office programs. Your assessment is built on your own volumes and costs.',
      items: [
        {
          title: 'Front-office ROI',
          summary: 'Revenue growth and faster, better service',
          paragraphs: [
            'Front-office automation pays back through more revenue per rep and lower cost to serve. Agents take on research, drafting and routing so sellers and service teams spend their time with customers.',
          ],
          points: [
            'Faster, more complete proposals and quotes lift win rates and deal velocity',
            'Agent assist shortens handling time and improves first-contact resolution',
            'Early churn signals protect recurring revenue',
          ],
          metrics: [
            { label: 'Revenue impact', value: '+10-25%' },
            { label: 'Cost to serve', value: '-30-40%' },
            { label: 'Typical ROI', value: '300-400%' },
          ],
        },
        {
          title: 'Back-office ROI',
          summary: 'Lower cost per transaction and fewer errors',
          paragraphs: [
            'Back-office automation pays back through lower processing cost, shorter cycle times and fewer errors to rework, while every step stays logged for audit.',
          ],
          points: [
            'Straight-through processing for invoices, tickets and routine requests',
            'Shorter financial close and faster contract turnaround',
            'Evidence gathered continuously instead of at audit time',
          ],
          metrics: [
            { label: 'Processing cost', value: '-40-60%' },
            { label: 'Cycle time', value: '-50%' },
            { label: 'Typical ROI', value: '250-400%' },
          ],
        },
        {
          title: 'Combined program and payback',
          summary: 'One platform, shared costs, faster payback',
          paragraphs: [
            'Running front-office and back-office use cases on one private platform shares the model, retrieval and integration costs across every team, so each new use case costs less to add than the last.',
            'Pricing is $19.95 per user per month plus agent and model fees, so the investment scales with adoption rather than with a large upfront license.',
          ],
          metrics: [
            { label: 'Typical ROI', value: '300-400%' },
            { label: 'Typical payback', value: '4-8 months' },
            { label: 'Trial', value: '30 days' },
          ],
        },
        {
          title: 'How we measure ROI',
          summary: 'Your baseline, your data, your finance team',
          paragraphs: [
            'We measure results against your own baseline, not industry averages, and share the model with your finance team before any commitment.',
          ],
          points: [
            'Baseline current volumes, handling times, error rates and costs for each use case',
            'Prove results on your own data during a 30 day trial in your environment',
            'Track time saved, throughput and quality in the analytics dashboard',
            'Review realized ROI with your stakeholders each quarter',
          ],
        },
      ],
    },
    {
      kind: 'form',
      id: 'contact',
      form: 'EnterpriseAutomationForm',
      eyebrow: 'Contact',
      title: 'Start your automation assessment',
      lead: 'Tell us whether you are focused on the front office, the back office or both. Our team responds within 24 hours with a tailored use-case and ROI review.',
      tone: 'muted',
    },
  ],
} satisfies MarketingPage;

// The page's module is written from this default export by the build (../exposes.ts).
export default enterpriseAutomationPage;
