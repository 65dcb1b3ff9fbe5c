import { type ReactNode, useEffect, useId, useRef } from "react";
import { Button } from "./button";

/**
 * A modal dialog on the native <dialog> element (showModal: focus kept inside, Escape
 * closes, focus returns to the opener, the rest of the page inert).
 * Controlled: `<Dialog title="…" isOpen={open} onOpenChange={setOpen} closeLabel="J'ai compris">…</Dialog>`
 */
export function Dialog({
  title,
  isOpen,
  onOpenChange,
  closeLabel = "Fermer",
  children,
}: {
  title: string;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  closeLabel?: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (isOpen && !dialog.open) dialog.showModal();
    if (!isOpen && dialog.open) dialog.close();
  }, [isOpen]);
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard closes the native dialog with Escape (onClose); the click only adds the backdrop
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={() => onOpenChange(false)}
      onClick={(event) => {
        // A click on the backdrop (the dialog element itself, outside its panel) closes it.
        if (event.target === event.currentTarget) onOpenChange(false);
      }}
      className="m-auto max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl overflow-y-auto rounded-xl bg-white p-0 shadow-xl backdrop:bg-slate-900/60"
    >
      <div className="p-6">
        <h2 id={titleId} className="text-xl font-bold text-brand-900">
          {title}
        </h2>
        <div className="mt-4 space-y-3 text-sm text-slate-700">{children}</div>
        <div className="mt-6 flex justify-end">
          <Button onClick={() => onOpenChange(false)} autoFocus>
            {closeLabel}
          </Button>
        </div>
      </div>
    </dialog>
  );
}
