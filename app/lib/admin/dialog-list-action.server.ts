// The action of a list screen whose records are created, edited and deleted in dialogs
// (Témoignages, Équipe, Qualifications et assurances, Références: docs/admin-screens.md): the
// role from the route's access key, the form's shared schema, then create / update at its
// version (409 names who saved first) / delete, and back to the list with the message.
import { parseWithZod } from "@conform-to/zod/v4";
import type { RouterContextProvider } from "react-router";
import type { z } from "zod";
import type { Db } from "~/db/client.server";
import { getDb } from "~/db/get-db.server";
import type { Actor } from "~/lib/auth/actor";
import { requireRole } from "~/lib/auth/guards.server";
import { type AdminRouteKey, routeMinimum } from "~/lib/auth/permissions";
import { backToList } from "./dialogs.server";
import { answerFailure } from "./edit-action.server";
import { formFailure, formReply } from "./forms.server";
import type { SaveResult } from "./save";

type DialogValue = { intent: "create" } | { intent: "update"; id: number; version: number } | { intent: "delete"; id: number };

export type DialogListMessages = { created: string; updated: string; deleted: string; deleteFailed: string; notFound: string };

export async function dialogListAction<Value extends DialogValue>(
  { request, context }: { request: Request; context: Readonly<RouterContextProvider> },
  options: {
    route: AdminRouteKey;
    schema: z.ZodType<Value>;
    messages: DialogListMessages;
    create: (db: Db, actor: Actor, value: Extract<Value, { intent: "create" }>) => Promise<SaveResult>;
    update: (db: Db, actor: Actor, value: Extract<Value, { intent: "update" }>) => Promise<SaveResult>;
    remove: (db: Db, actor: Actor, id: number) => Promise<boolean>;
  },
) {
  const actor = await requireRole(request, context, routeMinimum(options.route));
  const submission = parseWithZod(await request.formData(), { schema: options.schema });
  if (submission.status !== "success") return formReply(request, submission);
  const { db } = getDb(context);
  const value = submission.value;
  const { messages } = options;
  if (value.intent === "delete") {
    if (!(await options.remove(db, actor, value.id))) return formFailure(submission, messages.deleteFailed, 404);
    throw backToList(request, messages.deleted, { firstPage: true });
  }
  const saved =
    value.intent === "create"
      ? await options.create(db, actor, value as Extract<Value, { intent: "create" }>)
      : await options.update(db, actor, value as Extract<Value, { intent: "update" }>);
  if (saved.ok) throw backToList(request, value.intent === "create" ? messages.created : messages.updated);
  return answerFailure(request, submission, saved, { notFound: messages.notFound });
}
