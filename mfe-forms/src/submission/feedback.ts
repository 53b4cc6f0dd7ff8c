/**
 * Which toast a failed submission shows, by the form's feedback kind (docs/product.md#error-messages). The words
 * live in content; this module only decides between them.
 */
import { failureCopy } from '../content/lead-forms';
import type { FeedbackKind, ToastCopy } from '../content/lead-form-types';
import type { SubmissionOutcome } from './submit-lead';

type Failure = Exclude<SubmissionOutcome, { status: 'sent' }>;

/**
 * The trial page tells causes apart by the error's message: 'Network' and
 * 'Load failed' (Safari's wording for a failed fetch) each have their toast, anything else,
 * including a refusal raised as an error carrying its status, the general one.
 */
function trialErrorMessage(error: Error): string {
  const copy = failureCopy.trial;
  if (error.message.includes('Network')) return copy.network;
  if (error.message.includes('Load failed')) return copy.connection;
  return copy.other;
}

/**
 * fetch rejects with a TypeError when no answer came, worded per browser. Chrome's 'Failed to
 * fetch' names neither cause, so it is told as the network error it is; Firefox's
 * 'NetworkError ...' and Safari's 'Load failed' already match their toasts.
 */
function unreachableError(error: Error): Error {
  if (!(error instanceof TypeError) || /Network|Load failed/.test(error.message)) return error;
  return new Error(`Network request failed: ${error.message}`, { cause: error });
}

function trialToast(failure: Failure): ToastCopy {
  const copy = failureCopy.trial;
  switch (failure.status) {
    case 'not-ready':
      return copy.notReady;
    case 'no-token':
      return { title: copy.title, description: copy.noToken };
    case 'rejected':
      return { title: copy.title, description: trialErrorMessage(new Error(`Server error: ${failure.httpStatus}`)) };
    case 'unreachable':
      return { title: copy.title, description: trialErrorMessage(unreachableError(failure.error)) };
  }
}

function landingToast(failure: Failure): ToastCopy {
  const copy = failureCopy.landing;
  switch (failure.status) {
    case 'not-ready':
    case 'no-token':
      return { title: copy.title, description: copy.noToken };
    case 'rejected':
      return { title: copy.title, description: copy.rejected };
    case 'unreachable':
      return { title: copy.title, description: copy.network };
  }
}

export function failureToast(kind: FeedbackKind, failure: Failure): ToastCopy {
  switch (kind) {
    case 'main':
      return failureCopy.main.failed;
    case 'trial':
      return trialToast(failure);
    case 'landing':
      return landingToast(failure);
  }
}
