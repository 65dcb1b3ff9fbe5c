import type { Db } from "~/db/client.server";
import { notFoundEvents } from "~/db/schema";
import { parisDay } from "~/lib/dates";
import { searchTermFromPath } from "~/lib/seo/not-found";
import { isbot } from "isbot";

/** The '404_error' analytics event of spec §2, recorded first-party. */
export async function recordNotFound(db: Db, request: Request) {
  if (isbot(request.headers.get("user-agent") ?? "")) return;
  const url = new URL(request.url);
  const referrer = request.headers.get("referer");
  await db.insert(notFoundEvents).values({
    day: parisDay(new Date()),
    path: url.pathname.slice(0, 500),
    referrer: referrer ? referrer.slice(0, 500) : null,
    searchTerm: searchTermFromPath(url.pathname),
  });
}
