// Toasts: one small store for the whole app and <ToastRegion /> rendered once in
// app/root.tsx (a labelled region whose messages are announced politely, errors
// assertively). No widget library, so it costs the public form pages almost nothing.
// From any component (client side only, e.g. in an effect or an event handler):
//
//   const key = toast({ title: "Envoi du message en cours...", variant: "loading" });
//   dismissToast(key);
//   toast({ title: "Succès", description: "…", variant: "success" });
import { useSyncExternalStore } from "react";
import { Spinner } from "./button";
import { Icon } from "./icon";

export type ToastVariant = "default" | "success" | "destructive" | "loading";
export type ToastMessage = { title: string; description?: string; variant?: ToastVariant };
type Entry = ToastMessage & { key: string };

/** At most 5 toasts kept, each shown 5 000 ms. */
export const TOAST_TIMEOUT_MS = 5000;
const MAX_TOASTS = 5;

let entries: ReadonlyArray<Entry> = [];
const listeners = new Set<() => void>();
let counter = 0;

function publish(next: ReadonlyArray<Entry>) {
  entries = next;
  for (const listener of listeners) listener();
}

/** Shows a toast and returns its key. Loading toasts stay until dismissed. */
export function toast(message: ToastMessage, options: { timeout?: number } = {}) {
  counter += 1;
  const key = `toast-${counter}`;
  publish([...entries, { ...message, key }].slice(-MAX_TOASTS));
  const timeout = message.variant === "loading" ? undefined : (options.timeout ?? TOAST_TIMEOUT_MS);
  if (timeout) setTimeout(() => dismissToast(key), timeout);
  return key;
}

export function dismissToast(key: string | null | undefined) {
  if (key && entries.some((entry) => entry.key === key)) publish(entries.filter((entry) => entry.key !== key));
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const none: ReadonlyArray<Entry> = [];

const styles: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-green-300 bg-green-50 text-green-900",
  destructive: "border-red-300 bg-red-50 text-red-900",
  loading: "border-brand-200 bg-white text-slate-900",
};

export function ToastRegion() {
  const list = useSyncExternalStore(
    subscribe,
    () => entries,
    () => none,
  );
  return (
    <section aria-label="Notifications" className="pointer-events-none fixed right-4 bottom-4 z-[60] w-[min(24rem,calc(100vw-2rem))]">
      {/* A live region from the first render: the messages added to it are read out. */}
      <ol aria-live="polite" className="flex flex-col gap-2">
        {list.map((item) => {
          const variant = item.variant ?? "default";
          return (
            <li key={item.key}>
              <div
                role={variant === "destructive" ? "alert" : undefined}
                className={`pointer-events-auto flex items-start gap-3 rounded-lg border p-4 shadow-lg ${styles[variant]}`}
              >
                {variant === "loading" ? (
                  <Spinner className="mt-0.5 size-5 shrink-0 text-brand-700" />
                ) : variant === "success" ? (
                  <Icon name="check" className="mt-0.5 size-5 shrink-0" />
                ) : variant === "destructive" ? (
                  <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
                ) : null}
                <div className="flex-1 text-sm">
                  <p className="font-semibold">{item.title}</p>
                  {item.description ? <p className="mt-0.5">{item.description}</p> : null}
                </div>
                <button
                  type="button"
                  onClick={() => dismissToast(item.key)}
                  aria-label="Fermer la notification"
                  className="rounded p-1 opacity-70 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-brand-500"
                >
                  <Icon name="x" className="size-4" />
                </button>
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
