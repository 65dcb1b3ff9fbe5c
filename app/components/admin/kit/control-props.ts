// What the kit's own controls (slug, Markdown, image) take from their conform field.

/** What a kit control takes from its conform field (the fields of ~/components/ui/field.tsx do the same). */
export type ControlledField = { id: string; name: string; initialValue?: unknown; errors?: Array<string>; descriptionId: string; errorId: string };

/**
 * A kit control's id, name, initial value and aria links to its description and errors.
 * `key` stays apart (React refuses it in a spread): `<input key={meta.key} {...controlProps(meta)} />`.
 */
export function controlProps(meta: ControlledField) {
  const invalid = Boolean(meta.errors?.length);
  return {
    id: meta.id,
    name: meta.name,
    defaultValue: String(meta.initialValue ?? ""),
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? `${meta.descriptionId} ${meta.errorId}` : meta.descriptionId,
  };
}
