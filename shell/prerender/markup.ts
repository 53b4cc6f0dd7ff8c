/**
 * The markup of a rendered page for its static HTML, its fields showing what they show now.
 *
 * `innerHTML` writes attributes, and React keeps a controlled field's state in properties: which
 * option is selected, whether a box is ticked, the text of a field. Written as attributes only,
 * a select whose prompt is a disabled option without `selected` showed its first real option
 * instead ("1-50" for "Please select company size"), and the app then took that for the
 * visitor's choice. So each field's current state is written into the attributes a browser
 * reads it from, on a copy: the page itself is left as it is.
 *
 * Run in the captured page (Playwright sends its source), so it uses nothing outside its body.
 */
export function markupOf(root: Element): string {
  const copy = root.cloneNode(true) as Element;
  const selector = 'option, input, textarea';
  const copies = copy.querySelectorAll(selector);
  root.querySelectorAll(selector).forEach((field, index) => {
    const written = copies[index];
    if (!written) return;
    if (field instanceof HTMLOptionElement) written.toggleAttribute('selected', field.selected);
    else if (field instanceof HTMLTextAreaElement) written.textContent = field.value;
    else if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
      written.toggleAttribute('checked', field.checked);
    else if (field instanceof HTMLInputElement) written.setAttribute('value', field.value);
  });
  return copy.innerHTML;
}
