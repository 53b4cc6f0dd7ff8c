/**
 * A lead form of mfe-forms placed on a marketing page. Forms sit below the fold and weigh more
 * than the rest of the page, so one loads only when a visitor nears it, a form-sized space
 * holding its place until then. It waits for the run-time config (the manifest URL), shows a
 * placeholder while the form arrives, and if mfe-forms is down says so with a retry and a
 * direct e-mail, while the rest of the page keeps working.
 */
import { Suspense, useRef, useState } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { lazyRemote } from 'shared/federation/lazy-remote';
import { Button, ButtonAnchor } from 'shared/ui/button';
import { RemoteBoundary } from 'shared/ui/remote-boundary';
import { formSlotCopy } from '../content/form-slot';
import type { LeadFormModule } from '../content/types';
import { formsManifestUrl, loadLeadForm } from '../federation/lead-forms';
import styles from './LeadFormSlot.module.scss';
import { useNearViewport } from './use-near-viewport';

function FormPlaceholder() {
  return (
    <div className={`${styles.placeholder} ${styles.loading}`} role="status" aria-busy="true">
      <VisuallyHidden>{formSlotCopy.loading}</VisuallyHidden>
    </div>
  );
}

/** The form's place before it is asked for: the same size, but nothing is loading yet. */
function DormantForm() {
  return <div className={styles.placeholder} />;
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

function PlacedForm({ form }: { form: LeadFormModule }) {
  const [attempt, setAttempt] = useState(0);
  // The manifest URL is awaited by the load, not read in render: the store's server snapshot (its
  // initial state, config null) is what a server render and a hydration see.
  const Form = lazyRemote(`mfe_forms/${form}`, attempt, async (retry) =>
    loadLeadForm(await formsManifestUrl(), form, retry),
  );
  return (
    <RemoteBoundary
      key={attempt}
      moduleId={`mfe_forms/${form}`}
      fallback={<FormFailure onRetry={() => setAttempt(attempt + 1)} />}
    >
      <Suspense fallback={<FormPlaceholder />}>
        {/* eslint-disable-next-line react-hooks/static-components -- one component per form, manifest and attempt, kept at module level (lazyRemote), so a render never makes a new one */}
        <Form headingLevel={3} />
      </Suspense>
    </RemoteBoundary>
  );
}

export function LeadFormSlot({ form }: { form: LeadFormModule }) {
  const slot = useRef<HTMLDivElement>(null);
  const near = useNearViewport(slot);
  return <div ref={slot}>{near ? <PlacedForm form={form} /> : <DormantForm />}</div>;
}
