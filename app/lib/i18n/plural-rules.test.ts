import { describe, expect, it } from "vitest";
import { SiteNumberFormat, SitePluralRules } from "./plural-rules.ts";

describe("plural categories without ICU", () => {
  for (const [locale, tag] of [["en", "en"], ["de", "de"], ["fr", "fr"], ["it", "it"], ["zh", "zh-Hans"]] as const) {
    it(`${locale}: what Intl.PluralRules says for whole counts up to 1,000, and grouped numbers`, () => {
      const icu = new Intl.PluralRules(tag);
      const ours = new SitePluralRules(locale);
      for (let n = 0; n <= 1000; n++) expect(ours.select(n), `${locale} ${n}`).toBe(icu.select(n));
      const numbers = new Intl.NumberFormat(tag);
      for (const n of [0, 1, 7, 999, 1000, 12345, 1234567]) expect(new SiteNumberFormat([tag]).format(n)).toBe(numbers.format(n));
    });
  }
});
