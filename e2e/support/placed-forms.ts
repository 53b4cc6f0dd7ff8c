/** Where the marketing pages place mfe-forms' lead forms: every form but the trial's (its own page) and the unused one. */
import type { FormType } from 'shared/schemas/forms';

export type PlacedFormType = Exclude<FormType, 'trial-request' | 'security-requirements'>;

export const placedForms: ReadonlyArray<{ path: string; anchor: string; formType: PlacedFormType; success: string }> = [
  { path: '/', anchor: 'contact', formType: 'contact', success: 'Message Sent!' },
  {
    path: '/enterprise-ai',
    anchor: 'contact-form',
    formType: 'enterprise-ai-demo',
    success: 'Demo Request Submitted!',
  },
  {
    path: '/enterprise-agents',
    anchor: 'contact-form',
    formType: 'enterprise-agents-roi',
    success: 'ROI Analysis Request Submitted!',
  },
  {
    path: '/enterprise-360',
    anchor: 'contact-form',
    formType: 'enterprise-360-deepdive',
    success: 'Deep Dive Request Submitted!',
  },
  {
    path: '/enterprise-automation',
    anchor: 'contact',
    formType: 'enterprise-automation-solution',
    success: "Thank you! We'll be in touch soon.",
  },
  {
    path: '/financial-services',
    anchor: 'contact',
    formType: 'financial-services-solution',
    success: "Thank you! We'll be in touch soon.",
  },
  {
    path: '/insurance-healthcare',
    anchor: 'contact',
    formType: 'insurance-healthcare-solution',
    success: "Thank you! We'll be in touch soon.",
  },
  {
    path: '/government',
    anchor: 'contact',
    formType: 'government-solution',
    success: "Thank you! We'll be in touch soon.",
  },
];
