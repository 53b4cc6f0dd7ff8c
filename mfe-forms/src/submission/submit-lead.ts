/**
 * Sends one lead (docs/architecture.md#form-endpoint): a bot-protection token for
 * the form's action first, then one POST of the validated fields, the token and the formType.
 * Success is judged by the HTTP status alone; the body is read only to log a refusal.
 */
import { forms, HONEYPOT_FIELD, type FormType } from 'shared/schemas/forms';
import type { LeadValues } from './validation';

export interface TokenSource {
  ready: boolean;
  getToken(action: string): Promise<string | null>;
}

export interface LeadSubmission {
  /** The form endpoint from the run-time config; null while the config is loading. */
  endpoint: string | null;
  formType: FormType;
  /** The schema's output: trimmed, with hidden fields sent as ''. */
  values: LeadValues;
  /** The honeypot's content; sent only when something filled it. */
  honeypot: string;
  idempotencyKey: string;
  verification: TokenSource;
}

export type SubmissionOutcome =
  | { status: 'sent' }
  /** The bot-protection service has not loaded yet: nothing was sent. */
  | { status: 'not-ready' }
  /** No token came back: nothing was sent. */
  | { status: 'no-token' }
  /** The endpoint answered with a status other than 2xx. */
  | { status: 'rejected'; httpStatus: number }
  /** The request never got an answer (offline, DNS, CORS, connection reset). */
  | { status: 'unreachable'; error: Error };

export function requestBody({ formType, values, honeypot }: LeadSubmission, recaptchaToken: string): string {
  return JSON.stringify({
    ...values,
    ...(honeypot ? { [HONEYPOT_FIELD]: honeypot } : {}),
    recaptchaToken,
    formType,
  });
}

export async function submitLead(submission: LeadSubmission): Promise<SubmissionOutcome> {
  const { endpoint, formType, idempotencyKey, verification } = submission;
  if (!endpoint || !verification.ready) {
    console.error(`${formType}: the bot-protection service is not ready`);
    return { status: 'not-ready' };
  }
  const token = await verification.getToken(forms[formType].action);
  if (!token) {
    console.error(`${formType}: no bot-protection token`);
    return { status: 'no-token' };
  }

  let response: Response;
  try {
    response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': idempotencyKey },
      body: requestBody(submission, token),
    });
  } catch (error) {
    console.error(`${formType}: the form endpoint could not be reached`, error);
    return { status: 'unreachable', error: error instanceof Error ? error : new Error(String(error)) };
  }

  if (response.ok) return { status: 'sent' };
  const body = await response.text().catch(() => '');
  console.error(`${formType}: the form endpoint answered ${response.status}`, body);
  return { status: 'rejected', httpStatus: response.status };
}
