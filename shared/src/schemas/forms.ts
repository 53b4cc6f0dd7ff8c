/**
 * Every lead form's contract (docs/product.md#forms-and-their-fields), imported by the forms in the browser and by
 * the api: fields, options, defaults, lengths, trimming and messages, word for word.
 *
 * Landing forms: section 5 gives two readings. We follow the first, with explicit bounds and
 * messages (name and company at least 2, challenge 10 to 1000; government 1/1/10 to 2000,
 * untrimmed), because it is the only one that states them; the second reading's display rules
 * (errors under each field, required asterisks, e-mail input type, 120 px textareas) do not
 * conflict with it and the forms follow them too. The enterprise-automation form takes the same
 * bounds as the other industry forms, its select prompt being 'Please select your use case'.
 */
import * as z from 'zod/mini';

// No compiled validators: to find out whether it may compile one, zod tries `new Function`,
// which the site's Content-Security-Policy refuses and reports as a violation on every page
// with a form (ops/core/content-security-policy.ts). Interpreted, a form validates as fast.
z.config({ jitless: true });
// zod/mini (a sixth of the classic API's bytes in a form's page) comes with no messages of its
// own: English ones name what the forms' messages do not cover, such as an unknown field the api
// refuses.
z.config(z.locales.en());

// ---------------------------------------------------------------------------------------------
// Field rules
// ---------------------------------------------------------------------------------------------

// Trimmed text of `min` to `max` characters; a field left out entirely gets the same message as
// one too short.
function boundedText(min: number, max: number, tooShortMessage: string, tooLongMessage: string) {
  return z
    .string({ error: tooShortMessage })
    .check(z.trim(), z.minLength(min, tooShortMessage), z.maxLength(max, tooLongMessage));
}

function requiredText(max: number, requiredMessage: string, tooLongMessage: string) {
  return boundedText(1, max, requiredMessage, tooLongMessage);
}

function optionalText(max: number, tooLongMessage: string) {
  return z.optional(z.string().check(z.trim(), z.maxLength(max, tooLongMessage)));
}

const emailMessages = { invalid: 'Invalid email address', tooLong: 'Email must be less than 255 characters' };

const email = z
  .string({ error: emailMessages.invalid })
  .check(z.trim(), z.email({ error: emailMessages.invalid }), z.maxLength(255, emailMessages.tooLong));

const personName = (requiredMessage: string) =>
  requiredText(100, requiredMessage, 'Name must be less than 100 characters');
const company = requiredText(100, 'Company is required', 'Company must be less than 100 characters');
const description = (max: number, requiredMessage: string) =>
  requiredText(max, requiredMessage, `Description must be less than ${max} characters`);

/** A select whose empty value shows its prompt as the error. */
function choice<const T extends readonly [string, ...string[]]>(options: T, prompt: string) {
  return z.enum(options, { error: prompt });
}

// ---------------------------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------------------------

export const companySizes = ['1-50', '51-500', '501-5000', '5000+'] as const;
export const trialIndustries = ['Insurance', 'Healthcare', 'Financial Services', 'Other'] as const;
export const yesNo = ['yes', 'no'] as const;
export const cloudProviders = ['AWS EKS', 'Google GKE', 'Azure AKS', 'On-Prem', 'Other'] as const;
export const insuranceHealthcareIndustries = ['insurance', 'healthcare'] as const;
export const financialIndustries = [
  'banking',
  'investment-management',
  'insurance',
  'fintech',
  'credit-unions',
  'payment-processing',
] as const;
export const governmentLevels = ['federal', 'state', 'local', 'education'] as const;
export const automationUseCases = ['front-office', 'back-office', 'both'] as const;

// ---------------------------------------------------------------------------------------------
// Field schemas, one per form
// ---------------------------------------------------------------------------------------------

export const contactFields = z.strictObject({
  firstName: personName('First name is required'),
  lastName: personName('Last name is required'),
  email,
  company,
  title: requiredText(100, 'Job title is required', 'Job title must be less than 100 characters'),
  message: requiredText(2000, 'Message is required', 'Message must be less than 2000 characters'),
});

export const enterpriseAiDemoFields = z.strictObject({
  name: personName('Name is required'),
  email,
  company,
  useCase: description(500, 'Use case is required'),
});

export const enterpriseAgentsRoiFields = z.strictObject({
  name: personName('Name is required'),
  email,
  company,
  currentProcess: description(1000, 'Current process description is required'),
});

export const enterprise360DeepDiveFields = z.strictObject({
  name: personName('Name is required'),
  email,
  company,
  dataChallenge: description(1000, 'Data challenge description is required'),
});

export const securityRequirementsFields = z.strictObject({
  name: personName('Name is required'),
  email,
  company,
  securityRequirements: description(1000, 'Security requirements are required'),
});

export const trialRequestFields = z.strictObject({
  name: personName('Name is required'),
  email,
  company,
  jobTitle: requiredText(100, 'Job title is required', 'Job title must be less than 100 characters'),
  companySize: choice(companySizes, 'Please select company size'),
  industry: choice(trialIndustries, 'Please select an industry'),
  howDidYouHear: optionalText(500, 'Must be less than 500 characters'),
  hasKubernetes: choice(yesNo, 'Please specify if you have Kubernetes'),
  kubernetesVersion: optionalText(50, 'Kubernetes version must be less than 50 characters'),
  cloudProvider: choice(cloudProviders, 'Please select cloud provider'),
  gpuResources: requiredText(200, 'GPU resources are required', 'GPU resources must be less than 200 characters'),
  persistentStorage: requiredText(
    200,
    'Persistent storage is required',
    'Persistent storage must be less than 200 characters',
  ),
  ingressController: requiredText(
    100,
    'Ingress controller is required',
    'Ingress controller must be less than 100 characters',
  ),
  expectedUsers: requiredText(50, 'Expected users is required', 'Expected users must be less than 50 characters'),
  preferredLLMs: requiredText(300, 'Preferred LLMs are required', 'Preferred LLMs must be less than 300 characters'),
  integrationNeeds: optionalText(1000, 'Integration needs must be less than 1000 characters'),
  agreeToTerms: z.literal(true, { error: 'You must agree to the terms and privacy policy' }),
});

const landingName = boundedText(2, 100, 'Name must be at least 2 characters', 'Name must be less than 100 characters');
const landingCompany = boundedText(2, 100, 'Company name is required', 'Company must be less than 100 characters');
const landingChallenge = boundedText(
  10,
  1000,
  'Please describe your challenge (minimum 10 characters)',
  'Challenge must be less than 1000 characters',
);

export const insuranceHealthcareFields = z.strictObject({
  name: landingName,
  company: landingCompany,
  email,
  industry: choice(insuranceHealthcareIndustries, 'Please select your industry'),
  industryChallenge: landingChallenge,
});

export const financialServicesFields = z.strictObject({
  name: landingName,
  company: landingCompany,
  email,
  industry: choice(financialIndustries, 'Please select your industry'),
  industryChallenge: landingChallenge,
});

export const enterpriseAutomationFields = z.strictObject({
  name: landingName,
  company: landingCompany,
  email,
  useCase: choice(automationUseCases, 'Please select your use case'),
  automationChallenge: landingChallenge,
});

/** Section 5: the government form is not trimmed. */
export const governmentFields = z.strictObject({
  name: z
    .string({ error: 'Name is required' })
    .check(z.minLength(1, 'Name is required'), z.maxLength(100, 'Name must be less than 100 characters')),
  company: z
    .string({ error: 'Agency/Department is required' })
    .check(
      z.minLength(1, 'Agency/Department is required'),
      z.maxLength(100, 'Agency/Department must be less than 100 characters'),
    ),
  email: z
    .string({ error: emailMessages.invalid })
    .check(z.email({ error: emailMessages.invalid }), z.maxLength(255, emailMessages.tooLong)),
  governmentLevel: choice(governmentLevels, 'Please select a government level'),
  challenge: z
    .string({ error: 'Please provide at least 10 characters' })
    .check(
      z.minLength(10, 'Please provide at least 10 characters'),
      z.maxLength(2000, 'Challenge must be less than 2000 characters'),
    ),
});

// ---------------------------------------------------------------------------------------------
// Forms: formType, bot-protection action, fields and starting values
// ---------------------------------------------------------------------------------------------

export const forms = {
  contact: { action: 'contact_form', fields: contactFields },
  'enterprise-ai-demo': { action: 'enterprise_ai_demo', fields: enterpriseAiDemoFields },
  'enterprise-agents-roi': { action: 'enterprise_agents_roi', fields: enterpriseAgentsRoiFields },
  'enterprise-360-deepdive': { action: 'enterprise_360_deepdive', fields: enterprise360DeepDiveFields },
  // Defined but placed on no page, with no formType or action of its own.
  'security-requirements': { action: 'security_requirements', fields: securityRequirementsFields },
  'trial-request': { action: 'trial_request', fields: trialRequestFields },
  'insurance-healthcare-solution': { action: 'insurance_healthcare_form', fields: insuranceHealthcareFields },
  'financial-services-solution': { action: 'financial_services_form', fields: financialServicesFields },
  'government-solution': { action: 'government_solution', fields: governmentFields },
  'enterprise-automation-solution': { action: 'enterprise_automation_form', fields: enterpriseAutomationFields },
} as const;

export type FormType = keyof typeof forms;
export type FormFields<T extends FormType> = z.input<(typeof forms)[T]['fields']>;
export const formTypes = Object.keys(forms) as FormType[];

export function isFormType(value: unknown): value is FormType {
  return typeof value === 'string' && Object.hasOwn(forms, value);
}

/** The honeypot: a field people never see. Anything in it marks the sender as a bot. */
export const HONEYPOT_FIELD = 'website';

export const RECAPTCHA_MESSAGE = 'reCAPTCHA verification failed';

/** What the api accepts for one form: its fields plus the token and the formType. */
export function submissionSchema<T extends FormType>(formType: T) {
  const { fields } = forms[formType];
  return z.extend(fields, {
    recaptchaToken: z.string().check(z.minLength(1, RECAPTCHA_MESSAGE)),
    formType: z.literal(formType),
  });
}
