/**
 * The API's `lang` parameter (issue 29 item 5): SPEC §7's answers stay English, `lang=en` changes
 * nothing, and a `lang` full of junk is refused with a 400 that names the field, on every catalogue
 * and search route, before anything is read.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const ROUTES = ["/api/v1/packages/", "/api/v1/destinations/", "/api/v1/services/", "/api/v1/blogs/", "/api/v1/search/packages/?destinations=mara", "/api/v1/search/travel_types/", "/api/v1/packages/groups/", "/api/v1/gallery/"];
const JUNK = ["<script>alert(1)</script>", "de-DE", "EN", "xx", "d".repeat(4000), "de\u0000", "%F0%9F%A6%92", "zh-Hans"];

describe("the API's lang parameter", () => {
  let t: TestSite;
  beforeAll(async () => {
    t = await startTestSite("sqlite");
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("answers lang=en byte for byte as without it", async () => {
    for (const route of ROUTES) {
      const join = route.includes("?") ? "&" : "?";
      const plain = await (await t.fetch(route)).text();
      const english = await t.fetch(`${route}${join}lang=en`);
      expect(english.status, route).toBe(200);
      expect(await english.text(), route).toBe(plain);
    }
  });

  it("refuses junk with a 400 naming lang, never a 500", async () => {
    for (const route of ROUTES) {
      for (const junk of JUNK) {
        const join = route.includes("?") ? "&" : "?";
        const res = await t.fetch(`${route}${join}lang=${encodeURIComponent(junk)}`);
        expect(res.status, `${route} ${junk.slice(0, 20)}`).toBe(400);
        const body = (await res.json()) as { errors: Record<string, string> };
        expect(Object.keys(body.errors)).toEqual(["lang"]);
      }
    }
  });
});
