// The create / edit form of a list's dialog (`?dialog=new`, `?dialog=edit&id=…`): it posts
// `intent` ("create", or "update" with the row's id and the version it was loaded at; another
// intent when the dialog edits one part of the row), shows
// the form-level errors or a newer version, and ends with "Annuler" (back to the list) and
// "Enregistrer".
import { type FormMetadata, getFormProps } from "@conform-to/react";
import { Form, useLocation } from "react-router";
import type { Conflict } from "~/lib/admin/concurrency";
import { CancelLink } from "./dialog";
import { FormStatus, RecordInputs } from "./form-screen";
import { closeDialogHref } from "~/lib/admin/list";
import { SubmitButton } from "./submit-button";

export function DialogForm<Schema extends Record<string, unknown>>({
  form,
  record,
  conflict,
  listSearch = (search) => search,
  intent = record ? "update" : "create",
  submitLabel = "Enregistrer",
  children,
}: {
  form: FormMetadata<Schema, Array<string>>;
  /** The edited row; absent in the "new" dialog. */
  record?: { id: number | string; version: number } | null;
  conflict?: Conflict | null;
  /** The list's query string "Annuler" goes back to, from the current one (default: unchanged). */
  listSearch?: (search: string) => string;
  /** The intent posted, when not "create" / "update" (e.g. "alt": the dialog edits one part of the row). */
  intent?: string;
  /** The submit button's label (default "Enregistrer"). */
  submitLabel?: string;
  /** The fields. */
  children: React.ReactNode;
}) {
  const location = useLocation();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      <RecordInputs record={record} />
      <FormStatus errors={form.errors} conflict={conflict} />
      {children}
      <div className="flex justify-end gap-2 pt-2">
        <CancelLink to={closeDialogHref(location.pathname, listSearch(location.search))} />
        <SubmitButton intent={intent} pendingLabel="Enregistrement...">
          {submitLabel}
        </SubmitButton>
      </div>
    </Form>
  );
}
