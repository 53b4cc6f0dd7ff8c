/** Renders the shared toast queue with Radix toasts; any app adds to it with `toast()` from shared. */
import * as Toast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { useSiteStore } from 'shared/site-store';
import { IconButton } from 'shared/ui/icon-button';
import { shellCopy } from '../content/shell-copy';
import styles from './Toaster.module.scss';

const TOAST_DURATION_MS = 6000;

export function Toaster() {
  const toasts = useSiteStore((state) => state.toasts);
  const dismissToast = useSiteStore((state) => state.dismissToast);
  return (
    <Toast.Provider duration={TOAST_DURATION_MS}>
      {toasts.map((item) => (
        <Toast.Root
          key={item.id}
          className={styles.toast}
          data-variant={item.variant}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => !open && dismissToast(item.id)}
        >
          <Toast.Title className={styles.title}>{item.title}</Toast.Title>
          {item.description && <Toast.Description className={styles.description}>{item.description}</Toast.Description>}
          <Toast.Close asChild>
            <IconButton className={styles.close} aria-label={shellCopy.dismissToast}>
              <X size={16} aria-hidden="true" />
            </IconButton>
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport className={styles.viewport} />
    </Toast.Provider>
  );
}
