/**
 * Loads the client JavaScript after the first paint instead of alongside it.
 *
 * React Router's <Scripts> puts a `<link rel="modulepreload">` for every module of the route into
 * <head> and a `<script type="module">` that imports them. On a slow phone network those ~130 KB
 * compete with the stylesheet and the hero image for the same bandwidth, so the server-rendered page,
 * which is complete and usable without JavaScript (links are links, the inquiry form posts), paints
 * later than it needs to. This stream transform rewrites that output:
 *
 *  - the modulepreload links are taken out of <head>, but for the framework chunk's, which stays
 *    there at `fetchpriority="low"`, after the stylesheet: the longest download starts while the
 *    main thread lays out the page, and runs only with the rest (decision 0083);
 *  - the module script is kept but made inert (`type="text/x-deferred-module"`);
 *  - a small inline loader waits until the page has painted and its high-priority (LCP) images have
 *    loaded and painted, then adds the modulepreload links back and runs the module script, which
 *    hydrates.
 *
 * It also starts at the visitor's first tap or key press, and at most 3 s after the first paint
 * however slow the hero image is. Browser tests freeze timers and animation frames with a fake
 * clock, so the frame after the LCP image is also raced against the window `load` event. A tab
 * opened in the background does not paint: it starts at `load`. A browser without paint timing
 * starts once the LCP images are in.
 * Crawlers keep React Router's original markup (see entry.server.tsx). docs/decisions/0011.
 *
 * Until React has attached, a small catcher in <head> (before the stylesheet, so it is in force
 * from the first paint of a page whose body is still streaming) keeps what the visitor does
 * (docs/decisions/0016):
 * a click on a button that needs JavaScript is held (marked `data-pending-tap`) and replayed once
 * the page is interactive, and the latest value of every field the visitor typed into or changed is
 * remembered, because hydration resets controlled fields to their rendered values. Links, native
 * form submits and the fields themselves keep their browser behaviour. app/lib/early-interactions.ts
 * replays both. And any image that fails to load, before or after hydration, is marked
 * `data-failed` so the stylesheet shows the placeholder of SPEC §8 instead of a broken-image icon.
 */
import { Transform } from "node:stream";
import { StringDecoder } from "node:string_decoder";

const PRELOAD_LINK = /<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g;
/** React Router's module script as React writes it: its nonce first (ServerRouter's), then the type. */
const moduleScriptOpen = (nonce: string) => `<script nonce="${nonce}" type="module" async="">`;
export const DEFERRED_SCRIPT_ID = "rr-deferred-module";
/**
 * The framework chunk (vite.config.ts's `framework` group), the one module fetched from <head> before
 * the paint: the longest download (decision 0083). The tests and the benchmark find it by this too.
 */
export const FRAMEWORK_CHUNK = /\/assets\/framework-[\w-]+\.js$/;
/** A slow hero image holds hydration back at most this long after the first paint. */
export const MAX_WAIT_AFTER_PAINT_MS = 3000;

/**
 * The catcher, a classic inline script put into <head> BEFORE the stylesheet (so the stylesheet does
 * not hold it back): from the first paint on, it keeps the visitor's taps and typing. It has to be in
 * <head>: a long page paints while its body is still being parsed, and a tap made then, before the
 * parser reached the loader at the end of the body, used to be lost (the benchmark's tap at the first
 * paint on /packages never worked). A held tap, a key press or a touch asks for hydration at once:
 * the loader is called if it has run, else it starts as soon as it runs (`__startWanted`).
 * It does not fetch the modules itself: asking for them as soon as the stylesheet and hero were in
 * (before the paint) gained nothing on a phone, whose paint comes about when they arrive, and cost
 * Lighthouse's simulated LCP up to 0.9 s, since it counts every script that finished before its
 * observed (unthrottled) LCP (decision 0016, "The early fetch of the second session removed").
 * It takes itself out of the DOM once it has run: React hydrates <head> element by element, and an
 * inline script it did not render, left before its own JSON-LD scripts, was taken for the first of
 * them (their contents then shifted by one on the next client navigation).
 */
export function earlyCaptureScript(nonce: string): string {
  return `<script nonce="${nonce}">(function(){var w=window,T=w.__earlyTaps=[],I=w.__earlyInputs=[];
function go(){if(w.__startHydration)w.__startHydration();else w.__startWanted=true;}
function tap(e){if(w.__hydrated)return;var t=e.target;t=t&&t.closest&&t.closest("button,[data-replay-click]");
if(!t||t.disabled||(t.form&&t.type==="submit"))return;e.preventDefault();e.stopPropagation();
if(T[T.length-1]!==t)T.push(t);t.setAttribute("data-pending-tap","");go();}
function edit(e){var t=e.target;if(w.__hydrated||!t||!/^(INPUT|SELECT|TEXTAREA)$/.test(t.tagName)||t.type==="hidden")return;
for(var i=0;i<I.length;i++)if(I[i].el===t)I.splice(i,1);I.push({el:t,id:t.id,name:t.name,value:t.value,checked:t.checked});}
addEventListener("click",tap,true);addEventListener("input",edit,true);addEventListener("change",edit,true);
addEventListener("error",function(e){var i=e.target;if(i&&i.tagName==="IMG")i.setAttribute("data-failed","");},true);
["pointerdown","keydown","touchstart"].forEach(function(e){addEventListener(e,go,{once:true,passive:true});});
var me=document.currentScript;if(me)me.remove();})();</script>`;
}

/**
 * The loader, as a classic inline script at the end of the body; `hrefs` are the module URLs taken
 * out of <head>. What it adds carries its own nonce (`n`), and it runs the inert module script only
 * if that carries the same nonce: markup injected into the page with the same id (DOM clobbering)
 * is not run with the loader's trust.
 */
export function deferredLoaderScript(hrefs: readonly string[], nonce: string): string {
  return `<script nonce="${nonce}">(function(){var h=${scriptJson(hrefs)},done=false,n=document.currentScript.nonce;
[].forEach.call(document.images,function(i){if(i.complete&&!i.naturalWidth&&i.currentSrc)i.setAttribute("data-failed","");});
function start(){if(done)return;done=true;
h.forEach(function(u){var l=document.createElement("link");l.rel="modulepreload";l.nonce=n;l.href=u;document.head.appendChild(l);});
var src=[].filter.call(document.querySelectorAll("script#${DEFERRED_SCRIPT_ID}"),function(e){return e.nonce===n;})[0],s=document.createElement("script");if(!src)return;
s.type="module";s.nonce=n;s.textContent=src.textContent;document.body.appendChild(s);}
window.__startHydration=start;if(window.__startWanted)return start();
function painted(){return new Promise(function(r){var P=window.PerformanceObserver;
if(!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf("paint")<0||performance.getEntriesByName("first-contentful-paint").length)return r();
new P(function(l,o){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();r();}}).observe({type:"paint",buffered:true});});}
function lcpImages(){return Promise.all([].map.call(document.querySelectorAll('img[fetchpriority="high"]'),function(i){
return i.complete?0:new Promise(function(r){i.addEventListener("load",r);i.addEventListener("error",r);});}));}
function loaded(){return new Promise(function(r){if(document.readyState==="complete")r();else addEventListener("load",function(){r();});});}
function nextPaint(){return new Promise(function(r){requestAnimationFrame(function(){var c=new MessageChannel();c.port1.onmessage=function(){r();};c.port2.postMessage(0);});});}
addEventListener("load",function(){if(document.visibilityState!=="visible")start();});
painted().then(function(){setTimeout(start,${MAX_WAIT_AFTER_PAINT_MS});});
painted().then(lcpImages).then(function(){return Promise.race([nextPaint(),loaded()]);}).then(start);})();</script>`;
}

/** JSON inside a <script>: "<" is escaped so no URL can close the element. */
function scriptJson(value: readonly string[]): string {
  return JSON.stringify(value).replace(/</g, "\\u003c");
}

/** The module URLs a page's loader will preload, in order (for tests and the benchmark). */
export function readDeferredModules(html: string): string[] {
  const list = /var h=(\[[^\]]*\])/.exec(html)?.[1];
  return list ? (JSON.parse(list) as string[]) : [];
}

/**
 * A Node transform over the HTML stream. The <head> (a few KB, written at once with the shell) is
 * held until it is complete, so all its module preloads are taken out and the catcher is written in
 * front of the stylesheet wherever the chunks split it. After it, tags may be split across chunks, so a
 * trailing partial tag is held back until the next chunk completes it.
 */
export function createDeferredHydrationStream(nonce: string): Transform {
  const MODULE_SCRIPT_OPEN = moduleScriptOpen(nonce);
  const decoder = new StringDecoder("utf8"); // a chunk may end inside a multi-byte character
  let pending = "";
  let inHead = true;
  let hrefs: string[] = [];
  let rewrote = false;
  let caught = false;
  const takePreloads = (html: string) =>
    html.replace(PRELOAD_LINK, (_all, href: string) => {
      hrefs.push(href);
      return "";
    });
  const rewriteHead = (head: string): string => {
    head = takePreloads(head);
    // Fetched from the start at low priority, after the stylesheet and the hero (run only after the paint).
    head += hrefs.filter((href) => FRAMEWORK_CHUNK.test(href)).map((href) => `<link rel="modulepreload" href="${href}" fetchpriority="low" nonce="${nonce}"/>`).join("");
    const css = head.indexOf('<link rel="stylesheet"');
    if (css === -1) return head;
    caught = true;
    return head.slice(0, css) + earlyCaptureScript(nonce) + head.slice(css);
  };
  const rewriteBody = (html: string): string => {
    if (rewrote) return html;
    html = takePreloads(html);
    const at = html.indexOf(MODULE_SCRIPT_OPEN);
    if (at === -1) return html;
    rewrote = true;
    const inert = `<script nonce="${nonce}" type="text/x-deferred-module" id="${DEFERRED_SCRIPT_ID}">`;
    // A page without a stylesheet gets the catcher here, just before its loader.
    const catcher = caught ? "" : earlyCaptureScript(nonce);
    caught = true;
    const out = html.slice(0, at) + catcher + deferredLoaderScript(hrefs, nonce) + inert + html.slice(at + MODULE_SCRIPT_OPEN.length);
    hrefs = [];
    return out;
  };
  /** Ends the head at `</head>` (or at the end of the page): the head rewritten, the rest kept pending. */
  const leaveHead = (end: number): string => {
    inHead = false;
    const head = rewriteHead(pending.slice(0, end));
    pending = pending.slice(end);
    return head;
  };
  return new Transform({
    transform(chunk: Buffer, _enc, callback) {
      pending += decoder.write(chunk);
      let out = "";
      if (inHead) {
        const end = pending.indexOf("</head>");
        if (end === -1) return callback();
        out = leaveHead(end);
      }
      if (rewrote) {
        out += pending;
        pending = "";
        return callback(null, out);
      }
      // Hold back an unfinished tag at the end.
      const open = pending.lastIndexOf("<");
      const cut = open > pending.lastIndexOf(">") ? open : pending.length;
      const ready = pending.slice(0, cut);
      pending = pending.slice(cut);
      callback(null, out + rewriteBody(ready));
    },
    flush(callback) {
      pending += decoder.end();
      let rest = inHead ? leaveHead(pending.length) : "";
      rest += rewriteBody(pending);
      // No module script came (should not happen): put the preloads back rather than lose them.
      if (!rewrote) rest += hrefs.map((href) => `<link rel="modulepreload" href="${href}" nonce="${nonce}"/>`).join("");
      callback(null, rest || undefined);
    },
  });
}
