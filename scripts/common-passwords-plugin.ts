// Bakes the common-password list into the build as `virtual:common-passwords` (a newline-
// separated string): the Worker carries the ~3 500 entries the policy can meet instead of
// the package's whole 49 000-entry dictionary (~200 KiB gzip). Used by vite.config.ts and
// vitest.config.ts; `npm run admin:create` reads the package directly.
import { dictionary } from "@zxcvbn-ts/language-common";
import type { Plugin } from "vite";
import { topCommonPasswords } from "../app/lib/auth/common-passwords.ts";

const ID = "virtual:common-passwords";
const RESOLVED = `\0${ID}`;

export function commonPasswords(): Plugin {
  return {
    name: "lutetia-common-passwords",
    resolveId: (id) => (id === ID ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? `export default ${JSON.stringify(topCommonPasswords(dictionary["passwords-common"]).join("\n"))};` : undefined),
  };
}
