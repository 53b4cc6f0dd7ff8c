/**
 * Every lead form as data, one module each in `forms/`: headings, labels, options (with the
 * starting value of a select that has one), button texts and toasts.
 * Field names, option values and validation messages come from the shared schemas; only the
 * words people read are written here. Fields are listed in schema order, so the first invalid
 * field on screen is the one the first validation issue names.
 */
import type { FormType } from 'shared/schemas/forms';
import { site } from 'shared/site';
import { contact } from './forms/contact';
import { enterprise360DeepDive } from './forms/enterprise-360-deepdive';
import { enterpriseAgentsRoi } from './forms/enterprise-agents-roi';
import { enterpriseAiDemo } from './forms/enterprise-ai-demo';
import { enterpriseAutomation } from './forms/enterprise-automation-solution';
import { financialServices } from './forms/financial-services-solution';
import { government } from './forms/government-solution';
import { insuranceHealthcare } from './forms/insurance-healthcare-solution';
import { securityRequirements } from './forms/security-requirements';
import { trialRequest } from './forms/trial-request';
import type { FailureCopy, LeadFormDefinition } from './lead-form-types';

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

/** Failure toasts, word for word (docs/product.md#error-messages). */
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
