/** Fields, options and words several lead forms share; each form is a module beside this one. */
import type { FieldDefinition, FieldGroup, FieldWidth, SelectFieldDefinition } from '../lead-form-types';

/** Select options with a label for every schema value, in schema order. */
export function options<const V extends string>(values: readonly V[], labels: Record<V, string>) {
  return values.map((value) => ({ value, label: labels[value] }));
}

/** Options whose values already read well ('AWS EKS', '51-500'). */
export function plainOptions(values: readonly string[]) {
  return values.map((value) => ({ value, label: value }));
}

export const fullName = {
  name: 'name',
  kind: 'text',
  label: 'Full Name',
  autoComplete: 'name',
  width: 'half',
} as const;
export const workEmail = {
  name: 'email',
  kind: 'email',
  label: 'Business Email',
  autoComplete: 'email',
  width: 'half',
} as const;
export const company = {
  name: 'company',
  kind: 'text',
  label: 'Company',
  autoComplete: 'organization',
  width: 'half',
} as const;

export function description<N extends string>(name: N, label: string, placeholder: string): FieldDefinition<N> {
  return { name, kind: 'textarea', label, placeholder, width: 'full' };
}

export function select<N extends string>(
  name: N,
  label: string,
  prompt: string,
  choices: SelectFieldDefinition<N>['options'],
  width: FieldWidth = 'half',
): SelectFieldDefinition<N> {
  return { name, kind: 'select', label, prompt, options: choices, width };
}

export const submitting = 'Submitting...';

/** What every landing-page form says on success. */
export const landingSuccess = { title: 'Request Received', description: "Thank you! We'll be in touch soon." };

/** A product page's form: who is asking, on one line each, and the one thing they describe. */
export function productFormGroups<N extends string>(
  about: FieldDefinition<N>,
): FieldGroup<N | 'name' | 'email' | 'company'>[] {
  return [{ fields: [fullName, workEmail, { ...company, width: 'full' }, about] }];
}

/** A landing page's form: who is asking, their kind of organisation, and their challenge. */
export function landingFormGroups<N extends string>(
  kind: FieldDefinition<N>,
  challenge: FieldDefinition<N>,
): FieldGroup<N | 'name' | 'email' | 'company'>[] {
  return [{ fields: [fullName, company, workEmail, kind, challenge] }];
}
