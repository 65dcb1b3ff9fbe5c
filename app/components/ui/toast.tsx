// Toasts (react-aria-components). One queue for the whole app; <ToastRegion /> is
// rendered once in app/root.tsx. From any component (client side only, e.g. in an
// effect or an event handler):
//
//   const key = toast({ title: "Envoi du message en cours...", variant: "loading" });
//   dismissToast(key);
//   toast({ title: "Succès", description: "…", variant: "success" });
import {
  Button,
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as ToastContent,
  UNSTABLE_ToastQueue as ToastQueue,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from "react-aria-components";
import { Spinner } from "./button";
import { Icon } from "./icon";

export type ToastVariant = "default" | "success" | "destructive" | "loading";
export type ToastMessage = { title: string; description?: string; variant?: ToastVariant };

/** Spec §9: at most 5 toasts kept, shown 5 000 ms. */
export const TOAST_TIMEOUT_MS = 5000;
export const toastQueue = new ToastQueue<ToastMessage>({ maxVisibleToasts: 5 });

/** Shows a toast and returns its key. Loading toasts stay until dismissed. */
export function toast(message: ToastMessage, options: { timeout?: number } = {}) {
  const timeout = message.variant === "loading" ? undefined : (options.timeout ?? TOAST_TIMEOUT_MS);
  return toastQueue.add(message, { timeout });
}

export function dismissToast(key: string | null | undefined) {
  if (key) toastQueue.close(key);
}

const styles: Record<ToastVariant, string> = {
  default: "border-slate-200 bg-white text-slate-900",
  success: "border-green-300 bg-green-50 text-green-900",
  destructive: "border-red-300 bg-red-50 text-red-900",
  loading: "border-brand-200 bg-white text-slate-900",
};

export function ToastRegion() {
  return (
    <AriaToastRegion
      queue={toastQueue}
      aria-label="Notifications"
      className="fixed right-4 bottom-4 z-[60] flex w-[min(24rem,calc(100vw-2rem))] flex-col gap-2 outline-none"
    >
      {({ toast: item }) => {
        const variant = item.content.variant ?? "default";
        return (
          <AriaToast toast={item} className={`flex items-start gap-3 rounded-lg border p-4 shadow-lg outline-none ${styles[variant]}`}>
            {variant === "loading" ? (
              <Spinner className="mt-0.5 size-5 shrink-0 text-brand-700" />
            ) : variant === "success" ? (
              <Icon name="check" className="mt-0.5 size-5 shrink-0" />
            ) : variant === "destructive" ? (
              <Icon name="alert" className="mt-0.5 size-5 shrink-0" />
            ) : null}
            <ToastContent className="flex-1 text-sm">
              <Text slot="title" className="block font-semibold">
                {item.content.title}
              </Text>
              {item.content.description ? (
                <Text slot="description" className="mt-0.5 block">
                  {item.content.description}
                </Text>
              ) : null}
            </ToastContent>
            <Button slot="close" aria-label="Fermer la notification" className="rounded p-1 opacity-70 outline-none rac-hovered:opacity-100 rac-focus-visible:outline-2 rac-focus-visible:outline-brand-500">
              <Icon name="x" className="size-4" />
            </Button>
          </AriaToast>
        );
      }}
    </AriaToastRegion>
  );
}
