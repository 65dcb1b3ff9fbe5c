import { Button as AriaButton, type ButtonProps as AriaButtonProps } from "react-aria-components";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white rac-hovered:bg-brand-800 rac-pressed:bg-brand-900",
  secondary: "border-2 border-brand-700 bg-white text-brand-700 rac-hovered:bg-brand-50",
  ghost: "text-brand-700 rac-hovered:bg-brand-50",
  danger: "bg-red-700 text-white rac-hovered:bg-red-800",
};

/** Tailwind classes of a button, for links that look like buttons (`<Link className={buttonClass()}>`). */
export function buttonClass(variant: ButtonVariant = "primary", extra = "") {
  return `inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors outline-none rac-focus-visible:outline-2 rac-focus-visible:outline-offset-2 rac-focus-visible:outline-brand-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 rac-disabled:cursor-not-allowed rac-disabled:opacity-60 disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`;
}

export type ButtonProps = Omit<AriaButtonProps, "className"> & {
  variant?: ButtonVariant;
  className?: string;
  /** Shows a spinner and disables the button (e.g. while a form is submitting). */
  isPending?: boolean;
  /** Native form submitter name/value (e.g. `name="intent" value="back"`). */
  name?: string;
  value?: string;
  formNoValidate?: boolean;
};

/**
 * The kit's button (react-aria-components). It renders a native `<button>`, so
 * `type="submit"` works without JavaScript.
 *
 *   <Button type="submit" isPending={busy}>Envoyer</Button>
 */
export function Button({ variant = "primary", className = "", isPending, isDisabled, children, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} isDisabled={isDisabled || isPending} className={buttonClass(variant, className)}>
      {(renderProps) => (
        <>
          {isPending ? <Spinner /> : null}
          {typeof children === "function" ? children(renderProps) : children}
        </>
      )}
    </AriaButton>
  );
}

export function Spinner({ className = "size-4" }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" className={`${className} animate-spin motion-reduce:animate-none`} aria-hidden="true" fill="none">
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeWidth="3" className="opacity-25" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
