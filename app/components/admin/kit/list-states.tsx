// What a list shows instead of its rows: nothing found, or the data could not be loaded.
import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { Icon } from "~/components/ui/icon";
import { buttonClass } from "~/components/ui/button";

export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-slate-300 bg-white px-4 py-10 text-center text-sm text-slate-600">
      <p>{children}</p>
      {action ? <div className="mt-4 flex justify-center">{action}</div> : null}
    </div>
  );
}

/**
 * The error state of a screen whose data could not be loaded (D1 outage…): the
 * screen's own message and 'Réessayer' (a plain link to the same URL: it works
 * without JavaScript too).
 */
export function LoadError({ message, title }: { message: string; title?: string }) {
  const location = useLocation();
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-white p-8 text-center shadow-sm">
      <Icon name="alert" className="mx-auto size-10 text-red-600" />
      {title ? <p className="mt-3 font-semibold text-slate-900">{title}</p> : null}
      <p className={title ? "mt-1 text-slate-700" : "mt-3 font-semibold text-slate-900"}>{message}</p>
      <a href={`${location.pathname}${location.search}`} className={`mt-4 ${buttonClass("primary")}`}>
        <Icon name="refresh" className="size-4" />
        Réessayer
      </a>
    </div>
  );
}
