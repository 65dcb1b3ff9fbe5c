// Public form pages load their scripts on the visitor's first interaction, not before their
// first paint (docs/decisions/520-form-pages-hydrate-on-first-use.md). entry.server turns
// React Router's module script into an inert one (this type, its module preloads listed in
// `data-modules`) and puts this small script after it, with the page's CSP nonce.

/** The type of the inert module script: browsers run no script of an unknown type. */
export const DEFERRED_MODULE_TYPE = "text/x-module-on-interaction";

/**
 * Who sends a press made before the page is hydrated (
 * docs/decisions/727-a-press-is-never-lost.md): `window[PRESS_OWNER]` is unset until one of
 * them claims it. The starter script sets "native" when a form is submitted before React
 * started: the document posts and the page never hydrates. The client entry sets "react" just
 * before it hydrates, unless the document already posted.
 */
export const PRESS_OWNER = "__lutetiaPressOwner";

/** Called by the client entry: true when React may hydrate (no press was left to the document). */
export function claimPressesForReact(): boolean {
  const owner = window as unknown as Record<string, string | undefined>;
  if (owner[PRESS_OWNER] === "native") return false;
  owner[PRESS_OWNER] = "react";
  return true;
}

/**
 * On the first pointer down, touch, key or focus (or at once when a field already has the
 * focus), preloads the modules and runs the module script with this script's nonce; React
 * then hydrates the page, keeping what the visitor typed meanwhile (React 19 replays the
 * changes of fields edited before hydration).
 *
 * A form submitted before `<html data-hydrated>` is sent exactly once: natively when React
 * has not started (the page then never hydrates), otherwise held (default prevented, hidden
 * from React) and submitted again, with the same button, once the page is hydrated. A second
 * press while one is held adds nothing. A submission by a script through a hidden or no
 * button (the form library validating the field just left, once its effects run) is React's
 * own: it goes on untouched, and is neither held nor taken for the press.
 */
export const HYDRATE_ON_INTERACTION_SCRIPT = `(function(){var d=document,w=window,k="${PRESS_OWNER}",me=d.currentScript,inert=me.previousElementSibling,nonce=me.nonce,events=["pointerdown","touchstart","keydown","focusin"],started=false,held=[];function hydrated(){return d.documentElement.getAttribute("data-hydrated")==="true"}function start(){if(started||w[k]==="native")return;started=true;events.forEach(function(e){removeEventListener(e,start,true)});(inert.getAttribute("data-modules")||"").split(" ").forEach(function(href){if(!href)return;var l=d.createElement("link");l.rel="modulepreload";l.href=href;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.nonce=nonce;s.textContent=inert.textContent;d.head.appendChild(s)}events.forEach(function(e){addEventListener(e,start,{capture:true,passive:true})});addEventListener("submit",function(e){var f=e.target,b=e.submitter;if(hydrated()||e.defaultPrevented)return;if(w[k]!=="react"){w[k]="native";return}if(!b||b.hidden)return;e.preventDefault();e.stopPropagation();if(held.indexOf(f)>=0)return;held.push(f);var o=new MutationObserver(function(){if(!hydrated())return;o.disconnect();held.splice(held.indexOf(f),1);if(b&&b.form===f&&b.isConnected)f.requestSubmit(b);else f.requestSubmit()});o.observe(d.documentElement,{attributes:true,attributeFilter:["data-hydrated"]})},true);var a=d.activeElement;if(a&&a!==d.body&&a!==d.documentElement)start()})();`;
