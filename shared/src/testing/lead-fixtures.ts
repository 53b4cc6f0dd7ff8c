/**
 * Test fixture: one set of valid entries for every lead form, shared by the schema tests, the
 * forms' tests and the api's tests. Every field is present, already trimmed (so the entries are
 * also what a form sends), and no select holds its default (so a reset is visible). The contact
 * e-mail is mixed-case on purpose: the api stores addresses lowercased.
 */
import type { FormFields, FormType } from 'shared/schemas/forms';

export const validFields: { [K in FormType]: Required<FormFields<K>> } = {
  contact: {
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'Ada@Example.com',
    company: 'Analytical Engines',
    title: 'CTO',
    message: 'We would like to talk about a private deployment.',
  },
  'enterprise-ai-demo': { name: 'Ada', email: 'ada@example.com', company: 'Engines', useCase: 'Claims triage' },
  'enterprise-agents-roi': { name: 'Ada', email: 'ada@example.com', company: 'Engines', currentProcess: 'Manual' },
  'enterprise-360-deepdive': { name: 'Ada', email: 'ada@example.com', company: 'Engines', dataChallenge: 'Silos' },
  'security-requirements': { name: 'Ada', email: 'ada@example.com', company: 'Engines', securityRequirements: 'SOC 2' },
  'trial-request': {
    name: 'Ada',
    email: 'ada@example.com',
    company: 'Engines',
    jobTitle: 'CTO',
    companySize: '51-500',
    industry: 'Insurance',
    howDidYouHear: '',
    hasKubernetes: 'yes',
    kubernetesVersion: '1.30',
    cloudProvider: 'AWS EKS',
    gpuResources: '4 x A100',
    persistentStorage: '2 TB',
    ingressController: 'nginx',
    expectedUsers: '200',
    preferredLLMs: 'Llama 3',
    integrationNeeds: '',
    agreeToTerms: true,
  },
  'insurance-healthcare-solution': {
    name: 'Ada',
    company: 'Engines',
    email: 'ada@example.com',
    industry: 'healthcare',
    industryChallenge: 'Prior authorisations take weeks.',
  },
  'financial-services-solution': {
    name: 'Ada',
    company: 'Engines',
    email: 'ada@example.com',
    industry: 'fintech',
    industryChallenge: 'KYC reviews are slow.',
  },
  'government-solution': {
    name: 'Ada',
    company: 'Department of Engines',
    email: 'ada@example.gov',
    governmentLevel: 'state',
    challenge: 'Records requests pile up.',
  },
  'enterprise-automation-solution': {
    name: 'Ada',
    company: 'Engines',
    email: 'ada@example.com',
    useCase: 'back-office',
    automationChallenge: 'Invoices are keyed by hand.',
  },
};
