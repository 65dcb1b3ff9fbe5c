// Tags of an article: chosen among the existing ones or created on the fly. The submitted
// value is one comma-separated text, so without JavaScript it is a plain text input.
import type { FieldMetadata } from "@conform-to/react";
import { useId, useState } from "react";
import { typedBeforeHydration } from "./early-input";
import { Icon } from "~/components/ui/icon";
import { useHydrated } from "~/components/ui/use-hydrated";
import { parseTags } from "~/lib/content/article-schema";
import { Description, FieldErrors, inputClass, labelClass, Labelled } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";

type Props = {
  field: FieldMetadata<Array<string> | string | undefined>;
  label: string;
  /** Tags already used on the site, offered first. */
  suggestions: ReadonlyArray<string>;
};

export function TagsField(props: Props) {
  const hydrated = useHydrated();
  const meta = props.field;
  if (hydrated) return <TagChips {...props} />;
  const errorIds = meta.errors?.length ? ` ${meta.errorId}` : "";
  return (
    <Labelled id={meta.id} label={props.label} description="Séparées par des virgules. Une nouvelle étiquette est créée à l'enregistrement." errors={meta.errors}>
      <input
        id={meta.id}
        name={meta.name}
        defaultValue={parseTags(meta.initialValue ?? "").join(", ")}
        aria-describedby={`${meta.descriptionId}${errorIds}`}
        className={`mt-1 ${inputClass} text-sm`}
      />
    </Labelled>
  );
}

/** Once hydrated: the chips, starting from what was typed in the plain input before (docs/decisions/409). */
function TagChips({ field: meta, label, suggestions }: Props) {
  const id = useId();
  const [tags, setTags] = useState(() => parseTags(typedBeforeHydration(meta.id) ?? meta.initialValue ?? ""));
  const [draft, setDraft] = useState("");
  const errorIds = meta.errors?.length ? ` ${meta.errorId}` : "";

  const add = () => {
    const next = parseTags([...tags, draft].join(","));
    setTags(next);
    setDraft("");
  };
  const remaining = suggestions.filter((s) => !tags.some((t) => t.toLocaleLowerCase("fr-FR") === s.toLocaleLowerCase("fr-FR")));

  return (
    <fieldset aria-describedby={`${meta.descriptionId}${errorIds}`}>
      <legend className={labelClass}>{label}</legend>
      <input type="hidden" name={meta.name} value={tags.join(", ")} />
      {tags.length > 0 ? (
        <ul aria-label="Étiquettes choisies" className="mt-2 flex flex-wrap gap-2">
          {tags.map((tag) => (
            <li key={tag} className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pl-3 pr-1 text-sm text-slate-800">
              {tag}
              <button type="button" onClick={() => setTags(tags.filter((t) => t !== tag))} className="rounded-full p-1 text-slate-600 hover:bg-slate-200 hover:text-slate-900">
                <Icon name="x" className="size-3.5" />
                <span className="sr-only">Retirer l'étiquette {tag}</span>
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-2 text-sm text-slate-500">Aucune étiquette.</p>
      )}
      <div className="mt-2 flex gap-2">
        <label htmlFor={`${id}-new`} className="sr-only">
          Ajouter une étiquette
        </label>
        <input
          id={`${id}-new`}
          list={`${id}-suggestions`}
          value={draft}
          placeholder="Ajouter une étiquette"
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === "Enter" || event.key === ",") {
              event.preventDefault();
              add();
            }
          }}
          className={`${inputClass} text-sm`}
        />
        <datalist id={`${id}-suggestions`}>
          {remaining.map((tag) => (
            <option key={tag} value={tag} />
          ))}
        </datalist>
        <button type="button" onClick={add} disabled={!draft.trim()} className={`${buttonClass("secondary")} disabled:opacity-50`}>
          Ajouter
        </button>
      </div>
      <Description id={meta.id}>Choisissez une étiquette existante ou tapez-en une nouvelle, puis Entrée.</Description>
      <FieldErrors id={meta.id} errors={meta.errors} />
    </fieldset>
  );
}
