/**
 * What the prerender writes of a page's fields: the HTML, loaded by a browser, shows each field
 * as the app showed it when the page was captured, whatever React set as a property.
 */
import { render } from '@testing-library/react';
import { markupOf } from './markup';

/** A form as the app renders it as it starts: its state in React, reaching the DOM as properties. */
function StartingForm() {
  return (
    <form aria-label="Trial" onChange={() => undefined}>
      <input name="name" value="" readOnly />
      <input name="team" value="Platform" readOnly />
      <textarea name="needs" value="Single sign-on" readOnly />
      <select name="size" value="" onChange={() => undefined}>
        <option value="" disabled>
          Please select company size
        </option>
        <option value="1-50">1-50</option>
        <option value="51-500">51-500</option>
      </select>
      <select name="useCase" value="both" onChange={() => undefined}>
        <option value="" disabled>
          Please select your use case
        </option>
        <option value="front-office">Front-Office</option>
        <option value="both">Both</option>
      </select>
      <input name="agree" type="checkbox" checked={false} readOnly />
      <input name="updates" type="checkbox" checked readOnly />
      <input name="plan" type="radio" value="basic" checked={false} readOnly />
      <input name="plan" type="radio" value="pro" checked readOnly />
    </form>
  );
}

/** What each field shows: a select's shown option, a box's tick, any other field's text. */
function shown(root: ParentNode): Array<[string, string | boolean]> {
  return [
    ...root.querySelectorAll<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>('input, select, textarea'),
  ].map((field) => [
    field.name,
    field instanceof HTMLSelectElement
      ? (field.selectedOptions[0]?.text ?? '')
      : field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio')
        ? field.checked
        : field.value,
  ]);
}

/** The page as a browser loads the written HTML: parsed anew, nothing set since. */
function loaded(html: string): HTMLElement {
  const page = document.createElement('div');
  page.innerHTML = html;
  return page;
}

test('the written HTML shows every select, box and field as the app showed it', () => {
  const { container } = render(<StartingForm />);
  const painted = loaded(markupOf(container));

  expect(shown(painted)).toEqual(shown(container));
  expect(shown(painted)).toEqual([
    ['name', ''],
    ['team', 'Platform'],
    ['needs', 'Single sign-on'],
    ['size', 'Please select company size'],
    ['useCase', 'Both'],
    ['agree', false],
    ['updates', true],
    ['plan', false],
    ['plan', true],
  ]);
});

test('a field is written as it shows now, not as it started, and the page is left as it is', () => {
  const { container } = render(<StartingForm />);
  const size = container.querySelector<HTMLSelectElement>('[name="size"]')!;
  size.value = '51-500';
  const before = container.innerHTML;

  expect(shown(loaded(markupOf(container)))).toContainEqual(['size', '51-500']);
  expect(container.innerHTML).toBe(before);
  expect(size.value).toBe('51-500');
});
