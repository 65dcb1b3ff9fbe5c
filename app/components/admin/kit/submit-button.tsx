// The back-office's submit button. Fields, banners and button styles are the one kit of
// app/components/ui (field.tsx with `variant="admin"`, banner.tsx, button.tsx); this stays
// here because it reads the navigation state, which the public forms' scripts do without.
import { useNavigation } from "react-router";
import { buttonClass, Spinner } from "~/components/ui/button";

/**
 * Submit button that is disabled while its form is in flight (no double submit).
 * `intent` only tells which form is pending: the form carries its own hidden intent.
 */
export function SubmitButton({
  children,
  pendingLabel,
  intent,
  tone = "primary",
  formAction,
}: {
  children: React.ReactNode;
  pendingLabel: string;
  intent?: string;
  tone?: "primary" | "danger";
  formAction?: string;
}) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" &&
    (intent === undefined || navigation.formData?.get("intent") === intent) &&
    (formAction === undefined || navigation.formAction === formAction);
  return (
    <button type="submit" disabled={pending} aria-disabled={pending || undefined} className={buttonClass(tone)}>
      {pending ? (
        <>
          <Spinner />
          {pendingLabel}
        </>
      ) : (
        children
      )}
    </button>
  );
}
