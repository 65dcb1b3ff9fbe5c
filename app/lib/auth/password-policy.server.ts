// The password policy where a password is set (invitation, reset, Mon Profil): the common-
// password list is imported on first use only, so no other request pays for reading it.
import { passwordPolicyError } from "./password";

let common: Promise<ReadonlySet<string>> | undefined;

export function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import("virtual:common-passwords").then(
    (module) => new Set(module.default.split("\n")),
    (error: unknown) => {
      common = undefined;
      throw error;
    },
  );
  return common;
}

/** The French message of the first rule a new password breaks, or null. */
export async function newPasswordError(password: string, email: string): Promise<string | null> {
  return passwordPolicyError(password, email, await loadCommonPasswords());
}
