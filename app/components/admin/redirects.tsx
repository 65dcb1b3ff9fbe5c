// Redirections: the two tabs of the screen (rules, missing pages) and the rule form.
import type { SubmissionResult } from "@conform-to/react";
import type { Conflict } from "~/lib/admin/concurrency";
import { createRedirectSchema, REDIRECT_STATUS_OPTIONS, type RedirectFormValues, updateRedirectSchema } from "~/lib/content/redirect-schema";
import { DialogForm } from "./kit/dialog-form";
import { SelectField, TextField } from "~/components/ui/field";
import { type SectionLink, SectionNav } from "./kit/section-nav";
import { useAdminForm } from "~/lib/admin/use-admin-form";

const links: Array<SectionLink> = [
  { to: "/admin/redirects", label: "Redirections", end: true },
  { to: "/admin/redirects/not-found", label: "Pages introuvables (404)" },
];

export function RedirectsNav() {
  return <SectionNav label="Redirections" links={links} />;
}

type Rule = { id: number; version: number; fromPath: string; toPath: string; statusCode: number };

export function RedirectForm({
  rule,
  prefill,
  lastResult,
  conflict,
}: {
  rule?: Rule | null;
  /** A missing path of the 404 log ("Créer une redirection"). */
  prefill?: string;
  lastResult?: SubmissionResult<Array<string>>;
  conflict?: Conflict | null;
}) {
  const schema = rule ? updateRedirectSchema : createRedirectSchema;
  const [form, fields] = useAdminForm<typeof schema, RedirectFormValues>(schema, {
    id: rule ? `redirect-${rule.id}` : "redirect-new",
    lastResult,
    defaultValue: rule
      ? { fromPath: readable(rule.fromPath), toPath: readable(rule.toPath), statusCode: rule.statusCode }
      : { fromPath: prefill ? readable(prefill) : "", toPath: "", statusCode: 301 },
  });
  return (
    <DialogForm form={form} record={rule} conflict={conflict} listSearch={listWithoutPrefill}>
      <TextField
        variant="admin"
        field={fields.fromPath}
        label="Adresse d'origine"
        isRequired
        placeholder="/ancienne-page"
        description="Le chemin qui n'existe plus sur le site, sans le nom de domaine."
      />
      <TextField
        variant="admin"
        field={fields.toPath}
        label="Destination"
        isRequired
        placeholder="/services/sondages"
        description="Un chemin du site ou une adresse complète (https://…)."
      />
      <SelectField variant="admin" field={fields.statusCode} label="Type de redirection" options={REDIRECT_STATUS_OPTIONS} />
    </DialogForm>
  );
}

/** "/%C3%A9tude" as people read it: "/étude". */
export function readable(path: string) {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

export function listWithoutPrefill(search: string) {
  const params = new URLSearchParams(search);
  params.delete("from");
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}
