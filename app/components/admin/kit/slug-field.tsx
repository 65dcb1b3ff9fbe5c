// The slug of a record, derived from its title while untouched; derived on the server when
// left empty without JavaScript.
import type { FieldMetadata } from "@conform-to/react";
import { useEffect, useRef, type ReactNode } from "react";
import { slugify } from "~/lib/content/rules";
import { inputClass, Labelled } from "~/components/ui/field";
import { controlProps } from "./control-props";

/**
 * A slug derived from another field (title, name) by `slugify` while it is empty or
 * still equal to the slug of the previous source value; typing in it stops the
 * derivation. Without JavaScript, the action derives an empty slug from the source.
 */
export function SlugField({
  field: meta,
  sourceId,
  label = "Slug",
  description,
  locked,
}: {
  field: FieldMetadata<string | undefined>;
  /** The id of the source input (`fields.title.id`). */
  sourceId: string;
  label?: string;
  description?: ReactNode;
  /** Shown, not editable (fixed routes). The value is still submitted. */
  locked?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const source = document.getElementById(sourceId) as HTMLInputElement | null;
    const target = input.current;
    if (!source || !target || locked) return;
    let previous = source.value;
    const onInput = () => {
      if (target.value === "" || target.value === slugify(previous)) {
        target.value = slugify(source.value);
        target.dispatchEvent(new Event("input", { bubbles: true }));
      }
      previous = source.value;
    };
    source.addEventListener("input", onInput);
    return () => source.removeEventListener("input", onInput);
  }, [sourceId, locked]);
  return (
    <Labelled
      id={meta.id}
      label={label}
      description={
        description ??
        (locked
          ? "Adresse fixe : cette page a sa propre route."
          : "Rempli automatiquement à partir du titre tant que vous ne le modifiez pas. Lettres minuscules sans accent, chiffres et tirets.")
      }
      errors={meta.errors}
    >
      <input
        ref={input}
        key={meta.key}
        {...controlProps(meta)}
        readOnly={locked}
        spellCheck={false}
        autoCapitalize="none"
        className={`mt-1 font-mono ${inputClass} text-sm read-only:bg-slate-100`}
      />
    </Labelled>
  );
}
