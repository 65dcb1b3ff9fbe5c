import type { ReactNode } from "react";
import { Dialog as AriaDialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Button } from "./button";

/**
 * A modal dialog (react-aria-components: focus trap, Escape, focus restore).
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
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="fixed inset-0 z-50 flex items-center justify-center bg-slate-900/60 p-4"
    >
      <Modal className="max-h-[90vh] w-full max-w-2xl overflow-y-auto rounded-xl bg-white shadow-xl">
        <AriaDialog className="p-6 outline-none">
          {({ close }) => (
            <>
              <Heading slot="title" className="text-xl font-bold text-brand-900">
                {title}
              </Heading>
              <div className="mt-4 space-y-3 text-sm text-slate-700">{children}</div>
              <div className="mt-6 flex justify-end">
                <Button onPress={close} autoFocus>
                  {closeLabel}
                </Button>
              </div>
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
}
