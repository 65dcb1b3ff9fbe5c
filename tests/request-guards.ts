// Request-parsing attacks shared by the workerd tests (source) and the built-Worker spec
// (tests/e2e/built-worker-guards.spec.ts): a bundler may drop a check the source still has
// (docs/decisions/310), so both run the same table.

/** Admin paths with a malformed percent escape: the answer of an unknown admin path, never a 500. */
export const MALFORMED_ADMIN_PATHS = ["/admin/blog/edit/%E0", "/admin/blog/posts/%E0", "/admin/regions/%E0%A4", "/admin/services/edit/%", "/admin/pages/edit/%E0%A4"] as const;

/** The foreign host every open-redirect payload tries to reach. */
export const FOREIGN_HOST = "x.example";

/** Every value an attacker may put in ?redirectTo= to leave the site after sign-in. */
export const OPEN_REDIRECT_PAYLOADS = [
  "/..//x.example",
  "/.//x.example",
  "/%2e%2e//x.example",
  "/%2E%2E//x.example",
  "/admin/..//x.example",
  "/admin/../..//x.example",
  "/\\x.example",
  "/%5Cx.example",
  "/%255Cx.example",
  "/\tx.example",
  "/\t/x.example",
  "/\n/x.example",
  "/%0a/x.example",
  "/%09/x.example",
  "https://x.example",
  "//x.example",
  "///x.example",
  "http:/x.example",
  " //x.example",
] as const;
