// A staff account as its session needs it: who it is, its role, and the session version
// (raised by a password change or "sign out everywhere", which ends the older sessions).
import { users } from "~/db/schema";

export const sessionAccountColumns = {
  id: users.id,
  email: users.email,
  role: users.role,
  firstName: users.firstName,
  lastName: users.lastName,
  sessionVersion: users.sessionVersion,
};
