import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // A page served with `Referrer-Policy: no-referrer` (a devis' personal link) posts its forms
  // with `Origin: null`. The Worker's own check runs first and lets such a post through only
  // when Sec-Fetch-Site says same-origin (app/lib/http/security.server.ts, docs/decisions/621);
  // React Router's check would otherwise refuse it.
  allowedActionOrigins: ["null"],
} satisfies Config;
