import { Badge } from "~/components/admin/kit/page";
import type { DevisStatus } from "~/db/schema";
import { DEVIS_STATUS_LABELS, DEVIS_STATUS_TONES } from "~/lib/devis/schema";

export function DevisStatusBadge({ status }: { status: DevisStatus }) {
  return <Badge tone={DEVIS_STATUS_TONES[status]}>{DEVIS_STATUS_LABELS[status]}</Badge>;
}
