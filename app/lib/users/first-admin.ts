// `npm run admin:create` (scripts/local.ts): the very first super admin is the only account
// whose password is typed by someone else than a signed-in staff member, so the CLI checks
// the same policy as the admin screens before writing anything.
import { passwordPolicyError } from "../auth/password";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The French message of what is wrong with the command's input, or null. */
export function firstAdminError(input: { email: string; password: string }, common: ReadonlySet<string>): string | null {
  const email = input.email.trim().toLowerCase();
  if (!EMAIL.test(email) || email.length > 254) return "Adresse e-mail invalide.";
  return passwordPolicyError(input.password, email, common);
}
