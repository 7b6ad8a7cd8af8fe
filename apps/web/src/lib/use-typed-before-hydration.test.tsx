import { act, fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import type { Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { hydrateAsBrowser, renderAsServer } from '../test/render.tsx';
import { readChangedFields, useTypedBeforeHydration } from './use-typed-before-hydration.ts';

const FIELDS = ['name', 'note', 'size', 'city'] as const;
type Values = Record<(typeof FIELDS)[number], string>;

/** A form holding its fields in state, as the login and contact forms do. */
function StateForm({
  onSubmit,
  adopt,
}: {
  onSubmit: (values: Values) => void;
  adopt?: () => void;
}) {
  const [values, setValues] = useState<Values>({ name: '', note: '', size: 'M', city: 'Abuja' });
  const [submitted, setSubmitted] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  useTypedBeforeHydration(form, FIELDS, (typed) => {
    adopt?.();
    setValues((current) => ({ ...current, ...typed }));
  });
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [field]: event.target.value }));
  return (
    <form
      ref={form}
      aria-label="Form"
      onSubmit={(event) => {
        event.preventDefault();
        setSubmitted(true);
        onSubmit(values);
      }}
    >
      <input aria-label="Name" name="name" value={values.name} onChange={set('name')} />
      <textarea aria-label="Note" name="note" value={values.note} onChange={set('note')} />
      <select aria-label="Size" name="size" value={values.size} onChange={set('size')}>
        <option>S</option>
        <option>M</option>
        <option>L</option>
      </select>
      <input aria-label="City" name="city" value={values.city} onChange={set('city')} />
      {/* A render after the submit: a controlled field shows its state's value then. */}
      <button type="submit">{submitted ? 'Sent' : 'Send'}</button>
    </form>
  );
}

describe('useTypedBeforeHydration', () => {
  let root: Root | null = null;
  afterEach(() => {
    act(() => root?.unmount());
    root = null;
    document.body.innerHTML = '';
  });

  it('puts what was typed into the server’s HTML into the form’s state when it hydrates', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderAsServer(<StateForm onSubmit={() => {}} />);
    document.body.append(container);
    // A person types and chooses before the script runs: the DOM's values, nothing else.
    container.querySelector('input')!.value = 'Ada Obi';
    container.querySelector('textarea')!.value = 'A cot, please.';
    container.querySelector('select')!.value = 'L';
    const onSubmit = vi.fn();
    const consoleError = vi.spyOn(console, 'error');

    root = await hydrateAsBrowser(container, <StateForm onSubmit={onSubmit} />);
    fireEvent.submit(screen.getByRole('form'));

    // The untouched field keeps the state's value, the rest is what was typed.
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Ada Obi',
      note: 'A cot, please.',
      size: 'L',
      city: 'Abuja',
    });
    expect(screen.getByRole('button')).toHaveTextContent('Sent');
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Obi');
    expect(screen.getByLabelText('Note')).toHaveValue('A cot, please.');
    expect(consoleError).not.toHaveBeenCalled();
    vi.restoreAllMocks();
  });

  it('adopts nothing on a page rendered in the browser, or when nothing was typed', async () => {
    const adopt = vi.fn();
    const { unmount } = render(<StateForm onSubmit={() => {}} adopt={adopt} />);
    unmount();

    const container = document.createElement('div');
    container.innerHTML = renderAsServer(<StateForm onSubmit={() => {}} />);
    document.body.append(container);
    root = await hydrateAsBrowser(container, <StateForm onSubmit={() => {}} adopt={adopt} />);

    expect(adopt).not.toHaveBeenCalled();
  });
});

describe('readChangedFields', () => {
  it('reads the fields whose value is not the markup’s, and only the names asked for', () => {
    document.body.innerHTML = `
      <form>
        <input name="email" value="">
        <input name="kept" value="as rendered">
        <input name="other" value="">
        <textarea name="message">Hello</textarea>
        <select name="first"><option>1</option><option>2</option></select>
        <select name="marked"><option>1</option><option selected>2</option></select>
        <input type="checkbox" name="terms">
      </form>`;
    const form = document.querySelector('form')!;
    const field = (name: string) =>
      form.elements.namedItem(name) as HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

    expect(readChangedFields(form, ['email', 'kept', 'message', 'first', 'marked'])).toEqual({});

    field('email').value = 'ada@example.com';
    field('other').value = 'not asked for';
    field('message').value = 'Hello there';
    field('first').value = '2';
    field('marked').value = '1';
    (field('terms') as HTMLInputElement).checked = true;
    expect(
      readChangedFields(form, ['email', 'kept', 'message', 'first', 'marked', 'terms', 'none']),
    ).toEqual({ email: 'ada@example.com', message: 'Hello there', first: '2', marked: '1' });

    // Emptying a field the markup filled is a change too.
    field('kept').value = '';
    expect(readChangedFields(form, ['kept'])).toEqual({ kept: '' });
  });
});
