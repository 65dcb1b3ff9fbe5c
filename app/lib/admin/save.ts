// The outcome of every back-office save (services, pages, articles, testimonials,
// territory, redirects…), one vocabulary for all of them. Browser-safe.
import type { Conflict } from "./concurrency";

export type { Conflict };

export type FieldErrors = Record<string, Array<string>>;

export type SaveFailure =
  /** Refused by a rule the database checks (a slug already used…): the form shows these errors. */
  | { ok: false; reason: "invalid"; fieldErrors: FieldErrors; formError?: string }
  /** Another save came first (optimistic concurrency): nothing was overwritten. */
  | { ok: false; reason: "conflict"; conflict: Conflict }
  | { ok: false; reason: "not-found" }
  /** The actor may not change this row (an author and a colleague's article). */
  | { ok: false; reason: "forbidden" };

/** `{ ok: true, …what the save returns }` or why nothing was saved. */
export type SaveResult<Saved extends object = object> = ({ ok: true } & Saved) | SaveFailure;

/** The refusal of one field, with an optional form-level message. */
export function invalidField(field: string, message: string, formError?: string): SaveFailure {
  return { ok: false, reason: "invalid", fieldErrors: { [field]: [message] }, ...(formError === undefined ? {} : { formError }) };
}

/** The first field message of an "invalid" outcome (a restore answers with one line). */
export function firstFieldError(failure: { fieldErrors: FieldErrors }): string | undefined {
  return Object.values(failure.fieldErrors).flat()[0];
}
