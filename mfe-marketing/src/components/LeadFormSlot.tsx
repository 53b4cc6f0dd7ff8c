/**
 * A lead form of mfe-forms placed on a marketing page. Forms sit below the fold and weigh more
 * than the rest of the page, so a form's code loads only when a visitor nears it. What renders
 * does not wait: the server's HTML holds the form (usable before any script runs), and in the
 * browser the form's Suspense boundary keeps that HTML, untouched, until the code is there and
 * hydrates it. Rendered in the browser alone, a placeholder holds the form's place meanwhile. The
 * load waits for the run-time config (the manifest URL), and if mfe-forms is down the slot says
 * so with a retry and a direct e-mail, while the rest of the page keeps working.
 */
import { memo, Suspense, useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '@radix-ui/react-visually-hidden';
import { lazyRemote } from 'shared/federation/lazy-remote';
import { Button, ButtonAnchor } from 'shared/ui/button';
import { RemoteBoundary } from 'shared/ui/remote-boundary';
import { formSlotCopy } from '../content/form-slot';
import type { LeadFormModule } from '../content/types';
import { formsManifestUrl, loadLeadForm } from '../federation/lead-forms';
import styles from './LeadFormSlot.module.scss';
import { approach, type Approach } from './near-viewport';

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

/** One per form: its code loads once any slot of it has come near the viewport. */
const approaches = new Map<LeadFormModule, Approach>();

function approachTo(form: LeadFormModule): Approach {
  let formApproach = approaches.get(form);
  if (!formApproach) {
    formApproach = approach();
    approaches.set(form, formApproach);
  }
  return formApproach;
}

function PlacedForm({ form }: { form: LeadFormModule }) {
  const [attempt, setAttempt] = useState(0);
  // The manifest URL is awaited by the load, not read in render: the store's server snapshot (its
  // initial state, config null) is what a server render and a hydration see.
  const Form = lazyRemote(`mfe_forms/${form}`, attempt, async (retry) => {
    await approachTo(form).near;
    return loadLeadForm(await formsManifestUrl(), form, retry);
  });
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

/**
 * Memoised: a render reaching a Suspense boundary that is still waiting to hydrate makes React
 * drop the server's HTML for the fallback, and what the visitor typed into it with the HTML; the
 * slot's only prop is the form's name, so the page's renders stop here.
 */
export const LeadFormSlot = memo(function LeadFormSlot({ form }: { form: LeadFormModule }) {
  const slot = useRef<HTMLDivElement>(null);
  useEffect(() => (slot.current ? approachTo(form).watch(slot.current) : undefined), [form]);
  return (
    <div ref={slot}>
      <PlacedForm form={form} />
    </div>
  );
});
