/**
 * Checks a form's entries against its shared zod schema (the one the api uses) and turns the
 * issues into Formik's shape: the first message per field, plus the very first issue overall.
 */
import { forms, type FormType } from 'shared/schemas/forms';
import type * as z from 'zod/mini';

export type LeadValues = Record<string, string | boolean>;

export interface FieldIssue {
  field: string;
  message: string;
}

export type ValidationResult =
  { success: true; data: LeadValues } | { success: false; errors: Record<string, string>; first: FieldIssue };

export function validateLead(formType: FormType, values: LeadValues): ValidationResult {
  const schema: z.ZodMiniType<LeadValues> = forms[formType].fields;
  const result = schema.safeParse(values);
  if (result.success) return { success: true, data: result.data };

  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    errors[field] ??= issue.message;
  }
  const [firstIssue] = result.error.issues;
  const first = { field: String(firstIssue?.path[0] ?? ''), message: firstIssue?.message ?? '' };
  return { success: false, errors, first };
}
