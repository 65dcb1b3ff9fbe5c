import { splitGeologyThemes } from "~/lib/territory/rules";

export function GeologySections({ text }: { text: string }) {
  const themes = splitGeologyThemes(text);
  if (themes.length === 0) return null;
  return (
    <section aria-labelledby="geologie" className="mt-12">
      <h2 id="geologie" className="text-2xl font-bold text-brand-800">
        Contexte géologique
      </h2>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        {themes.map((theme) => (
          <div key={theme.id} className="rounded-xl border border-slate-200 p-5">
            <h3 className="font-semibold text-brand-700">{theme.title}</h3>
            <p className="mt-2 text-slate-700">{theme.sentences.join(" ")}</p>
          </div>
        ))}
      </div>
      <p className="mt-6 text-sm italic text-slate-600">
        Le contexte géologique détermine la nature des sols et les contraintes que nos ingénieurs prennent en compte pour concevoir des fondations adaptées.
      </p>
    </section>
  );
}

export function BulletSection({ id, title, items }: { id: string; title: string; items: Array<string> }) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold text-brand-800">
        {title}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2">
        {items.map((item) => (
          <li key={item} className="flex gap-2 rounded-lg bg-slate-50 p-3 text-slate-700">
            <span aria-hidden className="mt-1.5 size-2 shrink-0 rounded-full bg-earth-500" />
            {item}
          </li>
        ))}
      </ul>
    </section>
  );
}
