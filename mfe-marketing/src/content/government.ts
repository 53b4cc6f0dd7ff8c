/**
 * Copy of /government: the risks of public AI, agents for agency staff, ROI scenarios by level of
 * government, use cases, the Veritenant advantage and the public sector form.
 */
import {
  BookOpen,
  Brain,
  Building2,
  ClipboardCheck,
  Eye,
  FileCheck,
  FileText,
  Globe,
  GraduationCap,
  Landmark,
  Layers,
  MessageSquare,
  Receipt,
  Scale,
  Search,
  Server,
  Shield,
  ShieldCheck,
  Users,
  Wallet,
} from 'lucide-react';
import { paths } from 'shared/paths';
import type { MarketingPage } from './types';

export const governmentPage = {
  description:
    'Sovereign AI for federal, state, local and education agencies: agents for casework, records and constituent services, running in your own environment.',
  hero: {
    eyebrow: 'Government',
    title: 'Sovereign AI for public agencies',
    lead: 'Federal, state, local and education agencies modernize services with AI that runs in their own cloud, data center or air-gapped network, and keeps citizen data under their control.',
    actions: [
      { label: 'Talk to our team', href: '#contact' },
      { label: 'Request a 30 day trial', href: paths.trial, variant: 'inverse' },
    ],
    decorativeIcons: [Landmark, ShieldCheck, Scale, Building2],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'risks',
      eyebrow: 'The risk',
      title: 'The risks of public AI for government',
      lead: 'Commercial AI services make it easy to start and hard to stay accountable.',
      columns: 2,
      cards: [
        {
          icon: Eye,
          title: 'Citizen data exposure',
          body: 'Prompts that contain personal, tax, benefits or health information can end up in commercial systems outside your authorization boundary.',
        },
        {
          icon: Globe,
          title: 'Loss of data sovereignty',
          body: 'Public AI services may process data in other jurisdictions and retain it under terms your agency does not control.',
        },
        {
          icon: Scale,
          title: 'Compliance and records obligations',
          body: 'Criminal justice information must meet the CJIS Security Policy, and AI prompts and outputs may themselves be subject to records retention and FOIA requests.',
        },
        {
          icon: Layers,
          title: 'Vendor lock-in',
          body: "Building on one provider's models ties budgets and roadmaps to that vendor's pricing and priorities, and complicates future procurements.",
        },
      ],
    },
    {
      kind: 'cards',
      id: 'agents',
      eyebrow: 'Agents',
      title: 'Agents that work alongside your staff',
      lead: 'Agents prepare the work; your staff make the decisions. Every step is logged.',
      tone: 'muted',
      columns: 2,
      cards: [
        {
          icon: MessageSquare,
          title: 'Constituent services agent',
          body: 'Answers resident questions about services, permits and benefits around the clock from your approved content, and hands complex requests to staff.',
        },
        {
          icon: ClipboardCheck,
          title: 'Case processing agent',
          body: 'Reads applications and supporting documents, checks them against eligibility rules and prepares case summaries for caseworker decisions.',
        },
        {
          icon: Search,
          title: 'Records and FOIA agent',
          body: 'Searches your records, identifies responsive documents and proposes redactions for staff review, cutting public records backlogs.',
        },
        {
          icon: BookOpen,
          title: 'Policy research agent',
          body: 'Summarizes legislation, regulations and public comments, and drafts briefing memos with citations to the source text.',
        },
      ],
    },
    {
      kind: 'accordion',
      id: 'roi-scenarios',
      eyebrow: 'Return on investment',
      title: 'ROI scenarios',
      lead: 'Illustrative annual scenarios at list pricing of $19.95 per user per month plus agent and model fees. Infrastructure in your own environment is additional; your assessment uses your own baseline.',
      items: [
        {
          title: 'Federal agency',
          summary: '2,000 users and 10 agents',
          paragraphs: [
            'A federal program office runs Veritenant in its own FedRAMP-authorized cloud environment for correspondence, case processing and records requests.',
            'Assumes 2,000 users, ten agents, one model and retrieval-augmented generation. Savings come from staff hours returned and reduced contractor spend.',
          ],
          metrics: [
            { label: 'Annual investment', value: '$798K' },
            { label: 'Annual savings', value: '$3.2-4.0M' },
            { label: 'ROI', value: '300-400%' },
            { label: 'Payback', value: '3 months' },
          ],
        },
        {
          title: 'State agency',
          summary: '1,000 users and 6 agents',
          paragraphs: [
            'A state health and human services or revenue department uses agents for eligibility review, intake and constituent questions.',
            'Assumes 1,000 users, six agents, one model and retrieval-augmented generation. Savings come from faster case processing and lower call volumes.',
          ],
          metrics: [
            { label: 'Annual investment', value: '$511K' },
            { label: 'Annual savings', value: '$2.0-2.5M' },
            { label: 'ROI', value: '290-390%' },
            { label: 'Payback', value: '3 months' },
          ],
        },
        {
          title: 'Local government',
          summary: '250 users and 4 agents',
          paragraphs: [
            'A city or county runs 311 services, permitting support and council research on its own infrastructure.',
            'Assumes 250 users, four agents, one model and retrieval-augmented generation. Savings come from shorter permit cycles and fewer routine calls.',
          ],
          metrics: [
            { label: 'Annual investment', value: '$308K' },
            { label: 'Annual savings', value: '$1.1-1.4M' },
            { label: 'ROI', value: '260-355%' },
            { label: 'Payback', value: 'About 3 months' },
          ],
        },
        {
          title: 'School district',
          summary: '150 users and 3 agents',
          paragraphs: [
            'A school district supports enrollment, family communications and special education paperwork while student records stay protected under FERPA in its own environment.',
            'Assumes 150 staff users, three agents, one model and retrieval-augmented generation. Savings come from administrative hours returned to schools.',
          ],
          metrics: [
            { label: 'Annual investment', value: '$272K' },
            { label: 'Annual savings', value: '$0.9-1.1M' },
            { label: 'ROI', value: '230-305%' },
            { label: 'Payback', value: '3-4 months' },
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'use-cases',
      eyebrow: 'Use cases',
      title: 'Government use cases',
      lead: 'Proven patterns for the work that fills agency queues.',
      tone: 'muted',
      columns: 3,
      cards: [
        {
          icon: Users,
          title: 'Benefits eligibility and casework',
          body: 'Pre-screen applications, gather missing documents and summarize case histories, so caseworkers spend their time on decisions rather than paperwork.',
        },
        {
          icon: FileCheck,
          title: 'Permitting and licensing',
          body: 'Check applications for completeness, answer applicant questions and route reviews, shortening permit timelines without changing who decides.',
        },
        {
          icon: MessageSquare,
          title: 'Public comment analysis',
          body: 'Group and summarize thousands of public comments by theme and position, with traceable links back to every original submission.',
        },
        {
          icon: Receipt,
          title: 'Grants and procurement',
          body: 'Draft grant applications and solicitations, compare proposals against evaluation criteria and track compliance with award terms.',
        },
        {
          icon: Shield,
          title: 'Public safety and justice',
          body: 'Summarize reports and case files for investigators and prosecutors in an environment built to meet CJIS Security Policy requirements.',
        },
        {
          icon: GraduationCap,
          title: 'Education and student services',
          body: 'Support enrollment, family communications and individualized education program paperwork while student records stay protected under FERPA.',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'advantages',
      eyebrow: 'The Veritenant advantage',
      title: 'Why agencies choose Veritenant',
      tone: 'inverse',
      columns: 3,
      cards: [
        {
          icon: Server,
          title: 'Sovereign deployment',
          body: 'Run in your own government cloud region, in your data center or fully air-gapped, so data never leaves your authorization boundary.',
        },
        {
          icon: ShieldCheck,
          title: 'Compliance-ready controls',
          body: 'Built-in RBAC, customer-managed keys and complete audit trails support your FedRAMP, CJIS and FERPA obligations within your own environment.',
        },
        {
          icon: Brain,
          title: 'No vendor lock-in',
          body: 'Stay LLM-agnostic: choose open-weight or commercial models and change them as policy and technology evolve, without rebuilding workflows.',
        },
        {
          icon: Wallet,
          title: 'Budget-friendly pricing',
          body: 'Transparent pricing of $19.95 per user per month plus agent and model fees fits annual appropriations and makes ROI easy to defend.',
        },
        {
          icon: FileText,
          title: 'Transparency and accountability',
          body: 'Every answer cites its sources and every action is logged, supporting oversight, inspector general reviews and public records obligations.',
        },
      ],
    },
    {
      kind: 'form',
      id: 'contact',
      form: 'GovernmentForm',
      eyebrow: 'Contact',
      title: 'Talk to our public sector team',
      lead: 'Tell us about your agency and the challenge you want to solve. Our team responds within 24 hours.',
    },
  ],
} satisfies MarketingPage;

// The page's module is written from this default export by the build (../exposes.ts).
export default governmentPage;
