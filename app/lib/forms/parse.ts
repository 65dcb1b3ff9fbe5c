// Parsing a public form with its zod/mini schema, in the browser (live validation) and
// in the action alike. zod/mini and this adapter keep the form pages' scripts small:
// @conform-to/zod would bring zod's classic API (~35 KB gzip) to the browser.
// See docs/decisions/501-fast-content-pages.md.
import { parse, type Submission } from "@conform-to/react";
import * as z from "zod/mini";

/** Form values as zod should see them: empty fields and empty file inputs are absent. */
function clean(value: unknown): unknown {
  if (value === "") return undefined;
  if (typeof File !== "undefined" && value instanceof File && value.name === "" && value.size === 0) return undefined;
  if (Array.isArray(value)) return value.map(clean).filter((item) => item !== undefined);
  if (value && typeof value === "object" && !(value instanceof Blob)) {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, clean(item)]));
  }
  return value;
}

/** conform's field name of an issue path: ["lines", 0, "name"] → "lines[0].name". */
function fieldName(path: ReadonlyArray<PropertyKey>) {
  return path.reduce<string>((name, segment) => (typeof segment === "number" ? `${name}[${segment}]` : name ? `${name}.${String(segment)}` : String(segment)), "");
}

export function parseForm<S extends z.ZodMiniType>(payload: FormData | URLSearchParams, schema: S): Submission<z.output<S>> {
  return parse(payload, {
    resolve(value) {
      const result = z.safeParse(schema, clean(value));
      if (result.success) return { value: result.data };
      const error: Record<string, Array<string>> = {};
      for (const issue of result.error.issues) {
        const name = fieldName(issue.path);
        error[name] = [...(error[name] ?? []), issue.message];
      }
      return { error };
    },
  });
}

/** A field that may come once (a string) or several times (an array): always an array. */
export function asList(value: unknown): Array<unknown> {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}
