/**
 * Hostile paths and query strings for the route fuzz (issue 23 item 3): payloads built from parts
 * (what closes the context the value may land in, a way to run script, an encoding), each with a
 * marker of its own, and the checks that tell an escaped echo from an injection. The checks do not
 * know the payloads: they look for what would run, whatever put it there, so payloads made with a
 * different seed (npm run chaos) are judged the same way.
 */
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { type DefaultTreeAdapterMap, parse } from "parse5";
import routes from "../../app/routes.ts";

/** A small, seeded generator: the same seed gives the same payloads (a failure can be replayed). */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

/** What may close the context a value is written into. */
const CLOSERS = ["", '"', "'", '">', "'>", "</script>", "</title>", "</textarea>", "-->", "]]>", "</style>", "`", "\\\"", ")}", "</noscript>"];

/** Ways to run script once out; `M` is replaced by the payload's marker. */
const VECTORS = [
  "<script>alert(M)</script>",
  "<img src=x onerror=alert(M)>",
  "<svg onload=alert(M)>",
  '" autofocus onfocus=alert(M) x="',
  "' onmouseover=alert(M) x='",
  "javascript:alert(M)",
  "<a href=javascript:alert(M)>x</a>",
  '<iframe srcdoc="<script>alert(M)</script>">',
  "<details open ontoggle=alert(M)>",
  "<math><mtext><table><mglyph><style><img src=x onerror=alert(M)>",
  "<body onload=alert(M)>",
  "<input autofocus onfocus=alert(M)>",
  "<ScRiPt>alert(M)</sCrIpT>",
  "<script src=data:,alert(M)></script>",
  "<base href=//attacker.example/>",
  "<meta http-equiv=refresh content=0;url=javascript:alert(M)>",
];

export type Encoding = "plain" | "encoded" | "double-encoded" | "entities" | "unicode";
/** Seven (prime to the sixteen vectors, so every pairing comes round); the raw forms most often. */
const ENCODINGS: Encoding[] = ["plain", "encoded", "double-encoded", "plain", "entities", "encoded", "unicode"];

export interface Payload {
  /** What goes into the URL (already percent-encoded as the encoding says). */
  inUrl: string;
  /** The payload as the server reads it after one decoding. */
  decoded: string;
  marker: string;
  encoding: Encoding;
}

function encodeAs(text: string, encoding: Encoding): string {
  switch (encoding) {
    case "plain":
      // Only what a URL cannot carry raw; quotes, angle brackets and the like are sent as they are.
      return text.replace(/[ #%?&/\\]/g, (c) => encodeURIComponent(c));
    case "encoded":
      return encodeURIComponent(text);
    case "double-encoded":
      return encodeURIComponent(encodeURIComponent(text));
    case "entities":
      return encodeURIComponent(text.replace(/[<>"']/g, (c) => `&#${c.charCodeAt(0)};`));
    case "unicode":
      return encodeURIComponent(text.replace(/[<>"']/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`));
  }
}

export function makePayloads(count: number, seed: number): Payload[] {
  const random = seededRandom(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;
  const payloads: Payload[] = [];
  for (let i = 0; i < count; i++) {
    // Numeric markers: alert(M) stays valid script, and the marker is unique to this payload.
    const marker = String(100000 + Math.floor(random() * 899999));
    // Vectors and encodings come round in turn (every pairing within 112 payloads); closers at random.
    const text = pick(CLOSERS) + VECTORS[i % VECTORS.length]!.replaceAll("M", marker);
    const encoding = ENCODINGS[i % ENCODINGS.length]!;
    const inUrl = encodeAs(text, encoding);
    let decoded: string;
    try {
      decoded = decodeURIComponent(inUrl);
    } catch {
      decoded = inUrl;
    }
    payloads.push({ inUrl, decoded, marker, encoding });
  }
  return payloads;
}

/** Script types a browser runs; anything else (JSON-LD, our inert module) is data. */
const EXECUTABLE_SCRIPT = /^(|text\/javascript|application\/javascript|module)$/i;
/** Attributes whose value is a URL the browser may follow or load. */
const URL_ATTRIBUTES = new Set(["href", "src", "action", "formaction", "xlink:href", "data", "poster", "background"]);

type Node = DefaultTreeAdapterMap["node"];

/**
 * What an HTML answer must never contain, whatever the payload: read with a real HTML parser
 * (parse5, as a browser would), every element is checked for what our pages never send and an
 * injection would: an attribute whose name shows a value broke out of its quotes, an event-handler
 * attribute, a javascript:/data:/vbscript: URL, `srcdoc`, a `<base>`, a meta refresh, or a script
 * the browser would run that carries no nonce (every script we write has one). A payload escaped
 * into text or an attribute value is none of these.
 * Returns a description of each (empty when the answer is clean).
 */
export function injectedMarkup(body: string): string[] {
  const found: string[] = [];
  const visit = (node: Node) => {
    if ("tagName" in node) {
      const attrs = new Map(node.attrs.map((a) => [a.name.toLowerCase(), a.value]));
      const describe = (why: string) => `<${node.tagName}> ${why}: ${node.attrs.map((a) => `${a.name}="${a.value.slice(0, 60)}"`).join(" ").slice(0, 200)}`;
      for (const [name, value] of attrs) {
        // A name no page of ours writes: a quote in a value was not escaped and the rest became attributes.
        if (!/^[a-z_][a-z0-9_.:-]*$/.test(name)) found.push(describe(`attribute named ${JSON.stringify(name.slice(0, 40))}`));
        if (name.startsWith("on")) found.push(describe(`handler ${name}`));
        if (URL_ATTRIBUTES.has(name) && /^(javascript|data|vbscript):/i.test(value.replace(/[\s\u0000-\u001f]/g, ""))) found.push(describe(`${name} URL`));
        if (name === "srcdoc") found.push(describe("srcdoc"));
      }
      if (node.tagName === "base") found.push(describe("base element"));
      if (node.tagName === "meta" && /refresh/i.test(attrs.get("http-equiv") ?? "")) found.push(describe("meta refresh"));
      if (node.tagName === "script" && EXECUTABLE_SCRIPT.test((attrs.get("type") ?? "").trim()) && !attrs.has("nonce")) found.push(describe("script without our nonce"));
      if (node.tagName === "template" && "content" in node) visit(node.content as Node);
    }
    if ("childNodes" in node) for (const child of node.childNodes) visit(child as Node);
  };
  visit(parse(body) as Node);
  return found;
}

/** Every path pattern of app/routes.ts, absolute, with its parameters (`:id`, `*`). */
export function routePatterns(): string[] {
  const out = new Set<string>();
  const walk = (entries: readonly RouteConfigEntry[], prefix: string) => {
    for (const entry of entries) {
      const path = entry.index ? prefix : entry.path ? `${prefix}/${entry.path}`.replace(/\/+/g, "/") : prefix;
      if (entry.index || entry.path) out.add(path || "/");
      if (entry.children) walk(entry.children, path);
    }
  };
  walk(routes as RouteConfigEntry[], "");
  return [...out];
}

/** A pattern with its parameters filled: real values where given, else the payload. */
export function fillPattern(pattern: string, value: (param: string) => string): string {
  return pattern.replace(/:(\w+)|\*/g, (_all, name: string | undefined) => value(name ?? "*"));
}

/** Query keys our pages read (and two they do not), for values to land in. */
export const QUERY_KEYS = ["q", "preview", "next", "page", "destinations", "residency", "tier", "notice", "done", "invited", "email", "status", "owner", "utm_source", "x"];

export interface HostileRequest {
  /** The request target as sent on the wire (the payload percent-encoded only as its encoding says). */
  path: string;
  payload: Payload;
}

/**
 * `perRoute` hostile requests for every route of app/routes.ts: half with the payload in the path
 * (each parameter, and the splat), half in a query value or key on the route with `real` values
 * filling its parameters.
 */
export function hostileRequests(perRoute: number, seed: number, real: (param: string) => string): HostileRequest[] {
  const patterns = routePatterns();
  const payloads = makePayloads(patterns.length * perRoute, seed);
  const requests: HostileRequest[] = [];
  let n = 0;
  for (const pattern of patterns) {
    for (let i = 0; i < perRoute; i++) {
      const payload = payloads[n++]!;
      const hasParams = /:\w+|\*/.test(pattern);
      if (hasParams && i % 2 === 0) {
        // Now and then as a preview address too: the refusal page writes the path (issue 23's report).
        requests.push({ path: fillPattern(pattern, () => payload.inUrl) + (i % 4 === 0 ? "?preview=forged" : ""), payload });
      } else {
        const base = fillPattern(pattern, real);
        const key = QUERY_KEYS[(n + i) % QUERY_KEYS.length]!;
        // Every few requests the payload is the key itself.
        const query = i % 4 === 3 ? `${payload.inUrl}=1` : `${key}=${payload.inUrl}`;
        requests.push({ path: `${base}?${query}`, payload });
      }
    }
  }
  return requests;
}
