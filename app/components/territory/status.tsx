import { Link } from "react-router";
import { Badge } from "~/components/admin/kit/page";
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
