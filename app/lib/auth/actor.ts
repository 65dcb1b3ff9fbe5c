import type { SessionUser } from "./permissions";

/** Who does a back-office change: the audit log names them, versioned rows record them. */
export type Actor = Pick<SessionUser, "id" | "email">;
