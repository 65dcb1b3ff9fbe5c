// Staff accounts and session cookies for the admin tests.
import { env } from "cloudflare:test";
import { eq } from "drizzle-orm";
import { createDb } from "~/db/client.server";
import { users, type Role } from "~/db/schema";
import { hashPassword } from "~/lib/auth/password.server";
import { startSession } from "~/lib/auth/sessions.server";

/** The JWT secret the tests run with (a secret: not in the generated Env type). */
export function jwtSecret(): string {
  return (env as unknown as { JWT_SECRET: string }).JWT_SECRET;
}

export type TestStaff = { id: number; email: string; password: string; role: Role; sessionVersion: number };

let counter = 0;

/** A unique e-mail for this test run. */
export function uniqueEmail(prefix = "staff") {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${Math.random().toString(36).slice(2, 7)}@e2e.test`;
}

/**
 * One hash per password for the whole run: a hash verifies for every account that holds it, and
 * the production cost (PBKDF2, 100 000 iterations) is paid once instead of for every account
 * a test creates (docs/decisions/936-suite-speed.md). Sign-in still verifies at full cost.
 */
const hashes = new Map<string, Promise<string>>();
function passwordHash(password: string) {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
}

export async function createStaff(role: Role, overrides: { email?: string; password?: string; firstName?: string; lastName?: string } = {}): Promise<TestStaff> {
  const email = overrides.email ?? uniqueEmail(role.replace("_", "-"));
  const password = overrides.password ?? "mot-de-passe-solide";
  const [row] = await createDb(env.DB)
    .insert(users)
    .values({
      email,
      passwordHash: await passwordHash(password),
      role,
      firstName: overrides.firstName ?? "Prénom",
      lastName: overrides.lastName ?? role,
    })
    .returning();
  return { id: row.id, email, password, role, sessionVersion: row.sessionVersion };
}

export async function currentSessionVersion(id: number) {
  const [row] = await createDb(env.DB).select({ v: users.sessionVersion }).from(users).where(eq(users.id, id));
  return row?.v;
}

/** A signed-in session (its staff_sessions row and token), as the login action makes one. */
export async function sessionToken(staff: Pick<TestStaff, "id" | "sessionVersion">) {
  return startSession(createDb(env.DB), jwtSecret(), staff);
}

/** Cookie header of a valid session (localhost cookie name unless `secure`). */
export async function sessionCookieHeader(staff: Pick<TestStaff, "id" | "sessionVersion">, options: { secure?: boolean } = {}) {
  const token = await sessionToken(staff);
  return `${options.secure ? "__Host-lutetia_session" : "lutetia_session"}=${token}`;
}

/** A random client address, so each test has its own login rate-limit bucket. */
export function randomIp() {
  const byte = () => Math.floor(Math.random() * 256);
  return `10.${byte()}.${byte()}.${byte()}`;
}
