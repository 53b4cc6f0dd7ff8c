import { useState } from 'react';
import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { captureVisitorInput, PENDING_TAPS_ATTRIBUTE, recordVisitorEdits, restoreVisitorInput } from './carry-over';

/** A form and a toggle whose state lives in React, as the app's do. */
function App() {
  const [name, setName] = useState('');
  const [size, setSize] = useState('');
  const [agreed, setAgreed] = useState(false);
  const [plan, setPlan] = useState('basic');
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <>
      <button type="button" aria-label="Open menu" onClick={() => setMenuOpen(!menuOpen)} />
      {menuOpen && <nav aria-label="Mobile" />}
      <form aria-label="Trial">
        <input name="name" value={name} onChange={(event) => setName(event.target.value)} />
        <input name="email" type="email" defaultValue="" />
        <select name="size" value={size} onChange={(event) => setSize(event.target.value)}>
          <option value="" disabled>
            Please select
          </option>
          <option value="1-50">1-50</option>
          <option value="51-500">51-500</option>
        </select>
        <input name="agree" type="checkbox" checked={agreed} onChange={(event) => setAgreed(event.target.checked)} />
        {['basic', 'pro'].map((value) => (
          <input
            key={value}
            name="plan"
            type="radio"
            value={value}
            checked={plan === value}
            onChange={() => setPlan(value)}
          />
        ))}
      </form>
      <output data-testid="state">{JSON.stringify({ name, size, agreed, plan, menuOpen })}</output>
    </>
  );
}

/**
 * The prerendered copy of the app's page, as the HTML arrives: static, inert but for the edits
 * the page's starter records. `prompt` is the select's first option.
 */
function paintedPage(prompt = '<option value="" disabled selected>Please select</option>'): HTMLElement {
  const painted = document.createElement('div');
  painted.id = 'root';
  painted.setAttribute('data-prerendered', '');
  painted.innerHTML = `
    <button type="button" aria-label="Open menu"></button>
    <form aria-label="Trial">
      <input name="name" value="">
      <input name="email" type="email" value="">
      <select name="size">${prompt}<option value="1-50">1-50</option><option value="51-500">51-500</option></select>
      <input name="agree" type="checkbox">
      <input name="plan" type="radio" value="basic" checked><input name="plan" type="radio" value="pro">
    </form>`;
  document.body.append(painted);
  recordVisitorEdits(painted);
  return painted;
}

async function takeOverWithCarryOver(painted: HTMLElement): Promise<HTMLElement> {
  const stage = document.createElement('div');
  render(<App />, { container: stage });
  const input = captureVisitorInput(painted);
  painted.replaceWith(stage);
  await act(async () => restoreVisitorInput(stage, input));
  return stage;
}

const state = (stage: HTMLElement) =>
  JSON.parse(stage.querySelector('output')!.textContent!) as Record<string, unknown>;

beforeEach(() => {
  document.body.innerHTML = '';
});

test("what a visitor typed, chose and ticked before the takeover is in the app's state after it", async () => {
  const painted = paintedPage();
  const user = userEvent.setup();
  await user.type(painted.querySelector<HTMLInputElement>('[name="name"]')!, 'Grace Hopper');
  await user.selectOptions(painted.querySelector<HTMLSelectElement>('[name="size"]')!, '51-500');
  await user.click(painted.querySelector<HTMLInputElement>('[name="agree"]')!);
  await user.click(painted.querySelector<HTMLInputElement>('[value="pro"]')!);
  await user.type(painted.querySelector<HTMLInputElement>('[name="email"]')!, 'grace@navy.example');

  const stage = await takeOverWithCarryOver(painted);

  expect(state(stage)).toEqual({ name: 'Grace Hopper', size: '51-500', agreed: true, plan: 'pro', menuOpen: false });
  expect(stage.querySelector<HTMLInputElement>('[name="name"]')!.value).toBe('Grace Hopper');
  expect(stage.querySelector<HTMLInputElement>('[name="email"]')!.value).toBe('grace@navy.example');
});

test('the focused field and its caret carry over', async () => {
  const painted = paintedPage();
  const name = painted.querySelector<HTMLInputElement>('[name="name"]')!;
  await userEvent.type(name, 'Grace Hopper');
  name.setSelectionRange(2, 5);

  const stage = await takeOverWithCarryOver(painted);

  const carried = stage.querySelector<HTMLInputElement>('[name="name"]')!;
  expect(document.activeElement).toBe(carried);
  expect([carried.selectionStart, carried.selectionEnd]).toEqual([2, 5]);
});

test('a tap the painted page could not act on is replayed, as many times as it was tapped', async () => {
  const painted = paintedPage();
  painted.querySelector('button')!.setAttribute(PENDING_TAPS_ATTRIBUTE, '1');

  const stage = await takeOverWithCarryOver(painted);

  expect(state(stage)).toMatchObject({ menuOpen: true });
  expect(stage.querySelector('nav')).not.toBeNull();
});

test('an untouched page carries nothing over', async () => {
  const painted = paintedPage();

  expect(captureVisitorInput(painted)).toEqual({ fields: [], focus: undefined, taps: [] });
  const stage = await takeOverWithCarryOver(painted);
  expect(state(stage)).toEqual({ name: '', size: '', agreed: false, plan: 'basic', menuOpen: false });
});

test('a select the visitor never touched carries nothing over, whatever option the painted page shows', async () => {
  // A prompt that is disabled and not `selected`: the browser shows the first real option.
  const painted = paintedPage('<option value="" disabled>Please select</option>');
  expect(painted.querySelector('select')!.selectedOptions[0]?.text).toBe('1-50');

  expect(captureVisitorInput(painted).fields).toEqual([]);
  const stage = await takeOverWithCarryOver(painted);
  expect(state(stage)).toMatchObject({ size: '' });
});
