import { data } from "react-router";

/** Positive integer id of a route parameter, or a 404. */
export function parseId(value: string | undefined): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1) throw data("Élément introuvable", { status: 404 });
  return id;
}
