/**
 * A lead form of mfe-forms placed on a marketing page. It waits for the run-time config (the
 * manifest URL), shows a form-sized placeholder while the form arrives, and if mfe-forms is
 * down says so with a retry and a direct e-mail, while the rest of the page keeps working.
 */
import { lazy, Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { useSiteStore } from 'shared/site-store';
import { Button, ButtonAnchor } from 'shared/ui/button';
import { RemoteBoundary } from 'shared/ui/remote-boundary';
import { formSlotCopy } from '../content/form-slot';
import type { LeadFormModule } from '../content/types';
import { loadLeadForm, type PlacedFormProps } from '../federation/lead-forms';
import styles from './LeadFormSlot.module.scss';

type LazyForm = LazyExoticComponent<ComponentType<PlacedFormProps>>;

// One lazy component per form, manifest and attempt: React.lazy remembers a rejected load for good.
const lazyForms = new Map<string, LazyForm>();

function lazyForm(manifestUrl: string, module: LeadFormModule, attempt: number): LazyForm {
  const key = `${manifestUrl}#${module}#${attempt}`;
  let form = lazyForms.get(key);
  if (!form) {
    form = lazy(() => loadLeadForm(manifestUrl, module, attempt > 0));
    lazyForms.set(key, form);
  }
  return form;
}

function FormPlaceholder() {
  return (
    <div className={styles.placeholder} role="status" aria-busy="true">
      <VisuallyHidden>{formSlotCopy.loading}</VisuallyHidden>
    </div>
  );
}

function FormFailure({ onRetry }: { onRetry: () => void }) {
  const { title, body, retry, email } = formSlotCopy.failure;
  return (
    <div className={styles.failure} role="alert">
      <h3 className={styles.failureTitle}>{title}</h3>
      <p>{body}</p>
      <div className={styles.failureActions}>
        <Button onClick={onRetry}>{retry}</Button>
        <ButtonAnchor href={email.href} variant="secondary">
          {email.label}
        </ButtonAnchor>
      </div>
    </div>
  );
}

export function LeadFormSlot({ form }: { form: LeadFormModule }) {
  const manifestUrl = useSiteStore((state) => state.config?.remotes.mfe_forms ?? null);
  const [attempt, setAttempt] = useState(0);
  if (!manifestUrl) return <FormPlaceholder />;
  const Form = lazyForm(manifestUrl, form, attempt);
  return (
    <RemoteBoundary
      key={attempt}
      moduleId={`mfe_forms/${form}`}
      fallback={<FormFailure onRetry={() => setAttempt(attempt + 1)} />}
    >
      <Suspense fallback={<FormPlaceholder />}>
        <Form headingLevel={3} />
      </Suspense>
    </RemoteBoundary>
  );
}
