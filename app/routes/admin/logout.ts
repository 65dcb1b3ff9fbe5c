import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getDb } from "~/db/get-db.server";
import { recordAudit } from "~/lib/audit/audit.server";
import { getOptionalUser, getSessionId } from "~/lib/auth/guards.server";
import { clearedSessionCookie } from "~/lib/auth/session.server";
import { endSession } from "~/lib/auth/sessions.server";

/** Signing out changes state: POST only. A GET goes back to the dashboard. */
export function loader() {
  return redirect("/admin");
}

/** Deletes the session's row: the token, and any copy of it, is refused from now on. */
export async function action({ request, context }: Route.ActionArgs) {
  const user = await getOptionalUser(request, context);
  const sessionId = await getSessionId(request, context);
  const { db } = getDb(context);
  if (sessionId) await endSession(db, sessionId);
  if (user) {
    await recordAudit(db, { action: "auth.sign_out", actor: user, target: { type: "user", id: user.id } });
  }
  return redirect("/admin/login", { headers: { "Set-Cookie": clearedSessionCookie(request) } });
}
