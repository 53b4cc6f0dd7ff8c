/**
 * The site's one toast system: any app calls `toast(...)`; the shell renders the queue.
 * Failures are also logged, as docs/product.md#error-messages asks, by the caller with the error at hand.
 */
import { useSiteStore, type ToastMessage } from 'shared/site-store';

export type ToastOptions = Omit<ToastMessage, 'id'>;

export function toast(options: Omit<ToastOptions, 'variant'> & Partial<Pick<ToastOptions, 'variant'>>): void {
  useSiteStore.getState().showToast(options);
}
