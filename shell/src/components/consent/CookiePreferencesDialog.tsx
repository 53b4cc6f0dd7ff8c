/**
 * The preference dialog (docs/architecture.md#consent): analytics and marketing toggles pre-filled from the
 * stored choice, strictly necessary locked on; Cancel closes without saving, Save stores the
 * choice. Any app opens it through the shared store (the cookie policy page does). Once a choice
 * is recorded it shows the visitor's consent id and the day it was given, their receipt. Closed,
 * it gives focus back to the control that opened it.
 */
import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, useState } from 'react';
import { rejectedPreferences, type ConsentPreferences } from 'shared/consent';
import { useSiteStore } from 'shared/site-store';
import { Button } from 'shared/ui/button';
import { IconButton } from 'shared/ui/icon-button';
import { consentCopy } from '../../content/consent-copy';
import { ConsentCategory } from './ConsentCategory';
import styles from './CookiePreferencesDialog.module.scss';

export function CookiePreferencesDialog() {
  const open = useSiteStore((state) => state.preferencesOpen);
  const closePreferences = useSiteStore((state) => state.closePreferences);
  const copy = consentCopy.dialog;
  // Opened through the store, the dialog has no Radix Trigger, which is all Radix gives focus back
  // to: the opener is whatever held focus as the dialog took it.
  const opener = useRef<HTMLElement | null>(null);

  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && closePreferences()}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.dialog}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (opener.current?.isConnected) opener.current.focus();
            opener.current = null;
          }}
        >
          <Dialog.Title className={styles.title}>{copy.title}</Dialog.Title>
          <Dialog.Description className={styles.description}>{copy.description}</Dialog.Description>
          <ConsentReceipt />
          {/* Mounted only while open, so every opening starts from the stored choice. */}
          <PreferencesForm onCancel={closePreferences} />
          <Dialog.Close asChild>
            <IconButton className={styles.close} aria-label={copy.close}>
              <X size={20} aria-hidden="true" />
            </IconButton>
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "24 Nov 2026" in the visitor's time zone (Intl's en-GB writes September "Sept"). */
function formatReceiptDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

function ConsentReceipt() {
  const consent = useSiteStore((state) => state.consent);
  if (!consent?.consentId) return null;
  const { receipt } = consentCopy.dialog;
  return (
    <p className={styles.receipt}>
      {receipt.id} <code>{consent.consentId}</code> — {receipt.given}{' '}
      <time dateTime={consent.timestamp}>{formatReceiptDate(new Date(consent.timestamp))}</time>
    </p>
  );
}

function PreferencesForm({ onCancel }: { onCancel: () => void }) {
  const stored = useSiteStore((state) => state.consent);
  const savePreferences = useSiteStore((state) => state.savePreferences);
  const [draft, setDraft] = useState<ConsentPreferences>(() =>
    stored ? { analytics: stored.analytics, marketing: stored.marketing } : rejectedPreferences,
  );
  const { categories } = consentCopy.dialog;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        savePreferences(draft);
      }}
    >
      <div className={styles.categories}>
        <ConsentCategory id="consent-necessary" {...categories.necessary} checked disabled />
        <ConsentCategory
          id="consent-analytics"
          {...categories.analytics}
          checked={draft.analytics}
          onCheckedChange={(analytics) => setDraft({ ...draft, analytics })}
        />
        <ConsentCategory
          id="consent-marketing"
          {...categories.marketing}
          checked={draft.marketing}
          onCheckedChange={(marketing) => setDraft({ ...draft, marketing })}
        />
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCancel}>
          {consentCopy.dialog.cancel}
        </Button>
        <Button type="submit">{consentCopy.dialog.save}</Button>
      </div>
    </form>
  );
}
