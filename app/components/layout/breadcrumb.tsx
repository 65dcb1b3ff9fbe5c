import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { absoluteUrl } from "~/lib/seo/meta";

export type BreadcrumbEntry = { label: string; href: string; isCurrent?: boolean };

/** Breadcrumb trail with its BreadcrumbList structured data. "Accueil" is prepended. */
export function Breadcrumb({ items, origin }: { items: Array<BreadcrumbEntry>; origin: string }) {
  const trail: Array<BreadcrumbEntry> = [{ label: "Accueil", href: "/" }, ...items];
  const structured = {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((entry, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: entry.label,
      item: absoluteUrl(origin, entry.href),
    })),
  };
  return (
    <nav aria-label="Fil d'Ariane" className="text-sm">
      <ol className="flex flex-wrap items-center gap-1 text-slate-600">
        {trail.map((entry, index) => {
          const current = entry.isCurrent ?? index === trail.length - 1;
          return (
            <li key={entry.href} className="flex items-center gap-1">
              {index > 0 ? <Icon name="chevron-right" className="size-3.5 text-slate-400" /> : null}
              {current ? (
                <span aria-current="page" className="font-medium text-slate-900">
                  {entry.label}
                </span>
              ) : (
                <Link to={entry.href} className="hover:text-brand-700 hover:underline">
                  {entry.label}
                </Link>
              )}
            </li>
          );
        })}
      </ol>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD built from our own data, with every "<" escaped so it cannot close the script */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(structured).replace(/</g, "\\u003c") }} />
    </nav>
  );
}
