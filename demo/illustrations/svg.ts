/**
 * Minimal SVG string building: number formatting, element helpers, and a
 * definitions registry that hands out deterministic ids for gradients and
 * clip paths (ids are counters, so identical input gives identical output).
 */

/** Format a number compactly with one decimal — keeps documents small. */
export function n(v: number): string {
  const r = Math.round(v * 10) / 10;
  return Object.is(r, -0) ? "0" : String(r);
}

export type Attrs = Record<string, string | number | undefined | null | false>;

function attrString(attrs: Attrs): string {
  let out = "";
  for (const [k, v] of Object.entries(attrs)) {
    if (v === undefined || v === null || v === false) continue;
    out += ` ${k}="${typeof v === "number" ? n(v) : v}"`;
  }
  return out;
}

/** An element; children given => open/close tags, otherwise self-closing. */
export function el(name: string, attrs: Attrs = {}, children?: string | string[]): string {
  const a = attrString(attrs);
  if (children === undefined) return `<${name}${a}/>`;
  const inner = Array.isArray(children) ? children.join("") : children;
  return `<${name}${a}>${inner}</${name}>`;
}

export const g = (attrs: Attrs, children: string | string[]): string => el("g", attrs, children);
export const path = (d: string, attrs: Attrs = {}): string => el("path", { d, ...attrs });
export const circle = (cx: number, cy: number, r: number, attrs: Attrs = {}): string =>
  el("circle", { cx, cy, r, ...attrs });
export const ellipse = (cx: number, cy: number, rx: number, ry: number, attrs: Attrs = {}): string =>
  el("ellipse", { cx, cy, rx, ry, ...attrs });
export const rect = (x: number, y: number, width: number, height: number, attrs: Attrs = {}): string =>
  el("rect", { x, y, width, height, ...attrs });
export const polygon = (pts: readonly (readonly [number, number])[], attrs: Attrs = {}): string =>
  el("polygon", { points: pts.map(([x, y]) => `${n(x)},${n(y)}`).join(" "), ...attrs });

/** Place a drawing made in local coordinates: translate, uniform scale, optional mirror, rotation. */
export function place(
  content: string,
  x: number,
  y: number,
  scale = 1,
  opts: { flip?: boolean; rotate?: number; attrs?: Attrs } = {},
): string {
  const sx = opts.flip ? -scale : scale;
  let t = `translate(${n(x)} ${n(y)})`;
  if (opts.rotate) t += ` rotate(${n(opts.rotate)})`;
  if (sx !== 1 || scale !== 1) t += ` scale(${Math.round(sx * 1000) / 1000} ${Math.round(scale * 1000) / 1000})`;
  return g({ transform: t, ...opts.attrs }, content);
}

/** Like place(), but shares identical drawings through <defs> and <use>. */
export function placeShared(
  defs: Defs,
  content: string,
  x: number,
  y: number,
  scale = 1,
  opts: { flip?: boolean; rotate?: number; attrs?: Attrs } = {},
): string {
  const id = defs.symbol(content);
  const sx = opts.flip ? -scale : scale;
  let t = `translate(${n(x)} ${n(y)})`;
  if (opts.rotate) t += ` rotate(${n(opts.rotate)})`;
  if (sx !== 1 || scale !== 1) t += ` scale(${Math.round(sx * 1000) / 1000} ${Math.round(scale * 1000) / 1000})`;
  return el("use", { href: `#${id}`, transform: t, ...opts.attrs });
}

export type Stop = readonly [offset: number, color: string, opacity?: number];

function stops(list: readonly Stop[]): string {
  return list
    .map(([o, c, op]) => el("stop", { offset: n(o), "stop-color": c, "stop-opacity": op === undefined || op === 1 ? undefined : op }))
    .join("");
}

/** Collects <defs> content and issues deterministic ids. */
export class Defs {
  private items: string[] = [];
  private counter = 0;

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  add(markup: string): void {
    this.items.push(markup);
  }

  /** Vertical (default) or arbitrary linear gradient in bounding-box units; returns "url(#id)". */
  linear(list: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("l");
    this.add(el("linearGradient", { id, x1, y1, x2, y2 }, stops(list)));
    return `url(#${id})`;
  }

  /** Linear gradient in user space (absolute coordinates). */
  linearAbs(list: readonly Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id("l");
    this.add(el("linearGradient", { id, x1, y1, x2, y2, gradientUnits: "userSpaceOnUse" }, stops(list)));
    return `url(#${id})`;
  }

  /** Radial gradient in user space centred on (cx, cy). */
  radial(list: readonly Stop[], cx: number, cy: number, r: number, extra: Attrs = {}): string {
    const id = this.id("r");
    this.add(el("radialGradient", { id, cx, cy, r, gradientUnits: "userSpaceOnUse", ...extra }, stops(list)));
    return `url(#${id})`;
  }

  /** Radial gradient in bounding-box units (default centred). */
  radialBox(list: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    const id = this.id("r");
    this.add(el("radialGradient", { id, cx, cy, r }, stops(list)));
    return `url(#${id})`;
  }

  /** A clip path from arbitrary shapes; returns "url(#id)". */
  clip(shapes: string): string {
    const id = this.id("c");
    this.add(el("clipPath", { id }, shapes));
    return `url(#${id})`;
  }

  /** Gaussian blur filter (used sparingly: mist, glows). */
  blur(std: number): string {
    const id = this.id("b");
    this.add(
      el("filter", { id, x: "-50%", y: "-50%", width: "200%", height: "200%" }, el("feGaussianBlur", { stdDeviation: std })),
    );
    return `url(#${id})`;
  }

  private symbols = new Map<string, string>();

  /** Store a drawing once and return its id, so repeated copies can be <use>d (smaller documents). */
  symbol(content: string): string {
    let id = this.symbols.get(content);
    if (!id) {
      id = this.id("s");
      this.symbols.set(content, id);
      this.add(el("g", { id }, content));
    }
    return id;
  }

  markup(): string {
    return this.items.length ? `<defs>${this.items.join("")}</defs>` : "";
  }
}

export const WIDTH = 1600;
export const HEIGHT = 1000;

export function document(defs: Defs, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}">` +
    defs.markup() +
    body +
    `</svg>`
  );
}
