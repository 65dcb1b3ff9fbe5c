import { config } from "zod/v4/core";

// Our CSP forbids eval. Without this, building a zod object schema (classic `z.object`, used by
// the admin forms) probes `new Function`, and the browser reports the refused probe as a CSP
// violation (Lighthouse "best practices"). Imported first by app/root.tsx, before any route
// module builds its schemas.
config({ jitless: true });
