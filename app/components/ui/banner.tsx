import type { ReactNode } from "react";
import { Icon } from "./icon";

/**
 * A status message in the page (success or error), announced to screen readers.
 *   <Banner variant="success" title="Message envoyé">…</Banner>
 */
export function Banner({
  variant,
  title,
  children,
  id,
}: {
  variant: "success" | "error" | "info";
  title: string;
  children?: ReactNode;
  id?: string;
}) {
  const styles = {
    success: "border-green-300 bg-green-50 text-green-900",
    error: "border-red-300 bg-red-50 text-red-900",
    info: "border-brand-200 bg-brand-50 text-brand-900",
  }[variant];
  return (
    <div id={id} role={variant === "error" ? "alert" : "status"} className={`flex gap-3 rounded-lg border p-4 ${styles}`}>
      <Icon name={variant === "success" ? "check" : variant === "error" ? "alert" : "mail"} className="mt-0.5 size-5 shrink-0" />
      <div className="text-sm">
        <p className="font-semibold">{title}</p>
        {children ? <div className="mt-1 space-y-1">{children}</div> : null}
      </div>
    </div>
  );
}
