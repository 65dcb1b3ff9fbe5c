// Redirections: the two tabs of the screen (rules, missing pages) and the rule form.
import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { Form, NavLink, useLocation } from "react-router";
import type { Conflict } from "~/lib/admin/concurrency";
import { createRedirectSchema, REDIRECT_STATUS_OPTIONS, type RedirectFormValues, updateRedirectSchema } from "~/lib/content/redirect-schema";
import { CancelLink } from "./kit/dialog";
import { SelectField, TextField } from "~/components/ui/field";
import { SubmitButton } from "./kit/submit-button";
import { FormStatus, VersionInput } from "./kit/form-screen";
import { closeDialogHref } from "./kit/list";
import { useAdminForm } from "~/lib/admin/use-admin-form";

const tabs = [
  { to: "/admin/redirects", label: "Redirections", end: true },
  { to: "/admin/redirects/not-found", label: "Pages introuvables (404)" },
];

export function RedirectsNav() {
  return (
    <nav aria-label="Redirections" className="mb-6 overflow-x-auto border-b border-slate-200">
      <ul className="flex gap-1">
        {tabs.map((tab) => (
          <li key={tab.to}>
            <NavLink
              to={tab.to}
              end={tab.end}
              className={({ isActive }) =>
                `inline-block whitespace-nowrap border-b-2 px-3 py-2 text-sm font-semibold ${
                  isActive ? "border-brand-700 text-brand-800" : "border-transparent text-slate-600 hover:text-slate-900"
                }`
              }
            >
              {tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
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
  const intent = rule ? "update" : "create";
  const [form, fields] = useAdminForm<typeof schema, RedirectFormValues>(schema, {
    id: rule ? `redirect-${rule.id}` : "redirect-new",
    lastResult,
    defaultValue: rule
      ? { fromPath: readable(rule.fromPath), toPath: readable(rule.toPath), statusCode: rule.statusCode }
      : { fromPath: prefill ? readable(prefill) : "", toPath: "", statusCode: 301 },
  });
  const location = useLocation();
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {rule ? (
        <>
          <input type="hidden" name="id" value={rule.id} />
          <VersionInput value={rule.version} />
        </>
      ) : null}
      <FormStatus errors={form.errors} conflict={conflict} />
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
      <div className="flex justify-end gap-2 pt-2">
        <CancelLink to={closeDialogHref(location.pathname, listWithoutPrefill(location.search))} />
        <SubmitButton intent={intent} pendingLabel="Enregistrement...">
          Enregistrer
        </SubmitButton>
      </div>
    </Form>
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
