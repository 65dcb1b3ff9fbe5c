// Reveal on scroll (an element fades or zooms in once, as it enters the viewport), without any animation library: CSS in app.css and this
// tiny inline script, run before the first paint (root <head>, with the CSP nonce).

export const REVEAL_VARIANTS = ["fade-up", "fade-down", "fade-left", "fade-right", "zoom-in", "zoom-out", "none"] as const;
export type RevealVariant = (typeof REVEAL_VARIANTS)[number];

/** An element is revealed once 10 % of it is visible. */
export const REVEAL_THRESHOLD = 0.1;
/** Footer columns come one after the other, 100 ms apart. */
export const FOOTER_COLUMN_DELAYS_MS = [100, 200, 300, 400, 500] as const;

/**
 * Props of an element revealed on scroll: `<section {...reveal("fade-up")}>`. The script
 * adds `data-revealed` to it (never a class React manages), hence suppressHydrationWarning.
 */
export function reveal(variant: RevealVariant = "fade-up", delayMs = 0) {
  return {
    "data-reveal": variant,
    style: delayMs > 0 ? { transitionDelay: `${delayMs / 1000}s` } : undefined,
    suppressHydrationWarning: true,
  } as const;
}

/**
 * Marks <html> `reveal-ready` (which alone enables the hidden start state), then reveals
 * each [data-reveal] element once, when 10 % of it is in view; elements added later (client
 * navigation) are picked up too. Nothing happens without IntersectionObserver or when the
 * visitor asks for reduced motion.
 */
export const REVEAL_SCRIPT = `(function(){var d=document.documentElement;if(!("IntersectionObserver"in window)||matchMedia("(prefers-reduced-motion: reduce)").matches)return;d.classList.add("reveal-ready");var o=new IntersectionObserver(function(es){es.forEach(function(e){if(e.isIntersecting){e.target.setAttribute("data-revealed","");o.unobserve(e.target)}})},{threshold:${REVEAL_THRESHOLD}});var seen=new WeakSet();function scan(){document.querySelectorAll("[data-reveal]:not([data-revealed])").forEach(function(el){if(!seen.has(el)){seen.add(el);o.observe(el)}})}scan();document.addEventListener("DOMContentLoaded",scan);new MutationObserver(scan).observe(d,{childList:true,subtree:true})})();`;
