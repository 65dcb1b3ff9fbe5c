// The staff a dossier names (the engineer on site): who may be chosen, and their name.
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { users } from "~/db/schema";
import { leadRoles } from "~/lib/leads/follow-up.server";

const staffName = sql<string | null>`coalesce(nullif(trim(${users.firstName} || ' ' || ${users.lastName}), ''), ${users.email})`;

export async function engineerName(db: Db, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ name: staffName.as("engineer_name") })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row?.name ?? null;
}

/** The engineer's name and address: their calendar gets the visit (docs/decisions/945). */
export async function engineerContact(db: Db, id: number | null): Promise<{ name: string; email: string } | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ name: staffName.as("engineer_name"), email: users.email })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  return row ? { name: row.name ?? row.email, email: row.email } : null;
}

/** True when `id` is a staff member who may lead a dossier (editor or super admin). */
export async function isEngineer(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), inArray(users.role, leadRoles())))
    .limit(1);
  return Boolean(row);
}

export function engineerChoices(db: Db) {
  return db
    .select({ id: users.id, name: staffName.as("engineer_name") })
    .from(users)
    .where(inArray(users.role, leadRoles()))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.email));
}
