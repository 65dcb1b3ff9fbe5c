// Feedback after admin actions: the flash message of a redirect (toast once hydrated,
// banner without JavaScript) and toasts for errors answered by an action.
import { useEffect, useRef } from "react";
import { toast } from "~/components/ui/toast";
import { useHydrated } from "~/components/ui/use-hydrated";
import type { Flash } from "~/lib/admin/flash";
import { Banner } from "~/components/ui/banner";

const variant = { success: "success", error: "destructive", info: "default" } as const;

export function FlashMessage({ flash }: { flash: Flash | null }) {
  const hydrated = useHydrated();
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (flash && shown.current !== flash.id) {
      shown.current = flash.id;
      toast({ title: flash.message, variant: variant[flash.tone] });
    }
  }, [flash]);
  if (!flash || hydrated) return null;
  return (
    <div className="mb-4">
      <Banner tone={flash.tone === "info" ? "info" : flash.tone}>{flash.message}</Banner>
    </div>
  );
}

/** A toast for each new error an action answers with (`message` changes identity per answer). */
export function useErrorToast(answer: object | undefined, message: string | null | undefined) {
  const last = useRef<object | undefined>(undefined);
  useEffect(() => {
    if (answer && message && last.current !== answer) {
      last.current = answer;
      toast({ title: message, variant: "destructive" });
    }
  }, [answer, message]);
}
