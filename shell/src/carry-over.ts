/**
 * What a visitor did on the prerendered page before the app took it over, carried over to the
 * app's page: the HTML is visible and its fields editable long before the app runs on a slow
 * phone, and replacing it must not lose a word typed, a box ticked, an option chosen, the field
 * being typed in and its caret, nor a tap on a button (the phone menu's toggle) that the
 * painted page could not act on yet.
 *
 * Only fields the visitor edited carry over: the page's starter marks each one as it is edited
 * (`recordVisitorEdits`). A field's state alone cannot tell: a select whose prompt is disabled
 * shows its first real option when nothing in the HTML is `selected`, and read as "changed from
 * its default" that was taken for the visitor's answer and put into the form.
 *
 * Elements of the two pages are matched by what they are (tag, name or label) and their place
 * among their namesakes, not by generated ids. Values reach the app as a visitor's input would,
 * through the events React listens to, so the forms' state holds them, not only the DOM.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const FIELDS = 'input, textarea, select';
/** Set by the page's starter on a button tapped before the app took over, with the tap count. */
export const PENDING_TAPS_ATTRIBUTE = 'data-pending-taps';
/** Set on a field of the painted page the visitor typed in, picked from or ticked. */
const EDITED_ATTRIBUTE = 'data-visitor-edited';

export interface VisitorInput {
  fields: ReadonlyArray<{ key: string; value: string; checked: boolean }>;
  focus?: { key: string; selectionStart: number | null; selectionEnd: number | null };
  taps: ReadonlyArray<{ key: string; count: number }>;
}

function descriptor(element: Element): string {
  const name = element.getAttribute('name') ?? element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
  const type = element instanceof HTMLInputElement ? element.type : '';
  const radioValue = type === 'radio' ? (element as HTMLInputElement).value : '';
  return `${element.tagName}|${type}|${name}|${radioValue}`;
}

/** `descriptor#n`: the element's kind and name, and which of its namesakes in `scope` it is. */
function keyOf(element: Element, scope: ParentNode, selector: string): string {
  const own = descriptor(element);
  const namesakes = [...scope.querySelectorAll(selector)].filter((candidate) => descriptor(candidate) === own);
  return `${own}#${namesakes.indexOf(element)}`;
}

function find<T extends Element>(scope: ParentNode, selector: string, key: string): T | undefined {
  return [...scope.querySelectorAll<T>(selector)].find((candidate) => keyOf(candidate, scope, selector) === key);
}

/**
 * Marks each field of the painted page as the visitor edits it, for `captureVisitorInput`: run
 * by the page's starter, which the browser reaches before it paints the page. Every edit of a
 * field's value, by hand, by a picker or by the browser's autofill, is an `input` or a `change`.
 */
export function recordVisitorEdits(root: HTMLElement): void {
  const mark = (event: Event) => {
    if (event.target instanceof Element) event.target.setAttribute(EDITED_ATTRIBUTE, '');
  };
  root.addEventListener('input', mark, true);
  root.addEventListener('change', mark, true);
}

function selection(field: Element): { selectionStart: number | null; selectionEnd: number | null } {
  // Inputs such as email have no selection API: reading it returns null there.
  const editable = field as Partial<HTMLInputElement>;
  return { selectionStart: editable.selectionStart ?? null, selectionEnd: editable.selectionEnd ?? null };
}

/** Reads what the visitor did in the prerendered page's `root`. */
export function captureVisitorInput(root: HTMLElement): VisitorInput {
  const fields = [...root.querySelectorAll<Field>(FIELDS)]
    .filter((field) => field.hasAttribute(EDITED_ATTRIBUTE))
    .map((field) => ({
      key: keyOf(field, root, FIELDS),
      value: field.value,
      checked: field instanceof HTMLInputElement && field.checked,
    }));
  const active = document.activeElement;
  const focus =
    active && root.contains(active) && active.matches(`${FIELDS}, button`)
      ? { key: keyOf(active, root, active.matches(FIELDS) ? FIELDS : 'button'), ...selection(active) }
      : undefined;
  const taps = [...root.querySelectorAll(`button[${PENDING_TAPS_ATTRIBUTE}]`)].map((button) => ({
    key: keyOf(button, root, 'button'),
    count: Number(button.getAttribute(PENDING_TAPS_ATTRIBUTE)) || 1,
  }));
  return { fields, focus, taps };
}

/** Sets a field's value the way typing does, so React's onChange sees it. */
function typeValue(field: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string): void {
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

/** Replays `input` on the app's page in `stage`, once it is in the document. */
export function restoreVisitorInput(stage: HTMLElement, input: VisitorInput): void {
  for (const { key, value, checked } of input.fields) {
    const field = find<Field>(stage, FIELDS, key);
    if (!field) continue;
    if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')) {
      // A click, as a visitor's: it toggles the box and is the event React reports as a change.
      if (field.checked !== checked) field.click();
    } else if (field.value !== value) {
      typeValue(field, value);
    }
  }
  for (const { key, count } of input.taps) {
    const button = find<HTMLButtonElement>(stage, 'button', key);
    for (let tap = 0; tap < count; tap++) button?.click();
  }
  if (input.focus) {
    const { key, selectionStart, selectionEnd } = input.focus;
    const target = find<HTMLElement>(stage, FIELDS, key) ?? find<HTMLElement>(stage, 'button', key);
    target?.focus({ preventScroll: true });
    if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) {
      try {
        if (selectionStart !== null && selectionEnd !== null) target.setSelectionRange(selectionStart, selectionEnd);
      } catch {
        // A field without a caret (email, number): focus is all there is to keep.
      }
    }
  }
}
