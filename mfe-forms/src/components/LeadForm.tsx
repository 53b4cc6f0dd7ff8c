/**
 * Any lead form, drawn from its definition (content/lead-forms.ts). Formik holds the entries and
 * the submitting state; the shared zod schema validates; a submission asks for a bot-protection
 * token, then posts (docs/product.md#forms-and-their-fields: idle, submitting, idle).
 *
 * The form is `noValidate`: fields keep `required` for assistive technology, but the messages
 * people see are the schema's, shown by this component, not the browser's bubbles.
 */
import { useFormik } from 'formik';
import { useRef, type ChangeEvent, type FormEvent } from 'react';
import { useHydrating } from 'shared/hydrating';
import { trackEvent } from 'shared/analytics';
import { HONEYPOT_FIELD } from 'shared/schemas/forms';
import { useSiteStore } from 'shared/site-store';
import { toast } from 'shared/toast';
import { VisuallyHidden } from 'shared/ui/visually-hidden';
import type { LeadFormProps } from '../contract';
import { failureCopy, formFrameCopy } from '../content/lead-forms';
import {
  initialValues,
  type AnyLeadFormDefinition,
  type FieldDefinition,
  type RichText,
} from '../content/lead-form-types';
import { failureToast } from '../submission/feedback';
import { useIdempotencyKeys } from '../submission/idempotency';
import { submitLead } from '../submission/submit-lead';
import { validateLead, type LeadValues } from '../submission/validation';
import { useVerification } from '../verification/use-verification';
import { CheckboxField } from './fields/CheckboxField';
import { SelectField } from './fields/SelectField';
import { TextAreaField } from './fields/TextAreaField';
import { TextField } from './fields/TextField';
import { Honeypot } from './Honeypot';
import { SubmitButton } from './SubmitButton';
import { useEarlyEntries } from './use-early-entries';
import styles from './LeadForm.module.scss';

function isShown(field: FieldDefinition, values: LeadValues): boolean {
  return !field.showWhen || values[field.showWhen.field] === field.showWhen.equals;
}

/** The entries as they are sent: hidden fields emptied. */
function entriesToSend(definition: AnyLeadFormDefinition, values: LeadValues): LeadValues {
  const entries = { ...values };
  for (const group of definition.groups) {
    for (const field of group.fields) if (!isShown(field, values)) entries[field.name] = '';
  }
  return entries;
}

/** Links in labels open in a new tab, so the entries typed so far stay where they are. */
function RichLabel({ text }: { text: RichText }) {
  if (typeof text === 'string') return text;
  return text.map((part) =>
    typeof part === 'string' ? (
      part
    ) : (
      <a key={part.href} href={part.href} target="_blank" rel="noopener noreferrer">
        {part.text}
        <VisuallyHidden> {formFrameCopy.opensInNewTab}</VisuallyHidden>
      </a>
    ),
  );
}

/**
 * Ids made from the form type, not `useId`: a page holds one form of a type, and a placed form is
 * hydrated in a React root of its own (mfe-marketing's LeadFormSlot), where `useId` would not give
 * the ids the server rendered in the page's tree.
 */
function idOf(formType: string, part: string): string {
  return `${formType}-${part}`;
}

export function LeadForm({ definition, headingLevel = 2 }: LeadFormProps & { definition: AnyLeadFormDefinition }) {
  const { formType, feedback } = definition;
  const headingId = idOf(formType, 'heading');
  const formRef = useRef<HTMLFormElement>(null);
  const honeypotRef = useRef<HTMLInputElement>(null);
  const inFlight = useRef(false);
  const endpoint = useSiteStore((state) => state.config?.formEndpoint ?? null);
  const verification = useVerification();
  const idempotencyKeys = useIdempotencyKeys();
  const formik = useFormik<LeadValues>({
    initialValues: initialValues(definition),
    // Submission runs through handleSubmit below, which validates before anything is disabled.
    onSubmit: () => undefined,
  });
  const { values, errors, isSubmitting } = formik;
  useEarlyEntries(formRef, formik.initialValues, formik.setValues);
  // Until hydrated a submit would be the browser's own: the page fetched again with the entries
  // in its URL, and what was typed lost.
  const hydrating = useHydrating();

  const consentMissing = definition.requiredConsent !== undefined && values[definition.requiredConsent] !== true;
  const waitingForVerification = definition.waitForVerification === true && !verification.ready;

  function focusField(name: string): void {
    const element = formRef.current?.elements.namedItem(name);
    if (element instanceof HTMLElement) element.focus();
  }

  function handleChange(event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>): void {
    formik.handleChange(event);
    // An error stays until its field is edited; the next submit checks again.
    if (errors[event.target.name]) formik.setFieldError(event.target.name, undefined);
  }

  async function send(entries: LeadValues): Promise<void> {
    const honeypot = honeypotRef.current?.value ?? '';
    inFlight.current = true;
    formik.setSubmitting(true);
    const outcome = await submitLead({
      endpoint,
      formType,
      values: entries,
      honeypot,
      idempotencyKey: idempotencyKeys.keyFor(JSON.stringify([entries, honeypot])),
      verification,
    });
    inFlight.current = false;
    formik.setSubmitting(false);

    if (outcome.status === 'sent') {
      idempotencyKeys.clear();
      formik.resetForm();
      if (honeypotRef.current) honeypotRef.current.value = '';
      toast(definition.success);
      trackEvent('generate_lead', { form_type: formType });
      return;
    }
    toast({ ...failureToast(feedback, outcome), variant: 'destructive' });
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    if (inFlight.current || consentMissing || waitingForVerification) return;

    const result = validateLead(formType, entriesToSend(definition, values));
    if (!result.success) {
      // Main forms show only the first issue; the others show every field's.
      formik.setErrors(feedback === 'main' ? { [result.first.field]: result.first.message } : result.errors);
      focusField(result.first.field);
      // Spec section 8 logs every failure; the messages only, never the entries.
      console.error(`${formType}: invalid entries`, result.errors);
      if (feedback === 'main') {
        toast({ title: failureCopy.main.validationTitle, description: result.first.message, variant: 'destructive' });
      }
      return;
    }
    formik.setErrors({});
    void send(result.data);
  }

  function renderField(field: FieldDefinition) {
    const common = {
      id: idOf(formType, field.name),
      name: field.name,
      required: field.required ?? true,
      width: field.width,
      error: errors[field.name],
      onChange: handleChange,
    };
    switch (field.kind) {
      case 'text':
      case 'email':
        return (
          <TextField
            {...common}
            key={field.name}
            type={field.kind}
            label={field.label}
            placeholder={field.placeholder}
            autoComplete={field.autoComplete}
            value={String(values[field.name] ?? '')}
          />
        );
      case 'textarea':
        return (
          <TextAreaField
            {...common}
            key={field.name}
            label={field.label}
            placeholder={field.placeholder}
            value={String(values[field.name] ?? '')}
          />
        );
      case 'select':
        return (
          <SelectField
            {...common}
            key={field.name}
            label={field.label}
            prompt={field.prompt}
            options={field.options}
            value={String(values[field.name] ?? '')}
          />
        );
      case 'checkbox':
        return (
          <CheckboxField
            {...common}
            key={field.name}
            label={<RichLabel text={field.label} />}
            checked={values[field.name] === true}
          />
        );
    }
  }

  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <form
      ref={formRef}
      className={styles.card}
      aria-labelledby={headingId}
      aria-busy={isSubmitting}
      data-state={isSubmitting ? 'submitting' : 'idle'}
      data-form-type={formType}
      noValidate
      onSubmit={handleSubmit}
    >
      <header className={styles.header}>
        <Heading id={headingId} className={styles.heading}>
          {definition.heading}
        </Heading>
        {definition.intro && <p className={styles.intro}>{definition.intro}</p>}
      </header>
      {definition.groups.map((group, index) => (
        <fieldset key={group.legend ?? index} className={styles.group} disabled={isSubmitting}>
          {group.legend && <legend className={styles.legend}>{group.legend}</legend>}
          <div className={styles.grid}>{group.fields.filter((field) => isShown(field, values)).map(renderField)}</div>
        </fieldset>
      ))}
      <Honeypot ref={honeypotRef} id={idOf(formType, HONEYPOT_FIELD)} label={formFrameCopy.honeypotLabel} />
      <div className={styles.actions}>
        <SubmitButton
          busy={isSubmitting}
          busyText={definition.submittingLabel}
          disabled={hydrating || consentMissing || waitingForVerification}
        >
          {definition.submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
