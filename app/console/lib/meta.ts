/** Page meta for console routes: a route's meta replaces its parents', so every page repeats noindex. */
export function consoleMeta(title: string) {
  return [{ title: `${title} · Staff console` }, { name: "robots", content: "noindex, nofollow" }];
}
