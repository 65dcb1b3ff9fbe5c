import { Link } from "react-router";
import { Badge } from "~/components/admin/kit/page";
import { buttonClass } from "~/components/ui/button";
import { CONTENT_STATUS_LABELS, type ContentStatus } from "~/lib/territory/completeness";

const TONES = { full: "green", short: "amber", missing: "slate" } as const;

/** Completeness of a region or department page, in words (never colour alone). */
export function ContentStatusBadge({ status }: { status: ContentStatus }) {
  return <Badge tone={TONES[status]}>{CONTENT_STATUS_LABELS[status]}</Badge>;
}

/** "← Tableau de bord territorial" above the territory screens. */
export function TerritoryBackLink({ to = "/admin/territorial-dashboard", label = "Tableau de bord territorial" }: { to?: string; label?: string }) {
  return (
    <p className="mb-2 text-sm">
      <Link to={to} className="font-medium text-brand-700 hover:underline">
        ← {label}
      </Link>
    </p>
  );
}

/** "Voir" (the public page, in a new tab) and "Modifier" (its admin form) for a region, a department or a city. */
export function ViewEditLinks({ name, publicHref, editHref }: { name: string; publicHref: string; editHref: string }) {
  return (
    <>
      <a href={publicHref} target="_blank" rel="noopener noreferrer" className={buttonClass("link")}>
        Voir<span className="sr-only"> la page {name} (nouvel onglet)</span>
      </a>
      <Link to={editHref} className={buttonClass("link")}>
        Modifier<span className="sr-only"> {name}</span>
      </Link>
    </>
  );
}
