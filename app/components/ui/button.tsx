// The kit's button, public site and back-office: a native <button> (type="submit" works
// without JavaScript, and no widget library reaches the public pages' scripts).
import type { ButtonHTMLAttributes } from "react";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger" | "link";

const variants: Record<ButtonVariant, string> = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 active:bg-brand-900",
  secondary: "border-2 border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
  ghost: "text-brand-700 hover:bg-brand-50",
  danger: "bg-red-700 text-white hover:bg-red-800",
  link: "font-semibold text-brand-700 underline-offset-2 hover:underline",
};

/**
 * Tailwind classes of a button, for links that look like buttons (`<Link className={buttonClass()}>`);
 * `buttonClass("link")` is a link-styled action inside text (no padding).
 */
export function buttonClass(variant: ButtonVariant = "primary", extra = "") {
  if (variant === "link") return `${variants.link} ${extra}`;
  return `inline-flex items-center justify-center gap-2 rounded-lg px-5 py-2.5 text-sm font-semibold transition-colors outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-500 disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${extra}`;
}

export type ButtonProps = Omit<ButtonHTMLAttributes<HTMLButtonElement>, "className" | "disabled"> & {
  variant?: ButtonVariant;
  className?: string;
  isDisabled?: boolean;
  /** Shows a spinner and disables the button (e.g. while a form is submitting). */
  isPending?: boolean;
};

/** `<Button type="submit" isPending={busy}>Envoyer</Button>` */
export function Button({ variant = "primary", className = "", isPending, isDisabled, type = "button", children, ...props }: ButtonProps) {
  return (
    <button {...props} type={type} disabled={isDisabled || isPending} aria-busy={isPending || undefined} className={buttonClass(variant, className)}>
      {isPending ? <Spinner /> : null}
      {children}
    </button>
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
