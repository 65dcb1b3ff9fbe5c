// What staff type before React hydrates an admin page is still there once it has
// (docs/decisions/409). Three things would lose it:
// - React itself: hydrating a <textarea> whose server text is not empty puts that text back;
// - the kit's frames that draw another tree once hydrated (a dialog becomes a react-aria
//   modal, stacked sections become tabs, a tag input becomes chips): their new fields start
//   from the server's values;
// - the focused field removed while React commits: conform validates a field on "focusout"
//   by submitting its form, and React, which ignores events during a commit, lets the
//   browser post that form as a document.
// So this module, evaluated with the page's route modules before React hydrates, records every
// control typed into when the server's page carries <KeepEarlyInput /> (the admin layout); that
// component sets the focus aside without a focusout before the page turns hydrated, and once
// the frames are drawn puts each typed value back (in the same element, or the new one with the
// same id) and the focus and caret in the field being typed in.
// Admin only: public pages have no frame that redraws a field, and their script is budgeted.
import { useEffect, useLayoutEffect, useState } from "react";
import { useHydrated } from "~/components/ui/use-hydrated";

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type Typed = { value: string; checked: boolean; selected: Array<string>; start: number | null; end: number | null };
type Caret = { start: number | null; end: number | null };

const NOT_TYPED = new Set(["hidden", "file", "submit", "button", "reset", "image"]);

let typed: Map<Control, Typed> | null = null;
/** id → value typed, from the restore until the hydrated page's effects have run. */
let typedById: Map<string, string> | null = null;
let stopWatching: (() => void) | null = null;
let aside: ({ element: HTMLElement } & Caret) | null = null;

function isControl(node: unknown): node is Control {
  return (node instanceof HTMLInputElement && !NOT_TYPED.has(node.type)) || node instanceof HTMLTextAreaElement || node instanceof HTMLSelectElement;
}

function isChoice(el: Control): el is HTMLInputElement {
  return el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio");
}

/** The control no longer holds what the server sent. */
function edited(el: Control) {
  if (el instanceof HTMLSelectElement) {
    const options = Array.from(el.options);
    const none = !options.some((option) => option.defaultSelected);
    return options.some((option, i) => option.selected !== (option.defaultSelected || (none && !el.multiple && i === 0)));
  }
  return isChoice(el) ? el.checked !== el.defaultChecked : el.value !== el.defaultValue;
}

/** null where the control has no caret (date, number, select…). */
function caretOf(el: object): Caret {
  return el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement ? { start: el.selectionStart, end: el.selectionEnd } : { start: null, end: null };
}

function read(el: Control): Typed {
  return {
    value: el.value,
    checked: isChoice(el) && el.checked,
    selected: el instanceof HTMLSelectElement ? Array.from(el.selectedOptions, (option) => option.value) : [],
    ...caretOf(el),
  };
}

/** What was typed already, then every input, until the page is hydrated. */
function watchEarlyInput() {
  if (typed) return;
  const map = new Map<Control, Typed>();
  for (const el of document.querySelectorAll("input, textarea, select")) if (isControl(el) && edited(el)) map.set(el, read(el));
  const record = (event: Event) => {
    if (isControl(event.target)) map.set(event.target, read(event.target));
  };
  document.addEventListener("input", record, true);
  document.addEventListener("change", record, true);
  typed = map;
  stopWatching = () => {
    document.removeEventListener("input", record, true);
    document.removeEventListener("change", record, true);
  };
}

/**
 * Just before the page turns hydrated: remembers the focused element and its caret, then takes
 * the focus away with no focusout reaching the page (no validation, no save on leaving: the
 * person has not left the field).
 */
function setFocusAside() {
  const active = document.activeElement;
  if (!(active instanceof HTMLElement) || active === document.body) return;
  const before = isControl(active) ? typed?.get(active) : undefined;
  // A textarea React has reset lost its caret too: take the one it had when typed in.
  const caret = before && before.value !== (active as Control).value ? { start: before.start, end: before.end } : caretOf(active);
  aside = { element: active, ...caret };
  const silence = (event: Event) => event.stopPropagation();
  window.addEventListener("focusout", silence, true);
  try {
    active.blur();
  } finally {
    window.removeEventListener("focusout", silence, true);
  }
}

/** The element that had the focus before the page turned hydrated (a frame about to redraw reads where it was). */
export function earlyFocus(): Element | null {
  return aside?.element ?? null;
}

/**
 * What was typed before hydration in the control of that id, while the page turns hydrated
 * (its first render, layout and passive effects): a widget drawing another control for it,
 * a field that saves on leaving.
 */
export function typedBeforeHydration(id: string): string | undefined {
  for (const [el, value] of typed ?? []) if (el.id === id) return value.value;
  return typedById?.get(id);
}

function forgetEarlyInput() {
  typedById = null;
}

/** The control now standing for `el`: itself, or the one of the same id, type and name that replaced it. */
function counterpart(el: Control): Control | null {
  if (el.isConnected) return el;
  const found = el.id ? document.getElementById(el.id) : null;
  return isControl(found) && found.type === el.type && found.name === el.name ? found : null;
}

function put(el: Control, value: Typed) {
  if (el instanceof HTMLSelectElement) {
    const now = Array.from(el.selectedOptions, (option) => option.value);
    if (now.length === value.selected.length && now.every((v) => value.selected.includes(v))) return;
    for (const option of Array.from(el.options)) option.selected = value.selected.includes(option.value);
  } else if (isChoice(el)) {
    if (el.checked === value.checked) return;
    el.checked = value.checked;
  } else {
    if (el.value === value.value) return;
    // The prototype's setter: React's value tracking then sees a change (a controlled field's onChange runs).
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value")?.set?.call(el, value.value);
  }
  // The form library and the widgets listening to the field learn its value.
  el.dispatchEvent(new Event("input", { bubbles: true }));
  if (el instanceof HTMLSelectElement || isChoice(el)) el.dispatchEvent(new Event("change", { bubbles: true }));
}

/** Once the page is hydrated and its frames drawn: puts back what was typed and the focus, and stops watching. */
function restoreEarlyInput() {
  const map = typed;
  const held = aside;
  stopWatching?.();
  typed = null;
  stopWatching = null;
  aside = null;
  typedById = new Map();
  for (const [el, value] of map ?? []) {
    if (el.id) typedById.set(el.id, value.value);
    const target = counterpart(el);
    if (target) put(target, value);
  }
  if (!held) return;
  const target = held.element.isConnected ? held.element : isControl(held.element) ? counterpart(held.element) : null;
  if (!target) return;
  target.focus();
  if ((target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) && typeof target.selectionStart === "number" && held.start !== null) {
    target.setSelectionRange(held.start, held.end ?? held.start);
  }
}

// React Router evaluates the route modules (and so this one, with the admin layout) before it
// hydrates: the only moment that sees a textarea before React resets it. The mark is in the
// server's HTML only: a later client navigation to an admin page starts nothing.
if (typeof document !== "undefined" && document.querySelector("[data-keep-early-input]")) watchEarlyInput();

/**
 * In the admin layout, after everything it draws (its effects run after theirs, and before
 * the root turns the page hydrated): sets the focus aside, then puts what was typed back once
 * the page has turned hydrated, then forgets it once the hydrated page's effects have read it.
 */
export function KeepEarlyInput() {
  const hydrated = useHydrated();
  // Mounted on an already hydrated page (a client navigation): nothing was typed before.
  const [fromServer] = useState(!hydrated);
  useEffect(() => {
    if (fromServer) setFocusAside();
  }, [fromServer]);
  useLayoutEffect(() => {
    if (fromServer && hydrated) restoreEarlyInput();
  }, [fromServer, hydrated]);
  useEffect(() => {
    if (fromServer && hydrated) forgetEarlyInput();
  }, [fromServer, hydrated]);
  return <span hidden data-keep-early-input="" />;
}
