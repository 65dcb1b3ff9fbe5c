import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { redirects } from "~/db/schema";

export function redirectQuery(db: Db, path: string) {
  return db
    .select({ toPath: redirects.toPath, statusCode: redirects.statusCode })
    .from(redirects)
    .where(eq(redirects.fromPath, path))
    .limit(1);
}
