import { useEffectEvent, useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';

/**
 * What a person changed in `form`'s fields `names` from what the page was rendered with:
 * the text of an input or textarea whose value is not its default (the markup's), the
 * value of a select whose choice is not the markup's. Checkboxes and radios are left out.
 */
export function readChangedFields<Name extends string>(
  form: HTMLFormElement,
  names: readonly Name[],
): Partial<Record<Name, string>> {
  const changed: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio') {
      if (field.value !== field.defaultValue) changed[name] = field.value;
    } else if (field instanceof HTMLTextAreaElement) {
      if (field.value !== field.defaultValue) changed[name] = field.value;
    } else if (field instanceof HTMLSelectElement && !field.multiple) {
      const options = Array.from(field.options);
      // With no option marked `selected` in the markup, a select starts on its first one.
      const rendered = Math.max(
        0,
        options.findIndex((option) => option.defaultSelected),
      );
      if (field.selectedIndex !== rendered) changed[name] = field.value;
    }
  }
  return changed;
}

/**
 * Takes over what was typed into a server-rendered form before the page's script ran.
 *
 * A prerendered form takes input as soon as it is painted; on a slow phone the script that
 * hydrates it comes seconds later. React then leaves the DOM's values alone, but a field
 * held in state (`value={values.email}`) starts from the state's empty value: the field
 * still shows the text, the form does not know it, and its next render empties the field.
 * Called in such a form with the form's ref, this reads the fields `names` once the form
 * is hydrated (before the browser paints, before any event reaches it) and hands those a
 * person changed to `adopt`, which puts them into the form's state. On a page rendered in
 * the browser there was nothing before the script: `adopt` is not called.
 *
 * A field React does not hold (uncontrolled, `defaultValue`) keeps its value without this;
 * a form reading such a field on submit (`FormData`) needs nothing.
 */
export function useTypedBeforeHydration<Name extends string>(
  formRef: RefObject<HTMLFormElement | null>,
  names: readonly Name[],
  adopt: (typed: Partial<Record<Name, string>>) => void,
): void {
  const hydrating = useSyncExternalStore(noChanges, notHydrating, hydratingServerHtml);
  const takeOver = useEffectEvent(() => {
    const form = formRef.current;
    if (!hydrating || !form) return;
    const typed = readChangedFields(form, names);
    if (Object.keys(typed).length > 0) adopt(typed);
  });
  // Once, when the form appears: what is typed after that reaches it as events.
  useLayoutEffect(() => takeOver(), []);
}

/*
 * Whether this render hydrates server HTML: React renders with the server snapshot then,
 * and only then (in the browser's own renders, and in the one after hydration, the other).
 */
const noChanges = () => () => {};
const notHydrating = () => false;
const hydratingServerHtml = () => true;
