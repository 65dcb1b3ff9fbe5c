import { redirect } from "react-router";
import type { Route } from "./+types/logout";
import { getDb } from "~/db/batch.server";
import { recordAudit } from "~/lib/audit/audit.server";
import { getOptionalUser } from "~/lib/auth/guards.server";
import { clearedSessionCookie } from "~/lib/auth/session.server";

/** Signing out changes state: POST only. A GET goes back to the dashboard. */
export function loader() {
  return redirect("/admin");
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await getOptionalUser(request, context);
  if (user) {
    await recordAudit(getDb(context).db, { action: "auth.sign_out", actor: user, target: { type: "user", id: user.id } });
  }
  return redirect("/admin/login", { headers: { "Set-Cookie": clearedSessionCookie(request) } });
}
