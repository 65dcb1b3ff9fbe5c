// Public form pages load their scripts on the visitor's first interaction, not before their
// first paint (docs/decisions/520-form-pages-hydrate-on-first-use.md). entry.server turns
// React Router's module script into an inert one (this type, its module preloads listed in
// `data-modules`) and puts this small script after it, with the page's CSP nonce.

/** The type of the inert module script: browsers run no script of an unknown type. */
export const DEFERRED_MODULE_TYPE = "text/x-module-on-interaction";

/**
 * On the first pointer down, touch, key or focus (or at once when a field already has the
 * focus), preloads the modules and runs the module script with this script's nonce; React
 * then hydrates the page, keeping what the visitor typed meanwhile (React 19 replays the
 * changes of fields edited before hydration).
 */
export const HYDRATE_ON_INTERACTION_SCRIPT = `(function(){var d=document,me=d.currentScript,inert=me.previousElementSibling,nonce=me.nonce,events=["pointerdown","touchstart","keydown","focusin"],started=false;function start(){if(started)return;started=true;events.forEach(function(e){removeEventListener(e,start,true)});(inert.getAttribute("data-modules")||"").split(" ").forEach(function(href){if(!href)return;var l=d.createElement("link");l.rel="modulepreload";l.href=href;d.head.appendChild(l)});var s=d.createElement("script");s.type="module";s.nonce=nonce;s.textContent=inert.textContent;d.head.appendChild(s)}events.forEach(function(e){addEventListener(e,start,{capture:true,passive:true})});var a=d.activeElement;if(a&&a!==d.body&&a!==d.documentElement)start()})();`;
