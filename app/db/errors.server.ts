/** True when D1 refused a write because of a UNIQUE index (the cause chain is searched). */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if (current instanceof Error && /UNIQUE constraint failed/i.test(current.message)) return true;
    if (!(current instanceof Error)) break;
  }
  return false;
}
