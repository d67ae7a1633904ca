/**
 * Hostile input for the chaos run, generated with fast-check from a fixed seed (a run can be
 * repeated): inquiry bodies (a valid inquiry with hostile fields, wrong types, lone surrogates,
 * huge fields, malformed or non-UTF-8 JSON, wrong content types) and query strings (known
 * parameter names with hostile values, broken percent-encoding, repeated and huge parameters).
 */
import fc from "fast-check";
import type { ChaosRequest } from "./http-load.ts";

/** A lone UTF-16 surrogate: JSON.stringify writes it as an escape, which JSON.parse turns back into one. */
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c));

/** Text with the awkward parts of Unicode mixed in. */
const awkwardText = fc
  .array(
    fc.oneof(
      { weight: 4, arbitrary: fc.string({ unit: "binary", maxLength: 12 }) },
      { weight: 2, arbitrary: loneSurrogate },
      { weight: 1, arbitrary: fc.constantFrom("\u0000", "\r\nBcc: victim@elsewhere.example", "\u202e", "\ufeff", "👩‍👩‍👧‍👦", "e\u0301", "%", "%E0%A4%A", "\\", '"', "<script>alert(1)</script>", "{{7*7}}", "${7*7}", "' OR 1=1 --", "../../etc/passwd") },
    ),
    { maxLength: 8 },
  )
  .map((parts) => parts.join(""));

/** Big enough to pass or cross every field cap and the 32 KB body limit. */
const hugeText = fc.constantFrom(121, 255, 1_001, 5_001, 20_000, 40_000).chain((n) => fc.constantFrom("a", "é", "😀", "\ud800").map((c) => c.repeat(n)));

const weirdNumber = fc.oneof(
  fc.constantFrom(0, -1, 1.5, 1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, -0, 9999999999),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const weirdDate = fc.oneof(
  fc.constantFrom("2027-02-30", "2027-13-01", "9999-12-31", "0000-00-00", "2027-8-1", "2027-08-10T00:00:00Z", "", "yesterday", "2026-01-01"),
  fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10)),
);

/** Values of every JSON type, and the awkward ones of each. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: awkwardText },
  { weight: 1, arbitrary: hugeText },
  { weight: 2, arbitrary: weirdNumber },
  { weight: 1, arbitrary: weirdDate },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [1, 2], { $gt: "" }, "true", "1", "null") },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

const FIELDS = ["full_name", "email", "consent", "phone", "message", "residency", "budget_tier", "start_date", "end_date", "pax_adults", "pax_children", "children_ages", "package", "service", "source_page", "source_url", "metadata", "hp", "form_token"] as const;

/** A valid inquiry: most fuzzed bodies start here and break one to three things. */
const validInquiry = fc.record({
  full_name: fc.oneof(fc.constantFrom("Amina Otieno", "José Müller", "王小明", "Ngũgĩ wa Thiong'o"), awkwardText.filter((s) => s.trim().length > 0 && s.length < 100)),
  email: fc.nat({ max: 1_000_000 }).map((n) => `fuzz${n}@traveller.example`),
  consent: fc.constant(true as const),
  phone: fc.oneof(fc.constant(undefined), fc.constantFrom("+254 700 000 001", "(020) 000-0000", "+1 555 0100")),
  message: fc.option(awkwardText, { nil: undefined }),
  residency: fc.option(fc.constantFrom("residents", "non_residents", "east_africans"), { nil: undefined }),
  pax_adults: fc.option(fc.integer({ min: 1, max: 6 }), { nil: undefined }),
  start_date: fc.option(fc.constant("2027-08-10"), { nil: undefined }),
  end_date: fc.option(fc.constant("2027-08-14"), { nil: undefined }),
  package: fc.option(fc.integer({ min: 1, max: 40 }), { nil: undefined }),
  source_page: fc.option(fc.constantFrom("contact", "package", "home"), { nil: undefined }),
});

const mutatedInquiry = fc
  .tuple(validInquiry, fc.array(fc.tuple(fc.oneof(fc.constantFrom(...FIELDS), fc.constantFrom("__proto__", "constructor", "prototype", "id", "is_spam", "status"), fc.string({ maxLength: 10 })), hostileValue), { minLength: 1, maxLength: 3 }))
  .map(([base, changes]) => {
    const body: Record<string, unknown> = { ...base };
    for (const [k, v] of changes) Object.defineProperty(body, k, { value: v, enumerable: true, writable: true, configurable: true });
    return body;
  });

/** The lone surrogate in the name plus a phone number once answered 500 (issue 13): kept as its own case. */
const surrogateNameWithPhone = fc.tuple(validInquiry, loneSurrogate, awkwardText).map(([base, s, tail]) => ({ ...base, full_name: `Amina ${s}${tail}`.slice(0, 100), phone: "+254 700 000 001" }));

const json = (value: unknown): ChaosRequest => ({ method: "POST", path: "/api/v1/inquiries/", headers: { "content-type": "application/json" }, body: JSON.stringify(value), wantBody: true });

/** Bytes that are not the JSON they claim to be. */
const brokenBody = fc.oneof(
  // Truncated, or with garbage around it.
  fc.tuple(validInquiry, fc.nat({ max: 200 })).map(([v, cut]) => JSON.stringify(v).slice(0, cut)),
  fc.tuple(validInquiry, fc.constantFrom(",", "}", "]]]", "\u0000", "// comment", "NaN")).map(([v, tail]) => JSON.stringify(v) + tail),
  fc.constantFrom("", "null", "[]", "0", '"text"', "{", '{"a":}', "{'single': 'quotes'}", '{"full_name": "a", "full_name": "b"}', "\ufeff{}", "true", '{"a":1e999999}', "[".repeat(5_000) + "]".repeat(5_000), '{"a":'.repeat(3_000)),
);

const rawBytes = fc.uint8Array({ minLength: 0, maxLength: 600 }).map((b) => Buffer.from(b));

/** Invalid UTF-8 inside an otherwise valid JSON string (an overlong form, a lone continuation byte, a CESU surrogate). */
const invalidUtf8 = fc.tuple(validInquiry, fc.constantFrom([0xc0, 0xaf], [0x80], [0xed, 0xa0, 0x80], [0xff, 0xfe], [0xf4, 0x90, 0x80, 0x80])).map(([v, bad]) => {
  const text = JSON.stringify({ ...v, full_name: "Amina XX" });
  const [a, b] = text.split("XX") as [string, string];
  return Buffer.concat([Buffer.from(a), Buffer.from(bad), Buffer.from(b)]);
});

const contentTypes = fc.constantFrom("text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x", "application/json; charset=utf-16", "application/JSON", "application/json;;", "", "application/json\u0000");

export const fuzzedInquiry: fc.Arbitrary<ChaosRequest> = fc.oneof(
  { weight: 10, arbitrary: mutatedInquiry.map(json) },
  { weight: 1, arbitrary: surrogateNameWithPhone.map(json) },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map(json) },
  { weight: 2, arbitrary: fc.dictionary(fc.constantFrom(...FIELDS), hostileValue).map(json) },
  { weight: 3, arbitrary: brokenBody.map((body) => ({ ...json(null), body })) },
  { weight: 1, arbitrary: rawBytes.map((body) => ({ ...json(null), body })) },
  { weight: 1, arbitrary: invalidUtf8.map((body) => ({ ...json(null), body })) },
  {
    weight: 1,
    arbitrary: fc.tuple(validInquiry, contentTypes).map(([v, type]): ChaosRequest => {
      const req = json(v);
      // A header value node:http will not send (a NUL) falls back to no content type at all.
      return { ...req, headers: /[\u0000-\u001f]/.test(type) ? {} : { "content-type": type } };
    }),
  },
);

/** Query parameter names the routes read, and a few they do not. */
const PARAMS = ["destinations", "destination", "residency", "start_date", "end_date", "travel_type", "service_id", "is_deal", "page", "page_size", "q", "search", "sort", "tier", "category", "shown_ms", "limit", "offset", "id", "utm_source", "fbclid", "__proto__", "constructor", "redirectTo", "callbackURL", "_data", "index", "format", "w"] as const;

/** A lone surrogate has no UTF-8 form: it goes out as the bytes of its CESU-8 spelling, which no decoder accepts. */
function percentEncode(ch: string): string {
  const code = ch.charCodeAt(0);
  if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff) return [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 0x3f), 0x80 | (code & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join("");
  return encodeURIComponent(ch);
}

/** Percent-encodes what node:http refuses in a path (controls, spaces, beyond Latin-1). */
function encodeForPath(text: string): string {
  let out = "";
  for (const ch of text) out += /[\u0021-\u007e]/.test(ch) && ch !== "#" ? ch : percentEncode(ch);
  return out;
}

const queryValue = fc.oneof(
  { weight: 3, arbitrary: awkwardText.map(encodeForPath) },
  { weight: 2, arbitrary: fc.constantFrom("%", "%zz", "%ff", "%ED%A0%80", "%C0%AF", "%00", "%E0%A4%A", "+", "%2B%2B", "%25", "%26%3D", "-1", "0", "NaN", "1e309", "99999999999999999999", "2027-02-30", "true", "[]", "{}", "a,b,,,c", ",,,,,,") },
  { weight: 1, arbitrary: fc.constantFrom(200, 2_000, 10_000).map((n) => "masai%20mara%20".repeat(Math.ceil(n / 15)).slice(0, n)) },
  { weight: 1, arbitrary: fc.integer().map(String) },
);

const queryString = fc
  .array(fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...PARAMS) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }).map(encodeForPath) }), queryValue, fc.boolean()), { minLength: 1, maxLength: 6 })
  .map((pairs) => pairs.map(([k, v, withArrayBrackets]) => `${k}${withArrayBrackets ? "[]" : ""}=${v}`).join("&"));

export function fuzzedQuery(paths: string[]): fc.Arbitrary<ChaosRequest> {
  return fc.tuple(fc.constantFrom(...paths), queryString, fc.constantFrom("", "&", "?", "#frag", ";")).map(([path, q, tail]) => ({ path: `${path}?${q}${tail === "#frag" ? "" : tail}` }));
}

/** `n` values from a fixed seed, generated in chunks so 20,000 bodies never sit in memory at once. */
export function* samples<T>(arbitrary: fc.Arbitrary<T>, n: number, seed: number): Generator<T> {
  const chunk = 500;
  for (let done = 0, round = 0; done < n; round++) {
    const batch = fc.sample(arbitrary, { numRuns: Math.min(chunk, n - done), seed: seed + round });
    for (const v of batch) yield v;
    done += batch.length;
  }
}
