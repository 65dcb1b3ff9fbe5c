import type { TermsSection } from "~/lib/simulator/terms";

/** The simulator's terms of use (loader data), shown in the dialog and in the page (works without JavaScript). */
export function SimulatorTerms({ terms, siteName, privacyEmail }: { terms: ReadonlyArray<TermsSection>; siteName: string; privacyEmail: string }) {
  const render = (paragraph: string) =>
    paragraph.split(/(\*\*[^*]+\*\*|\{site\}|\{privacy\})/).map((part, i) => {
      if (part === "{site}") return siteName;
      if (part === "{privacy}")
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed paragraph, never reordered; the same piece may repeat
          <a key={i} href={`mailto:${privacyEmail}`} className="underline">
            {privacyEmail}
          </a>
        );
      // biome-ignore lint/suspicious/noArrayIndexKey: the pieces of one fixed paragraph, never reordered; the same piece may repeat
      return part.startsWith("**") ? <strong key={i}>{part.slice(2, -2)}</strong> : part;
    });
  return (
    <>
      {terms.map((section) => (
        <div key={section.title} className="space-y-3">
          <h3 className="font-semibold text-slate-900">{section.title}</h3>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{render(paragraph)}</p>
          ))}
        </div>
      ))}
    </>
  );
}
