/** The 30-day trial request of /trial. */
import { paths } from 'shared/paths';
import { cloudProviders, companySizes, trialIndustries, yesNo } from 'shared/schemas/forms';
import type { LeadFormDefinition } from '../lead-form-types';
import { company, fullName, options, plainOptions, select, workEmail } from './fields';

export const trialRequest: LeadFormDefinition<'trial-request'> = {
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
  submitLabel: 'Request Trial',
  submittingLabel: 'Submitting Request...',
  requiredConsent: 'agreeToTerms',
  success: {
    title: 'Request Submitted!',
    description: "Thank you for your interest. We'll be in touch soon to set up your trial.",
  },
};
