// The action of the region, department and city forms: validate with the form's zod
// schema, save, then redirect with the flash message — or answer the form with its
// errors (400), the uniqueness errors of the database, or a 409 on a stale version.
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { z } from "zod";
import { conflictResponse } from "~/lib/admin/concurrency.server";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import { formReply } from "~/lib/admin/forms.server";
import { slugify } from "~/lib/content/rules";
import type { SaveResult } from "./admin.server";
import { TERRITORY_MESSAGES } from "./schema";

type Options<S extends z.ZodType> = {
  schema: S;
  /** An empty slug is derived from this field (forms posted without JavaScript). */
  slugFrom?: string;
  /** null: a creation; else the edited row's id (the form must carry its version). */
  id: number | null;
  save: (input: z.output<S>, version: number | null) => Promise<SaveResult>;
  redirectTo: string;
  messages: { created: string; updated: string; notFound: string };
};

export async function territoryFormAction<S extends z.ZodType>(request: Request, options: Options<S>) {
  const formData = await request.formData();
  if (options.slugFrom && !String(formData.get("slug") ?? "").trim()) {
    formData.set("slug", slugify(String(formData.get(options.slugFrom) ?? "")));
  }
  const submission = parseWithZod(formData, { schema: options.schema });
  if (submission.status !== "success") return formReply(request, submission);
  const version = (submission.value as { version?: number }).version ?? null;
  if (options.id !== null && version === null) return formReply(request, submission, { formErrors: ["Version manquante : rechargez la page."] });
  const outcome = await options.save(submission.value, version);
  if (outcome.ok) {
    throw redirectWithFlash(request, options.redirectTo, options.id === null ? options.messages.created : options.messages.updated);
  }
  if (outcome.reason === "taken") return formReply(request, submission, { fieldErrors: outcome.fieldErrors, formErrors: [TERRITORY_MESSAGES.saveFailed] });
  if (outcome.reason === "conflict") return conflictResponse(submission.reply, outcome.conflict);
  throw data(options.messages.notFound, { status: 404 });
}
