/**
 * Every lead form as data: headings, labels, options, starting values, button texts and toasts.
 * Field names, option values and validation messages come from the shared schemas; only the
 * words people read are written here. Fields are listed in schema order, so the first invalid
 * field on screen is the one the first validation issue names.
 */
import { paths } from 'shared/paths';
import {
  automationUseCases,
  cloudProviders,
  companySizes,
  financialIndustries,
  governmentLevels,
  insuranceHealthcareIndustries,
  trialIndustries,
  yesNo,
  type FormType,
} from 'shared/schemas/forms';
import { site } from 'shared/site';
import type {
  FailureCopy,
  FieldDefinition,
  FieldWidth,
  LeadFormDefinition,
  SelectFieldDefinition,
} from './lead-form-types';

/** Select options with a label for every schema value, in schema order. */
function options<const V extends string>(values: readonly V[], labels: Record<V, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Options whose values already read well ('AWS EKS', '51-500'). */
function plainOptions(values: readonly string[]) {
  return values.map((value) => ({ value, label: value }));
}

// ---------------------------------------------------------------------------------------------
// Fields several forms share
// ---------------------------------------------------------------------------------------------

const fullName = { name: 'name', kind: 'text', label: 'Full Name', autoComplete: 'name', width: 'half' } as const;
const workEmail = {
  name: 'email',
  kind: 'email',
  label: 'Business Email',
  autoComplete: 'email',
  width: 'half',
} as const;
const company = {
  name: 'company',
  kind: 'text',
  label: 'Company',
  autoComplete: 'organization',
  width: 'half',
} as const;

function description<N extends string>(name: N, label: string, placeholder: string): FieldDefinition<N> {
  return { name, kind: 'textarea', label, placeholder, width: 'full' };
}

function select<N extends string>(
  name: N,
  label: string,
  prompt: string,
  choices: SelectFieldDefinition<N>['options'],
  width: FieldWidth = 'half',
): SelectFieldDefinition<N> {
  return { name, kind: 'select', label, prompt, options: choices, width };
}

const submitting = 'Submitting...';

// ---------------------------------------------------------------------------------------------
// Main forms: the home page's consultation form and the three product pages
// ---------------------------------------------------------------------------------------------

const contact: LeadFormDefinition<'contact'> = {
  formType: 'contact',
  feedback: 'main',
  heading: 'Schedule a Consultation',
  intro: "Tell us about your organization and your AI plans. We'll get back to you within 24 hours.",
  groups: [
    {
      fields: [
        { name: 'firstName', kind: 'text', label: 'First Name', autoComplete: 'given-name', width: 'half' },
        { name: 'lastName', kind: 'text', label: 'Last Name', autoComplete: 'family-name', width: 'half' },
        workEmail,
        company,
        { name: 'title', kind: 'text', label: 'Job Title', autoComplete: 'organization-title', width: 'full' },
        description('message', 'Message', 'What would you like to achieve with private AI?'),
      ],
    },
  ],
  initialValues: { firstName: '', lastName: '', email: '', company: '', title: '', message: '' },
  submitLabel: 'Send Message',
  submittingLabel: 'Sending...',
  success: {
    title: 'Message Sent!',
    description: "Thank you for contacting us. We'll get back to you within 24 hours.",
  },
};

const enterpriseAiDemo: LeadFormDefinition<'enterprise-ai-demo'> = {
  formType: 'enterprise-ai-demo',
  feedback: 'main',
  heading: 'Schedule an Enterprise AI Demo',
  intro: 'See private, auditable models running inside your own infrastructure.',
  groups: [
    {
      fields: [
        fullName,
        workEmail,
        { ...company, width: 'full' },
        description('useCase', 'Use Case', 'Which processes or questions should the demo cover?'),
      ],
    },
  ],
  initialValues: { name: '', email: '', company: '', useCase: '' },
  submitLabel: 'Request Demo',
  submittingLabel: submitting,
  success: { title: 'Demo Request Submitted!', description: 'Our enterprise team will contact you within 24 hours.' },
};

const enterpriseAgentsRoi: LeadFormDefinition<'enterprise-agents-roi'> = {
  formType: 'enterprise-agents-roi',
  feedback: 'main',
  heading: 'Get Your ROI Analysis',
  intro: 'Describe a process you would hand to agents and we will estimate the return.',
  groups: [
    {
      fields: [
        fullName,
        workEmail,
        { ...company, width: 'full' },
        description(
          'currentProcess',
          'Current Process',
          'How does this work today, who is involved and how long does it take?',
        ),
      ],
    },
  ],
  initialValues: { name: '', email: '', company: '', currentProcess: '' },
  submitLabel: 'Request ROI Analysis',
  submittingLabel: submitting,
  success: {
    title: 'ROI Analysis Request Submitted!',
    description: 'Our team will contact you within 24 hours with a personalized ROI analysis.',
  },
};

const enterprise360DeepDive: LeadFormDefinition<'enterprise-360-deepdive'> = {
  formType: 'enterprise-360-deepdive',
  feedback: 'main',
  heading: 'Request a 360 Deep Dive',
  intro: 'Walk through private search over your own data sources with our solution engineers.',
  groups: [
    {
      fields: [
        fullName,
        workEmail,
        { ...company, width: 'full' },
        description('dataChallenge', 'Data Challenge', 'Where does your data live and what is hard to find today?'),
      ],
    },
  ],
  initialValues: { name: '', email: '', company: '', dataChallenge: '' },
  submitLabel: 'Request Deep Dive',
  submittingLabel: submitting,
  success: {
    title: 'Deep Dive Request Submitted!',
    description: 'Our team will contact you within 24 hours to schedule your deep dive.',
  },
};

const securityRequirements: LeadFormDefinition<'security-requirements'> = {
  formType: 'security-requirements',
  feedback: 'main',
  heading: 'Share Your Security Requirements',
  intro: 'Tell us what your security and compliance teams need to see before approving a deployment.',
  groups: [
    {
      fields: [
        fullName,
        workEmail,
        { ...company, width: 'full' },
        description(
          'securityRequirements',
          'Security Requirements',
          'Certifications, data residency, key management, network isolation...',
        ),
      ],
    },
  ],
  initialValues: { name: '', email: '', company: '', securityRequirements: '' },
  submitLabel: 'Submit Requirements',
  submittingLabel: submitting,
  success: {
    title: 'Security Requirements Submitted!',
    description: 'Our security team will review them and contact you within 24 hours.',
  },
};

// ---------------------------------------------------------------------------------------------
// The trial request (/trial)
// ---------------------------------------------------------------------------------------------

const trialRequest: LeadFormDefinition<'trial-request'> = {
  formType: 'trial-request',
  feedback: 'trial',
  heading: 'Trial Request Form',
  intro: 'A few details about you and your environment let our engineers prepare the right deployment.',
  groups: [
    {
      legend: 'About you',
      fields: [
        fullName,
        workEmail,
        company,
        { name: 'jobTitle', kind: 'text', label: 'Job Title', autoComplete: 'organization-title', width: 'half' },
        select('companySize', 'Company Size', 'Please select company size', plainOptions(companySizes)),
        select('industry', 'Industry', 'Please select an industry', plainOptions(trialIndustries)),
        {
          name: 'howDidYouHear',
          kind: 'text',
          label: 'How did you hear about us?',
          required: false,
          width: 'full',
        },
      ],
    },
    {
      legend: 'Your infrastructure',
      fields: [
        select(
          'hasKubernetes',
          'Do you have a Kubernetes cluster?',
          'Please specify if you have Kubernetes',
          options(yesNo, { yes: 'Yes', no: 'No' }),
          'full',
        ),
        {
          name: 'kubernetesVersion',
          kind: 'text',
          label: 'Kubernetes Version',
          placeholder: 'e.g. 1.31',
          required: false,
          width: 'half',
          showWhen: { field: 'hasKubernetes', equals: 'yes' },
        },
        select('cloudProvider', 'Cloud Provider', 'Please select cloud provider', plainOptions(cloudProviders)),
        {
          name: 'gpuResources',
          kind: 'text',
          label: 'GPU Resources',
          placeholder: 'e.g. 4x NVIDIA A100 80 GB',
          width: 'half',
        },
        {
          name: 'persistentStorage',
          kind: 'text',
          label: 'Persistent Storage',
          placeholder: 'e.g. 2 TB SSD, EBS gp3',
          width: 'half',
        },
        {
          name: 'ingressController',
          kind: 'text',
          label: 'Ingress Controller',
          placeholder: 'e.g. NGINX, Traefik',
          width: 'half',
        },
      ],
    },
    {
      legend: 'Your evaluation',
      fields: [
        { name: 'expectedUsers', kind: 'text', label: 'Expected Users', placeholder: 'e.g. 50-100', width: 'half' },
        {
          name: 'preferredLLMs',
          kind: 'text',
          label: 'Preferred LLMs',
          placeholder: 'e.g. Llama 3.1 70B, Mistral Large',
          width: 'half',
        },
        {
          name: 'integrationNeeds',
          kind: 'textarea',
          label: 'Integration Needs',
          placeholder: 'Directory, single sign-on, chat, CRM/ERP, ITSM...',
          required: false,
          width: 'full',
        },
        {
          name: 'agreeToTerms',
          kind: 'checkbox',
          width: 'full',
          label: [
            'I agree to the ',
            { text: 'Terms of Service', href: paths.termsShortLink },
            ' and ',
            { text: 'Privacy Policy', href: paths.privacyShortLink },
          ],
        },
      ],
    },
  ],
  initialValues: {
    name: '',
    email: '',
    company: '',
    jobTitle: '',
    companySize: '',
    industry: '',
    howDidYouHear: '',
    hasKubernetes: '',
    kubernetesVersion: '',
    cloudProvider: '',
    gpuResources: '',
    persistentStorage: '',
    ingressController: '',
    expectedUsers: '',
    preferredLLMs: '',
    integrationNeeds: '',
    agreeToTerms: false,
  },
  submitLabel: 'Request Trial',
  submittingLabel: 'Submitting Request...',
  requiredConsent: 'agreeToTerms',
  success: {
    title: 'Request Submitted!',
    description: "Thank you for your interest. We'll be in touch soon to set up your trial.",
  },
};

// ---------------------------------------------------------------------------------------------
// Landing pages' forms
// ---------------------------------------------------------------------------------------------

const landingSuccess = { title: 'Request Received', description: "Thank you! We'll be in touch soon." };

const insuranceHealthcare: LeadFormDefinition<'insurance-healthcare-solution'> = {
  formType: 'insurance-healthcare-solution',
  feedback: 'landing',
  heading: 'Talk to Our Insurance & Healthcare Team',
  intro: 'HIPAA-ready private AI for claims, underwriting, member services and clinical workflows.',
  groups: [
    {
      fields: [
        fullName,
        company,
        workEmail,
        select(
          'industry',
          'Industry',
          'Please select your industry',
          options(insuranceHealthcareIndustries, { insurance: 'Insurance', healthcare: 'Healthcare' }),
        ),
        description('industryChallenge', 'Your Challenge', 'What would you like private AI to solve for your team?'),
      ],
    },
  ],
  initialValues: { name: '', company: '', email: '', industry: '', industryChallenge: '' },
  submitLabel: 'Get Started',
  submittingLabel: submitting,
  success: landingSuccess,
};

const financialServices: LeadFormDefinition<'financial-services-solution'> = {
  formType: 'financial-services-solution',
  feedback: 'landing',
  heading: 'Start Your Private AI Evaluation',
  intro: 'Keep customer and market data inside your own tenant while your teams put AI to work.',
  groups: [
    {
      fields: [
        fullName,
        company,
        workEmail,
        select(
          'industry',
          'Industry',
          'Please select your industry',
          options(financialIndustries, {
            banking: 'Banking',
            'investment-management': 'Investment Management',
            insurance: 'Insurance',
            fintech: 'Fintech',
            'credit-unions': 'Credit Unions',
            'payment-processing': 'Payment Processing',
          }),
        ),
        description('industryChallenge', 'Your Challenge', 'Fraud detection, compliance reviews, client service...'),
      ],
    },
  ],
  initialValues: { name: '', company: '', email: '', industry: 'banking', industryChallenge: '' },
  submitLabel: 'Get Started',
  submittingLabel: submitting,
  waitForVerification: true,
  success: landingSuccess,
};

const government: LeadFormDefinition<'government-solution'> = {
  formType: 'government-solution',
  feedback: 'landing',
  heading: 'Connect With Our Public Sector Team',
  intro: 'Sovereign, air-gapped AI for agencies, states, municipalities and school districts.',
  groups: [
    {
      fields: [
        fullName,
        { ...company, label: 'Agency/Department' },
        { ...workEmail, label: 'Government Email' },
        select(
          'governmentLevel',
          'Government Level',
          'Please select a government level',
          options(governmentLevels, {
            federal: 'Federal',
            state: 'State',
            local: 'Local',
            education: 'Education (School District)',
          }),
        ),
        description(
          'challenge',
          'Your Mission Challenge',
          'Which services or back-office work would you like to improve?',
        ),
      ],
    },
  ],
  initialValues: { name: '', company: '', email: '', governmentLevel: 'federal', challenge: '' },
  submitLabel: 'Contact Our Team',
  submittingLabel: submitting,
  waitForVerification: true,
  success: landingSuccess,
};

const enterpriseAutomation: LeadFormDefinition<'enterprise-automation-solution'> = {
  formType: 'enterprise-automation-solution',
  feedback: 'landing',
  heading: 'Start Automating Privately',
  intro: 'Tell us where work piles up and we will map it to front-office and back-office agents.',
  groups: [
    {
      fields: [
        fullName,
        company,
        workEmail,
        select(
          'useCase',
          'Use Case',
          'Please select your use case',
          options(automationUseCases, {
            'front-office': 'Front-Office',
            'back-office': 'Back-Office',
            both: 'Both',
          }),
        ),
        description(
          'automationChallenge',
          'Your Automation Challenge',
          'Which processes take the most manual effort today?',
        ),
      ],
    },
  ],
  initialValues: { name: '', company: '', email: '', useCase: 'both', automationChallenge: '' },
  submitLabel: 'Get Started',
  submittingLabel: submitting,
  waitForVerification: true,
  success: landingSuccess,
};

export const leadForms = {
  contact,
  'enterprise-ai-demo': enterpriseAiDemo,
  'enterprise-agents-roi': enterpriseAgentsRoi,
  'enterprise-360-deepdive': enterprise360DeepDive,
  'security-requirements': securityRequirements,
  'trial-request': trialRequest,
  'insurance-healthcare-solution': insuranceHealthcare,
  'financial-services-solution': financialServices,
  'government-solution': government,
  'enterprise-automation-solution': enterpriseAutomation,
} as const satisfies { [T in FormType]: LeadFormDefinition<T> };

/** Failure toasts, word for word (docs/architecture.md#error-messages). */
export const failureCopy: FailureCopy = {
  main: {
    validationTitle: 'Validation Error',
    failed: { title: 'Submission Failed', description: 'There was an error submitting your form. Please try again.' },
  },
  trial: {
    title: 'Submission Failed',
    notReady: { title: 'Please wait', description: 'reCAPTCHA is still loading. Please try again in a moment.' },
    noToken: 'reCAPTCHA verification failed. Please refresh the page and try again.',
    network: 'Network error. Please check your connection and try again.',
    connection: `Connection error. Please contact ${site.enterpriseEmail} directly.`,
    other: `Please try again or contact us directly at ${site.enterpriseEmail}`,
  },
  landing: {
    title: 'Submission Failed',
    noToken: 'reCAPTCHA verification failed. Please try again.',
    rejected: 'Something went wrong. Please try again.',
    network: 'Network error. Please try again.',
  },
};

/** Words of the form frame itself, the same on every form. */
export const formFrameCopy = {
  /** Read by no one: the honeypot's label, for the rare tool that announces hidden fields. */
  honeypotLabel: 'Leave this field empty',
  /** Appended to link labels that open in a new tab, for screen readers. */
  opensInNewTab: '(opens in a new tab)',
} as const;
