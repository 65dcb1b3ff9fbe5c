// Over 400 lines: the Milkdown editor behind our toolbar, one client-only module loaded on demand (docs/decisions/402).
// The rich Markdown editor of <MarkdownField>: Milkdown (ProseMirror + remark) with its
// CommonMark and GFM presets, behind a French toolbar. This module is only reached through
// a lazy import() once the field is hydrated, so its chunk is downloaded by the screens
// that show a Markdown field and by no other page.
//
// The field's <textarea> stays the submitted value: the editor writes its Markdown into it
// after each change and again when the form data is built, so a quick submit never sends
// stale text.
import { defaultValueCtx, Editor, editorViewCtx, editorViewOptionsCtx, rootCtx, serializerCtx } from "@milkdown/kit/core";
import type { Ctx } from "@milkdown/kit/ctx";
import { clipboard } from "@milkdown/kit/plugin/clipboard";
import { history, redoCommand, undoCommand } from "@milkdown/kit/plugin/history";
import {
  commonmark,
  imageSchema,
  insertImageCommand,
  toggleEmphasisCommand,
  toggleStrongCommand,
  turnIntoTextCommand,
  updateLinkCommand,
  wrapInBlockquoteCommand,
  wrapInBulletListCommand,
  wrapInHeadingCommand,
  wrapInOrderedListCommand,
} from "@milkdown/kit/preset/commonmark";
import { addColAfterCommand, addRowAfterCommand, gfm, insertTableCommand } from "@milkdown/kit/preset/gfm";
import type { Mark, MarkType, ResolvedPos } from "@milkdown/kit/prose/model";
import { type EditorState, Plugin, PluginKey, TextSelection } from "@milkdown/kit/prose/state";
import { Decoration, DecorationSet } from "@milkdown/kit/prose/view";
import { $prose, callCommand, replaceAll } from "@milkdown/kit/utils";
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { Button, Separator, ToggleButton, Toolbar } from "react-aria-components";
import { inputClass, labelClass } from "~/components/ui/field";
import { buttonClass } from "~/components/ui/button";
import "./markdown-editor.css";

export type MarkdownEditorProps = {
  /** The field's textarea: read once at start, then written after each change. */
  textarea: React.RefObject<HTMLTextAreaElement | null>;
  labelId: string;
  describedBy: string;
  required: boolean;
  invalid: boolean;
  onReady: () => void;
  /** Opens the médiathèque picker; resolves with the chosen image or null. */
  pickImage: () => Promise<{ src: string; alt: string } | null>;
  /** Set once the editor runs: inserts plain text at the caret (the company-fact chips). */
  inserter?: React.RefObject<((text: string) => void) | null>;
  /** The company's facts: their codes in the text show as chips with the current value. */
  facts?: ReadonlyArray<{ code: string; label: string; value: string }>;
};

type Active = { block: "paragraph" | "h2" | "h3" | "h4" | "other"; strong: boolean; emphasis: boolean; link: string | null; inTable: boolean };
const idle: Active = { block: "paragraph", strong: false, emphasis: false, link: null, inTable: false };

function markIn(state: EditorState, type: MarkType | undefined): Mark | null {
  if (!type) return null;
  const { from, to, empty, $from } = state.selection;
  if (empty) return type.isInSet(state.storedMarks ?? $from.marks()) ?? null;
  let found: Mark | null = null;
  state.doc.nodesBetween(from, to, (node) => {
    found ??= type.isInSet(node.marks) ?? null;
  });
  return found;
}

function activeOf(state: EditorState): Active {
  const { $from } = state.selection;
  const parent = $from.parent;
  const level = parent.type.name === "heading" ? Number(parent.attrs.level) : 0;
  let inTable = false;
  for (let depth = $from.depth; depth > 0; depth--) if ($from.node(depth).type.name === "table") inTable = true;
  return {
    block: parent.type.name === "paragraph" ? "paragraph" : level >= 2 && level <= 4 ? (`h${level}` as Active["block"]) : "other",
    strong: Boolean(markIn(state, state.schema.marks.strong)),
    emphasis: Boolean(markIn(state, state.schema.marks.emphasis)),
    link: (markIn(state, state.schema.marks.link)?.attrs.href as string | undefined) ?? null,
    inTable,
  };
}

/** The extent of the link around a position (for removing it without a selection). */
function linkRange($pos: ResolvedPos, type: MarkType): { from: number; to: number } | null {
  const parent = $pos.parent;
  const start = $pos.start();
  let from = -1;
  let to = -1;
  let offset = 0;
  for (let i = 0; i < parent.childCount; i++) {
    const child = parent.child(i);
    const childFrom = start + offset;
    const childTo = childFrom + child.nodeSize;
    if (type.isInSet(child.marks)) {
      if (from === -1 || childFrom !== to) from = from !== -1 && childFrom === to ? from : childFrom;
      to = childTo;
      if ($pos.pos >= from && $pos.pos <= to && (i === parent.childCount - 1 || !type.isInSet(parent.child(i + 1).marks))) return { from, to };
    } else {
      if ($pos.pos >= from && $pos.pos <= to && from !== -1) return { from, to };
      from = -1;
      to = -1;
    }
    offset += child.nodeSize;
  }
  return from !== -1 && $pos.pos >= from && $pos.pos <= to ? { from, to } : null;
}

const SAFE_HREF = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d\s.-]+|\/[^\s]*|#[\w-]+)$/i;

/** The article body keeps headings h2–h4 (the page title is the h1). */
const headingLevels = $prose(
  () =>
    new Plugin({
      key: new PluginKey("LUTETIA_HEADING_LEVELS"),
      appendTransaction: (transactions, _old, state) => {
        if (!transactions.some((tr) => tr.docChanged)) return null;
        const tr = state.tr;
        state.doc.descendants((node, pos) => {
          if (node.type.name !== "heading") return;
          const level = Number(node.attrs.level);
          if (level < 2 || level > 4) tr.setNodeMarkup(pos, undefined, { ...node.attrs, level: level < 2 ? 2 : 4 });
        });
        return tr.docChanged ? tr : null;
      },
    }),
);

const FACT_CODE = /\{\{\s*([a-z_]+)\.([a-z_]+)\s*\}\}/g;

/**
 * A company fact's code ({{contact.phone}}) reads as a chip followed by the setting's value
 * of the day, so staff see what visitors will read; the Markdown keeps the code.
 */
function factChips(facts: ReadonlyArray<{ code: string; label: string; value: string }>) {
  const byCode = new Map(facts.map((fact) => [fact.code, fact]));
  return $prose(
    () =>
      new Plugin({
        key: new PluginKey("LUTETIA_FACT_CHIPS"),
        props: {
          decorations: (state) => {
            const decorations: Array<Decoration> = [];
            state.doc.descendants((node, pos) => {
              if (!node.isText || !node.text?.includes("{{")) return;
              for (const match of node.text.matchAll(FACT_CODE)) {
                const fact = byCode.get(`{{${match[1]}.${match[2]}}}`);
                if (!fact) continue;
                const from = pos + (match.index ?? 0);
                const to = from + match[0].length;
                decorations.push(Decoration.inline(from, to, { class: "markdown-fact", title: `${fact.label} : ${fact.value || "vide"} (suit les paramètres du site)` }));
                decorations.push(
                  Decoration.widget(
                    to,
                    () => {
                      const value = document.createElement("span");
                      value.className = "markdown-fact-value";
                      value.textContent = fact.value || "vide";
                      return value;
                    },
                    { side: -1, key: `${fact.code}:${fact.value}`, ignoreSelection: true },
                  ),
                );
              }
            });
            return DecorationSet.create(state.doc, decorations);
          },
        },
      }),
  );
}

export default function MarkdownEditor({ textarea, labelId, describedBy, required, invalid, onReady, pickImage, inserter, facts = [] }: MarkdownEditorProps) {
  const mount = useRef<HTMLDivElement>(null);
  const editor = useRef<Editor | null>(null);
  const [active, setActive] = useState<Active>(idle);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState("");
  const [linkError, setLinkError] = useState<string | null>(null);
  const id = useId();

  // biome-ignore lint/correctness/useExhaustiveDependencies: the editor is created once per field and reads its props at creation; a new editor on each change would lose the caret and the undo history.
  useEffect(() => {
    const field = textarea.current;
    const root = mount.current;
    if (!field || !root) return;
    const initial = field.value;
    let dirty = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    const serialize = () => {
      const instance = editor.current;
      if (!instance) return field.value;
      return instance.action((ctx) => ctx.get(serializerCtx)(ctx.get(editorViewCtx).state.doc));
    };
    const write = () => {
      clearTimeout(timer);
      if (!dirty) return;
      const markdown = serialize();
      if (field.value !== markdown) {
        field.value = markdown;
        field.dispatchEvent(new Event("input", { bubbles: true }));
      }
    };
    const onFormData = (event: FormDataEvent) => {
      clearTimeout(timer);
      if (!dirty) return;
      // No input event here: listeners would build FormData again while this one is being built.
      field.value = serialize();
      event.formData.set(field.name, field.value);
    };
    const sync = $prose(
      () =>
        new Plugin({
          key: new PluginKey("LUTETIA_TEXTAREA_SYNC"),
          view: () => ({
            update: (view, previous) => {
              setActive(activeOf(view.state));
              if (!previous.doc.eq(view.state.doc)) {
                dirty = true;
                clearTimeout(timer);
                timer = setTimeout(write, 150);
              }
            },
          }),
        }),
    );
    const instance = Editor.make()
      .config((ctx) => {
        // Milkdown 7.22 passes remark's `title: null` to an attribute that must be a string
        // (RangeError on any image without a title): read it as "".
        ctx.update(imageSchema.key, (schema) => (inner) => {
          const spec = schema(inner);
          return {
            ...spec,
            parseMarkdown: {
              match: spec.parseMarkdown.match,
              runner: (state, node, type) => state.addNode(type, { src: String(node.url ?? ""), alt: String(node.alt ?? ""), title: String(node.title ?? "") }),
            },
          };
        });
        ctx.set(rootCtx, root);
        ctx.set(defaultValueCtx, initial);
        ctx.update(editorViewOptionsCtx, (previous) => ({
          ...previous,
          attributes: {
            class: "prose-content markdown-editor-content",
            "aria-labelledby": labelId,
            "aria-describedby": describedBy,
            "aria-multiline": "true",
            ...(required ? { "aria-required": "true" } : {}),
            ...(invalid ? { "aria-invalid": "true" } : {}),
            spellcheck: "true",
            lang: "fr",
          },
        }));
      })
      .use(commonmark)
      .use(gfm)
      .use(history)
      .use(clipboard)
      .use(headingLevels)
      .use(factChips(facts))
      .use(sync);
    editor.current = instance;
    field.form?.addEventListener("formdata", onFormData);
    instance
      .create()
      .then(() => {
        if (cancelled) return;
        // Text typed into the textarea while the editor was loading wins.
        if (field.value !== initial) instance.action(replaceAll(field.value));
        if (inserter) {
          inserter.current = (text) =>
            instance.action((ctx) => {
              const view = ctx.get(editorViewCtx);
              view.dispatch(view.state.tr.insertText(text).scrollIntoView());
              view.focus();
            });
        }
        onReady();
      })
      .catch((error: unknown) => {
        console.warn("éditeur Markdown indisponible", error);
      });
    return () => {
      cancelled = true;
      if (inserter) inserter.current = null;
      write();
      clearTimeout(timer);
      field.form?.removeEventListener("formdata", onFormData);
      editor.current = null;
      void instance.destroy();
    };
  }, []);

  const run = (command: (ctx: Ctx) => unknown) => {
    const instance = editor.current;
    if (!instance) return;
    instance.action((ctx) => {
      command(ctx);
      ctx.get(editorViewCtx).focus();
    });
  };
  const toggleHeading = (level: 2 | 3 | 4) => run(active.block === `h${level}` ? callCommand(turnIntoTextCommand.key) : callCommand(wrapInHeadingCommand.key, level));

  const openLink = () => {
    setHref(active.link ?? "");
    setLinkError(null);
    setLinkOpen(true);
  };
  const applyLink = () => {
    const value = href.trim();
    if (!SAFE_HREF.test(value)) {
      setLinkError("Adresse invalide : commencez par https://, /, mailto: ou tel:.");
      return;
    }
    run((ctx) => {
      const view = ctx.get(editorViewCtx);
      const { state } = view;
      const type = state.schema.marks.link;
      const { from, to, empty, $from } = state.selection;
      if (empty && type.isInSet($from.marks())) return callCommand(updateLinkCommand.key, { href: value })(ctx);
      // The caret goes after the link, and what is typed next is not part of it.
      if (empty) {
        const tr = state.tr.insert(from, state.schema.text(value, [type.create({ href: value })]));
        view.dispatch(tr.setSelection(TextSelection.create(tr.doc, from + value.length)).removeStoredMark(type));
        return;
      }
      const tr = state.tr.removeMark(from, to, type).addMark(from, to, type.create({ href: value }));
      view.dispatch(tr.setSelection(TextSelection.create(tr.doc, to)).removeStoredMark(type));
    });
    setLinkOpen(false);
  };
  const removeLink = () => {
    run((ctx) => {
      const view = ctx.get(editorViewCtx);
      const { state } = view;
      const type = state.schema.marks.link;
      const { from, to, empty, $from } = state.selection;
      const range = empty ? linkRange($from, type) : { from, to };
      if (range) view.dispatch(state.tr.removeMark(range.from, range.to, type));
    });
    setLinkOpen(false);
  };
  const insertImage = async () => {
    const chosen = await pickImage();
    if (chosen) run(callCommand(insertImageCommand.key, { src: chosen.src, alt: chosen.alt }));
    else run(() => undefined);
  };

  return (
    <div className="mt-1 rounded-lg border border-slate-300 bg-white shadow-sm focus-within:border-brand-500 focus-within:outline-2 focus-within:outline-brand-500">
      <Toolbar aria-label="Mise en forme du contenu" className="flex flex-wrap items-center gap-1 border-b border-slate-200 bg-slate-50 p-1.5">
        <Tool label="Paragraphe" pressed={active.block === "paragraph"} onPress={() => run(callCommand(turnIntoTextCommand.key))} />
        <Tool label="Titre 2" pressed={active.block === "h2"} onPress={() => toggleHeading(2)} />
        <Tool label="Titre 3" pressed={active.block === "h3"} onPress={() => toggleHeading(3)} />
        <Tool label="Titre 4" pressed={active.block === "h4"} onPress={() => toggleHeading(4)} />
        <Separator orientation="vertical" className="mx-1 h-6 w-px bg-slate-300" />
        <Tool label="Gras" pressed={active.strong} onPress={() => run(callCommand(toggleStrongCommand.key))}>
          <strong>Gras</strong>
        </Tool>
        <Tool label="Italique" pressed={active.emphasis} onPress={() => run(callCommand(toggleEmphasisCommand.key))}>
          <em>Italique</em>
        </Tool>
        <Tool label="Lien" pressed={Boolean(active.link) || linkOpen} onPress={openLink} />
        <Separator orientation="vertical" className="mx-1 h-6 w-px bg-slate-300" />
        <Action label="Liste à puces" onPress={() => run(callCommand(wrapInBulletListCommand.key))} />
        <Action label="Liste numérotée" onPress={() => run(callCommand(wrapInOrderedListCommand.key))} />
        <Action label="Citation" onPress={() => run(callCommand(wrapInBlockquoteCommand.key))} />
        <Action label="Tableau" onPress={() => run(callCommand(insertTableCommand.key, { row: 3, col: 3 }))} />
        {active.inTable ? (
          <>
            <Action label="Ajouter une ligne" onPress={() => run(callCommand(addRowAfterCommand.key))} />
            <Action label="Ajouter une colonne" onPress={() => run(callCommand(addColAfterCommand.key))} />
          </>
        ) : null}
        <Action label="Image de la médiathèque" onPress={insertImage} />
        <Separator orientation="vertical" className="mx-1 h-6 w-px bg-slate-300" />
        <Action label="Annuler" onPress={() => run(callCommand(undoCommand.key))} />
        <Action label="Rétablir" onPress={() => run(callCommand(redoCommand.key))} />
      </Toolbar>
      {linkOpen ? (
        <div role="group" aria-label="Lien du texte sélectionné" className="flex flex-wrap items-end gap-2 border-b border-slate-200 bg-white p-3">
          <div className="min-w-64 flex-1">
            <label htmlFor={`${id}-link`} className={labelClass}>
              Adresse du lien
            </label>
            <input
              id={`${id}-link`}
              type="url"
              value={href}
              // biome-ignore lint/a11y/noAutofocus: the field opens because the user pressed 'Lien': the focus goes where they asked.
              autoFocus
              placeholder="https://… ou /services/…"
              aria-invalid={linkError ? true : undefined}
              aria-describedby={linkError ? `${id}-link-error` : undefined}
              onChange={(event) => setHref(event.currentTarget.value)}
              onKeyDown={(event) => {
                if (event.key === "Enter") {
                  event.preventDefault();
                  applyLink();
                }
                if (event.key === "Escape") {
                  event.preventDefault();
                  setLinkOpen(false);
                  run(() => undefined);
                }
              }}
              className={`mt-1 ${inputClass} text-sm`}
            />
            {linkError ? (
              <p id={`${id}-link-error`} className="mt-1 text-sm text-red-700">
                {linkError}
              </p>
            ) : null}
          </div>
          <button type="button" onClick={applyLink} className={buttonClass("primary")}>
            Appliquer le lien
          </button>
          {active.link ? (
            <button type="button" onClick={removeLink} className={buttonClass("secondary")}>
              Retirer le lien
            </button>
          ) : null}
          <button type="button" onClick={() => setLinkOpen(false)} className={buttonClass("secondary")}>
            Annuler
          </button>
        </div>
      ) : null}
      <div ref={mount} className="markdown-editor" />
    </div>
  );
}

const toolClass =
  "rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 outline-none hover:bg-white rac-focus-visible:outline-2 rac-focus-visible:outline-brand-500 rac-selected:bg-brand-700 rac-selected:text-white";

function Tool({ label, pressed, onPress, children }: { label: string; pressed: boolean; onPress: () => void; children?: ReactNode }) {
  return (
    <ToggleButton isSelected={pressed} onChange={onPress} className={toolClass}>
      {children ?? label}
    </ToggleButton>
  );
}

function Action({ label, onPress }: { label: string; onPress: () => void }) {
  return (
    <Button onPress={onPress} className={toolClass}>
      {label}
    </Button>
  );
}
