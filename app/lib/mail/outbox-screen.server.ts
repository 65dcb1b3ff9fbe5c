// The loader and action shared by the two outbox screens: Demandes → E-mails envoyés (the
// site's e-mails) and Utilisateurs → E-mails des comptes (super admins, docs/decisions/323).
// Each route names its access key and its scope; the role is checked here, on the server.
import { data, type RouterContextProvider } from "react-router";
import { getDb } from "~/db/get-db.server";
import { redirectWithFlash } from "~/lib/admin/flash.server";
import { requestedUrl } from "~/lib/admin/http.server";
import { requireRole } from "~/lib/auth/guards.server";
import { type AdminRouteKey, canOpen, routeMinimum } from "~/lib/auth/permissions";
import { getCloudflare } from "~/lib/context";
import { LEAD_MESSAGES, parseListFilters, resendSchema } from "~/lib/leads/schema";
import { listOutbox, resendEmail } from "./outbox-list.server";
import type { OutboxScope } from "./outbox.server";

type Args = { request: Request; context: Readonly<RouterContextProvider> };
export type OutboxScreenKind = { route: AdminRouteKey; scope: OutboxScope };

export async function loadOutboxScreen({ request, context }: Args, kind: OutboxScreenKind) {
  const user = await requireRole(request, context, routeMinimum(kind.route));
  const query = parseListFilters(new URL(request.url));
  const { env } = getCloudflare(context);
  // The server's clock decides which claims are stuck (same answer on hydration).
  return {
    query,
    now: Date.now(),
    page: await listOutbox(getDb(context).db, kind.scope, query),
    canOpenMessages: canOpen(user, "outboxMessage"),
    capturing: !env.MAILCHANNELS_API_KEY,
  };
}

/** « Renvoyer »: a failed or abandoned message of this scope goes back to the queue. */
export async function resendFromOutboxScreen({ request, context }: Args, kind: OutboxScreenKind) {
  const user = await requireRole(request, context, routeMinimum(kind.route));
  const parsed = resendSchema.safeParse(Object.fromEntries(await request.formData()));
  if (!parsed.success) return data({ error: LEAD_MESSAGES.resendFailed }, { status: 400 });
  const { env } = getCloudflare(context);
  const resent = await resendEmail({ db: getDb(context).db, queue: env.MAIL_QUEUE }, user, kind.scope, parsed.data.id);
  if (!resent) return data({ error: LEAD_MESSAGES.resendFailed }, { status: 409 });
  const url = requestedUrl(request);
  throw redirectWithFlash(request, `${url.pathname}${url.search}`, LEAD_MESSAGES.resent);
}
