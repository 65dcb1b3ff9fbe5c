import type { ReactNode } from "react";
import { Icon } from "./icon";

/**
 * A status message in the page, announced to screen readers (an error as an alert).
 *   <Banner tone="success" title="Message envoyé">…</Banner>   <Banner tone="error">…</Banner>
 */
export function Banner({ tone, title, children, id }: { tone: "success" | "error" | "info" | "warning"; title?: string; children?: ReactNode; id?: string }) {
  const styles = {
    success: "border-green-300 bg-green-50 text-green-900",
    error: "border-red-300 bg-red-50 text-red-900",
    info: "border-brand-200 bg-brand-50 text-brand-900",
    warning: "border-amber-300 bg-amber-50 text-amber-900",
  }[tone];
  return (
    <div id={id} role={tone === "error" ? "alert" : "status"} className={`flex gap-3 rounded-lg border p-4 ${styles}`}>
      <Icon name={tone === "success" ? "check" : tone === "info" ? "mail" : "alert"} className="mt-0.5 size-5 shrink-0" />
      <div className="text-sm">
        {title ? <p className="font-semibold">{title}</p> : null}
        {children ? <div className={title ? "mt-1 space-y-1" : undefined}>{children}</div> : null}
      </div>
    </div>
  );
}
