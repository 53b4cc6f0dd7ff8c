/**
 * The shape of a lead form as data: what one form asks, says and does on success and failure.
 * `LeadForm` renders any definition; `content/forms/` holds the ten definitions.
 */
import type { FormFields, FormType } from 'shared/schemas/forms';

/**
 * What a form's values look like while being edited: every text field a string (optional ones
 * too, sent as ''), selects unset (''), checkboxes false.
 */
export type DraftValues<T extends FormType> = {
  [K in keyof FormFields<T>]-?: NonNullable<FormFields<T>[K]> extends string ? string : boolean;
};

export type FieldName<T extends FormType> = keyof FormFields<T> & string;

/** A label that may hold links, such as the trial's terms and privacy links. */
export type RichText = string | readonly (string | { text: string; href: string })[];

/** 'half' fields share a row with their neighbour on wide screens; 'full' take the row. */
export type FieldWidth = 'half' | 'full';

interface FieldBase<N extends string> {
  name: N;
  /** Defaults to true; required fields carry an asterisk and the `required` attribute. */
  required?: boolean;
  width?: FieldWidth;
  /** Shown only while another field holds a value; sent as '' while hidden. */
  showWhen?: { field: N; equals: string };
}

export interface TextFieldDefinition<N extends string> extends FieldBase<N> {
  kind: 'text' | 'email' | 'textarea';
  label: string;
  placeholder?: string;
  autoComplete?: string;
}

export interface SelectFieldDefinition<N extends string> extends FieldBase<N> {
  kind: 'select';
  label: string;
  /** The disabled first option, shown while nothing is chosen. */
  prompt: string;
  options: readonly { value: string; label: string }[];
  /** The option chosen when the form starts and after it is sent; none ('') when absent. */
  initial?: string;
}

export interface CheckboxFieldDefinition<N extends string> extends FieldBase<N> {
  kind: 'checkbox';
  label: RichText;
}

export type FieldDefinition<N extends string = string> =
  TextFieldDefinition<N> | SelectFieldDefinition<N> | CheckboxFieldDefinition<N>;

/** A group of fields; a legend titles it when the form is long enough to need one. */
export interface FieldGroup<N extends string = string> {
  legend?: string;
  fields: readonly FieldDefinition<N>[];
}

export interface ToastCopy {
  title: string;
  description?: string;
}

/**
 * How a form reports problems (docs/product.md#error-messages):
 * - 'main': a 'Validation Error' toast with the first issue, shown at its field; one failure toast.
 * - 'trial': errors under every field; failure toasts told apart by cause.
 * - 'landing': errors under every field; failure toasts for no token, refusal and network.
 */
export type FeedbackKind = 'main' | 'trial' | 'landing';

export interface LeadFormDefinition<T extends FormType = FormType> {
  formType: T;
  feedback: FeedbackKind;
  heading: string;
  intro?: string;
  /** Every field of the form, in order; its starting values follow from them (`initialValues`). */
  groups: readonly FieldGroup<FieldName<T>>[];
  submitLabel: string;
  /** Shown beside the spinner while the form is submitting. */
  submittingLabel: string;
  /** Submit stays disabled until this checkbox is ticked. */
  requiredConsent?: FieldName<T>;
  /** Submit stays disabled until the bot-protection service reports ready. */
  waitForVerification?: boolean;
  success: ToastCopy;
}

/** Any form's definition, as the generic component sees it. */
export type AnyLeadFormDefinition = { [T in FormType]: LeadFormDefinition<T> }[FormType];

export interface FailureCopy {
  main: {
    validationTitle: string;
    failed: ToastCopy;
  };
  trial: {
    title: string;
    notReady: ToastCopy;
    noToken: string;
    network: string;
    connection: string;
    other: string;
  };
  landing: {
    title: string;
    noToken: string;
    rejected: string;
    network: string;
  };
}

/** A form's values when it starts and after it is sent: text empty, boxes unticked, selects at their `initial`. */
export function initialValues<T extends FormType>(definition: LeadFormDefinition<T>): DraftValues<T> {
  const fields = definition.groups.flatMap((group) => group.fields);
  return Object.fromEntries(
    fields.map((field) => [
      field.name,
      field.kind === 'checkbox' ? false : field.kind === 'select' ? (field.initial ?? '') : '',
    ]),
  ) as DraftValues<T>;
}
