/** Copy of the Enterprise Agents product page (`/enterprise-agents`): features, ROI analysis, trust and the ROI form. */
import {
  BadgeCheck,
  Bot,
  ChartLine,
  FileText,
  KeyRound,
  Network,
  Plug,
  Server,
  TrendingUp,
  UserCheck,
  Workflow,
} from 'lucide-react';
import { paths } from 'shared/paths';
import type { MarketingPage } from './types';

export const enterpriseAgentsPage = {
  description:
    'Enterprise Agents: autonomous agents that complete tasks, optimize workflows and coordinate across your existing systems, privately, with measurable ROI.',
  hero: {
    decorativeIcons: [Bot, Workflow, Network, TrendingUp],
    eyebrow: 'Enterprise Agents',
    title: 'Autonomous agents that work inside your systems',
    lead: 'Automate multi-step tasks, optimize workflows and coordinate agents across the tools you already run, all inside your private tenant, with ROI you can measure.',
    actions: [
      { label: 'Get Your ROI Analysis', href: '#contact-form' },
      { label: 'Request a 30 day trial', href: paths.trial, variant: 'inverse' },
    ],
    badges: ['Autonomous tasks', 'Multi-agent coordination', 'Measurable ROI'],
  },
  blocks: [
    {
      kind: 'cards',
      id: 'features',
      eyebrow: 'Capabilities',
      title: 'Agents that do the work, under your controls',
      lead: 'Built on an agentic framework with retrieval-augmented generation, grounded in your data and bound by your permissions.',
      columns: 3,
      cards: [
        {
          icon: Bot,
          title: 'Autonomous tasks',
          body: 'Agents plan and execute multi-step work such as reconciling records, drafting responses and filing tickets, escalating to a person when confidence is low.',
        },
        {
          icon: Workflow,
          title: 'Workflow optimization',
          body: 'Agents find the bottlenecks in existing processes, remove manual hand-offs and shorten cycle times without a rip-and-replace project.',
        },
        {
          icon: Network,
          title: 'Multi-agent coordination',
          body: 'Specialized agents hand work to each other through a shared orchestration layer, with clear ownership of every step.',
        },
        {
          icon: Plug,
          title: 'Integration with existing systems',
          body: 'Connectors for Salesforce, SAP, Dynamics, ServiceNow, Jira Service Management, Microsoft Teams and Slack, acting with each user’s permissions.',
        },
        {
          icon: UserCheck,
          title: 'Human in the loop',
          body: 'Set approval thresholds per action, so agents draft and prepare while people approve payments, customer messages and record changes.',
        },
        {
          icon: ChartLine,
          title: 'ROI analysis',
          body: 'Every agent reports time saved, volume handled and error rates against a baseline, so value is measured, not estimated.',
        },
      ],
    },
    {
      kind: 'accordion',
      id: 'roi',
      eyebrow: 'ROI analysis',
      title: 'How we measure return on investment',
      lead: 'Our ROI analysis starts from your current process and your own numbers. For high-volume processes, ROI ranges such as 300-400% are common.',
      tone: 'muted',
      items: [
        {
          title: 'Baseline your current process',
          summary: 'Volumes, cycle times and cost per transaction today',
          paragraphs: [
            'We map the process you want to automate and measure it as it runs now: how many items, how long each takes, who touches it and what errors cost.',
          ],
          points: ['Transaction volumes and seasonality', 'Handling time per step', 'Rework and error rates'],
        },
        {
          title: 'Model the agent-assisted process',
          summary: 'Which steps agents own, assist or leave to people',
          paragraphs: [
            'We design the target workflow with your team, decide where agents act autonomously and where people approve, and estimate the effect on each step.',
          ],
        },
        {
          title: 'Count the full cost',
          summary: 'Licenses, infrastructure and change effort',
          paragraphs: [
            'The analysis includes $19.95 per user per month plus agent and model fees, the GPU and storage capacity in your environment, and the time your team spends on rollout.',
          ],
        },
        {
          title: 'Track results after go-live',
          summary: 'Top-line and bottom-line impact, reported monthly',
          paragraphs: [
            'Dashboards compare live performance to the baseline, so finance sees the same numbers as operations.',
          ],
          metrics: [
            { label: 'Typical ROI range', value: '300-400%' },
            { label: 'Reporting cadence', value: 'Monthly' },
          ],
        },
      ],
    },
    {
      kind: 'cards',
      id: 'trust',
      eyebrow: 'Trust',
      title: 'Built for trust',
      lead: 'Autonomy without losing control: agents act only where you allow them to, and every action is recorded.',
      tone: 'inverse',
      columns: 4,
      cards: [
        {
          icon: Server,
          title: 'Private tenant',
          body: 'Agents, models and their memory run in your own cloud or data center. No task data leaves your environment.',
        },
        {
          icon: FileText,
          title: 'Audit trails',
          body: 'Every plan, tool call, approval and result is logged with the agent, user and data involved, ready for review.',
        },
        {
          icon: KeyRound,
          title: 'Customer-managed keys',
          body: 'Agent state, credentials and logs are encrypted with keys you hold in your own KMS or HSM.',
        },
        {
          icon: BadgeCheck,
          title: 'Compliance ready',
          body: 'Permission scoping, approvals and evidence exports support SOC 2 Type II, HIPAA, GDPR and PCI DSS obligations.',
        },
      ],
    },
    {
      kind: 'form',
      id: 'contact-form',
      form: 'EnterpriseAgentsRoiForm',
      eyebrow: 'ROI analysis',
      title: 'Get your personalized ROI analysis',
      lead: 'Describe the process you want to automate. We will contact you within 24 hours with a personalized ROI analysis.',
    },
  ],
} satisfies MarketingPage;

// The page's module is written from this default export by the build (../exposes.ts).
export default enterpriseAgentsPage;
