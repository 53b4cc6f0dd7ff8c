/**
 * A lead form of mfe-forms placed on a marketing page. Forms sit below the fold and weigh more
 * than the rest of the page, so a form's code loads only when a visitor nears it. What renders
 * does not wait: the server's HTML holds the form, inert in a template until the page's starter
 * puts it in place at the first frame (shared/after-first-frame), so it takes typing long before
 * the app's scripts run; in the browser the form's Suspense boundary keeps that HTML, untouched,
 * until the code is there and hydrates it. Rendered in the browser alone, a placeholder holds the
 * form's place meanwhile. The load waits for the run-time config (the manifest URL), and if
 * mfe-forms is down the slot says so with a retry and a direct e-mail, while the rest of the page
 * keeps working.
 *
 * A hydrated page's form is hydrated in a React root of its own. In the page's root, a boundary
 * still waiting to hydrate is reached by every change of a context above it (the router's, on
 * any navigation): React then holds the navigation until the form's code is there (which waits
 * for the visitor to near it), or drops the server's HTML and what was typed into it.
 */
import { StrictMode, Suspense, useEffect, useId, useRef, useState, type RefObject } from 'react';
import type { Root } from 'react-dom/client';
import { AFTER_FIRST_FRAME_ATTRIBUTE } from 'shared/after-first-frame';
import { lazyRemote } from 'shared/federation/lazy-remote';
import { reportHydrationMismatch, useHydrating } from 'shared/hydrating';
import { Button, ButtonAnchor } from 'shared/ui/button';
import { RemoteBoundary } from 'shared/ui/remote-boundary';
import { VisuallyHidden } from 'shared/ui/visually-hidden';
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

/** The slot's content as the server rendered it, when this render is the page's hydration. */
function serverHtmlOf(id: string, hydrating: boolean): string | null {
  if (!hydrating || typeof document === 'undefined') return null;
  return document.getElementById(id)?.innerHTML ?? null;
}

/** Hydrates the server's form in the slot's element, in a root of its own; ends it when the slot goes. */
function useFormRoot(slot: RefObject<HTMLDivElement | null>, form: LeadFormModule, serverHtml: string | null) {
  // Kept across StrictMode's second mount of the same slot, so the form is hydrated once.
  const formRoot = useRef<{ root: Promise<Root>; unmount?: ReturnType<typeof setTimeout> } | null>(null);
  useEffect(() => {
    const element = slot.current;
    if (serverHtml === null || !element) return undefined;
    // Imported when needed: a remote's server build gets only what the shell's server build imports.
    formRoot.current ??= {
      root: import('react-dom/client').then(({ hydrateRoot }) =>
        hydrateRoot(
          element,
          <StrictMode>
            <PlacedForm form={form} />
          </StrictMode>,
          { onRecoverableError: reportHydrationMismatch },
        ),
      ),
    };
    const current = formRoot.current;
    clearTimeout(current.unmount);
    return () => {
      // After the page's commit: a root cannot be unmounted while React renders another.
      current.unmount = setTimeout(() => {
        void current.root.then((root) => root.unmount());
        formRoot.current = null;
      });
    };
  }, [slot, form, serverHtml]);
}

export function LeadFormSlot({ form }: { form: LeadFormModule }) {
  const id = useId();
  const slot = useRef<HTMLDivElement>(null);
  const hydrating = useHydrating();
  // Read as the hydration renders, and kept: this root leaves the server's form as it is.
  const [serverHtml] = useState(() => serverHtmlOf(id, hydrating));
  useEffect(() => (slot.current ? approachTo(form).watch(slot.current) : undefined), [form]);
  useFormRoot(slot, form, serverHtml);

  if (serverHtml !== null) return <div ref={slot} id={id} dangerouslySetInnerHTML={{ __html: serverHtml }} />;
  return (
    <div ref={slot} id={id}>
      {hydrating ? (
        // The server's render: the page's starter puts the form in its place at the first frame.
        <template {...{ [AFTER_FIRST_FRAME_ATTRIBUTE]: '' }}>
          <PlacedForm form={form} />
        </template>
      ) : (
        <PlacedForm form={form} />
      )}
    </div>
  );
}
