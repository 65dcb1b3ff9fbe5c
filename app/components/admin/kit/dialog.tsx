// Dialogs opened by the URL (?dialog=…): a link opens them, the server renders them,
// so they work without JavaScript. Once hydrated they become react-aria modals
// (focus trap, Escape, focus restored); before that, a plain dialog panel.
import { useId } from "react";
import { Dialog, Heading, Modal, ModalOverlay } from "react-aria-components";
import { Form, Link, useNavigate } from "react-router";
import { Banner } from "~/components/ui/banner";
import { buttonClass } from "~/components/ui/button";
import { SubmitButton } from "./submit-button";
import { useHydrated } from "~/components/ui/use-hydrated";

type Props = {
  title: string;
  /** Where closing the dialog goes: the same list without the dialog parameter. */
  closeHref: string;
  children: React.ReactNode;
  role?: "dialog" | "alertdialog";
};

const panelClass = "w-full max-w-lg rounded-2xl bg-white p-6 shadow-xl outline-none";
const overlayClass = "fixed inset-0 z-50 flex items-start justify-center overflow-y-auto bg-slate-900/50 p-4 sm:items-center";

export function AdminDialog({ title, closeHref, children, role = "dialog" }: Props) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const titleId = useId();

  if (!hydrated) {
    return (
      <div className={overlayClass}>
        {/* biome-ignore lint/a11y/useAriaPropsSupportedByRole: role is "dialog" or "alertdialog", and both take aria-modal. */}
        <section role={role} aria-modal="true" aria-labelledby={titleId} className={panelClass}>
          <h2 id={titleId} className="text-lg font-semibold text-slate-900">
            {title}
          </h2>
          <div className="mt-4">{children}</div>
        </section>
      </div>
    );
  }

  return (
    <ModalOverlay
      isOpen
      isDismissable
      onOpenChange={(open) => {
        if (!open) void navigate(closeHref, { replace: true, preventScrollReset: true });
      }}
      className={overlayClass}
    >
      <Modal className={panelClass}>
        <Dialog role={role} className="outline-none">
          <Heading slot="title" className="text-lg font-semibold text-slate-900">
            {title}
          </Heading>
          <div className="mt-4">{children}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}

export function CancelLink({ to }: { to: string }) {
  return (
    <Link to={to} replace preventScrollReset className={buttonClass("secondary")}>
      Annuler
    </Link>
  );
}

/**
 * The delete confirmation of a list (`?dialog=delete&id=…`): a react-aria alert dialog
 * once hydrated, a confirmation panel rendered by the server without JavaScript. It
 * posts `intent=delete` and `id` to the screen's action.
 */
export function ConfirmDeleteDialog({
  title,
  closeHref,
  id,
  error,
  confirmLabel = "Supprimer",
  children,
}: {
  title: string;
  closeHref: string;
  id: number | string;
  /** The action's answer when the deletion failed. */
  error?: string | null;
  confirmLabel?: string;
  children: React.ReactNode;
}) {
  return (
    <AdminDialog title={title} closeHref={closeHref} role="alertdialog">
      <Form method="post" className="space-y-4">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        {error ? <Banner tone="error">{error}</Banner> : null}
        <div className="space-y-2 text-sm text-slate-700">{children}</div>
        <div className="flex justify-end gap-2 pt-2">
          <CancelLink to={closeHref} />
          <SubmitButton intent="delete" tone="danger" pendingLabel="Suppression...">
            {confirmLabel}
          </SubmitButton>
        </div>
      </Form>
    </AdminDialog>
  );
}
