/** POST /api/v1/inquiries/: success, every field error, size, type, honeypot and rate limit. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../helpers/databases.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const valid = {
  full_name: "Amina Test",
  email: "amina@traveller.example",
  consent: true,
  phone: "+254 700 000 001",
  message: "We would love a migration safari in August.",
  residency: "residents",
  budget_tier: "comfort",
  start_date: "2027-08-10",
  end_date: "2027-08-14",
  pax_adults: 2,
  pax_children: 2,
  children_ages: [7, 12],
  source_page: "package-details",
  source_url: "http://localhost/packages/1",
};

describe.each(DIALECTS)("inquiries API on %s", (dialect) => {
  let t: TestSite;
  let ip = 0;
  // Each case posts from its own forwarded address so the rate limit only bites where tested.
  const post = (body: unknown, init: { type?: string; raw?: string } = {}) =>
    t.fetch("/api/v1/inquiries/", {
      method: "POST",
      headers: { "content-type": init.type ?? "application/json", "x-forwarded-for": `10.0.0.${++ip}` },
      body: init.raw ?? JSON.stringify(body),
    });

  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1" });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("stores a valid inquiry and answers 201 after the commit", async () => {
    const pkg = (await t.json("/api/v1/packages/?page_size=1")).body.results[0];
    const service = (await t.json("/api/v1/services/")).body.results[0];
    const res = await post({ ...valid, package: pkg.package_id, service: service.id });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const row = await t.site.db.kysely.selectFrom("inquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      full_name: "Amina Test",
      email: "amina@traveller.example",
      package_id: pkg.package_id,
      service_id: service.id,
      residency: "residents",
      budget_tier: "comfort",
      pax_adults: 2,
      pax_children: 2,
      start_date: "2027-08-10",
      source_page: "package-details",
    });
    expect(Number(row.is_spam)).toBe(0);
    expect(JSON.parse(row.children_ages!)).toEqual([7, 12]);
    expect(row.client_ip).toMatch(/^10\.0\.0\./);
  });

  it("accepts the minimal payload with defaults", async () => {
    const res = await post({ full_name: "Min", email: "min@traveller.example", consent: true });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const row = await t.site.db.kysely.selectFrom("inquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.pax_adults).toBe(1);
    expect(row.pax_children).toBe(0);
  });

  const cases: Array<[string, Record<string, unknown>, string]> = [
    ["missing name", { full_name: undefined }, "full_name"],
    ["blank name", { full_name: "   " }, "full_name"],
    ["bad email", { email: "not-an-email" }, "email"],
    ["missing consent", { consent: undefined }, "consent"],
    ["adults below 1", { pax_adults: 0 }, "pax_adults"],
    ["negative children", { pax_children: -1 }, "pax_children"],
    ["child age 18", { children_ages: [18] }, "children_ages.0"],
    ["child age -1", { children_ages: [5, -1] }, "children_ages.1"],
    ["unknown package", { package: 987654 }, "package"],
    ["unknown service", { service: 987654 }, "service"],
    ["end before start", { start_date: "2027-08-10", end_date: "2027-08-01" }, "end_date"],
    ["impossible date", { start_date: "2027-02-30" }, "start_date"],
    ["unknown residency", { residency: "martians" }, "residency"],
    ["unknown budget tier", { budget_tier: "platinum" }, "budget_tier"],
    ["name as a number", { full_name: 42 }, "full_name"],
  ];
  it.each(cases)("answers 400 naming the field for %s", async (_label, change, field) => {
    const res = await post({ ...valid, ...change });
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body.errors).toHaveProperty(field);
    expect(typeof body.errors[field]).toBe("string");
  });

  it("answers 400 for malformed JSON and for a JSON array", async () => {
    const res = await post(null, { raw: "{not json" });
    expect(res.status).toBe(400);
    expect((await res.json()).errors.body).toBeTruthy();
    const arr = await post([valid]);
    expect(arr.status).toBe(400);
  });

  it("answers 413 for a body over 32 KB", async () => {
    const res = await post({ ...valid, message: "x".repeat(33 * 1024) });
    expect(res.status).toBe(413);
    expect((await res.json()).errors).toHaveProperty("body");
  });

  it("answers 415 for a body that is not JSON", async () => {
    const res = await post(null, { type: "application/x-www-form-urlencoded", raw: "full_name=A&email=a%40b.example" });
    expect(res.status).toBe(415);
    expect((await res.json()).errors).toHaveProperty("body");
  });

  it("answers 201 to a filled honeypot but stores it flagged as spam", async () => {
    const before = await t.site.db.kysely.selectFrom("inquiries").select("id").execute();
    const res = await post({ ...valid, full_name: "Bot", hp: "http://spam.example" });
    expect(res.status).toBe(201);
    const rows = await t.site.db.kysely.selectFrom("inquiries").selectAll().where("full_name", "=", "Bot").execute();
    expect(rows).toHaveLength(1);
    expect(Number(rows[0]!.is_spam)).toBe(1);
    expect(rows[0]!.spam_reason).toBe("honeypot");
    const after = await t.site.db.kysely.selectFrom("inquiries").select("id").execute();
    expect(after.length).toBe(before.length + 1);
  });

  it("answers 429 with Retry-After after 5 inquiries a minute from one address", async () => {
    const send = () =>
      t.fetch("/api/v1/inquiries/", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "192.0.2.77" },
        body: JSON.stringify(valid),
      });
    for (let i = 0; i < 5; i++) expect((await send()).status).toBe(201);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await limited.json()).errors).toHaveProperty("body");
    // Another address is unaffected.
    expect((await post(valid)).status).toBe(201);
  });

  it("never answers 500 to odd input", async () => {
    const odd = [null, 1, "text", { full_name: {} }, { ...valid, children_ages: "7,12" }, { ...valid, metadata: [] }, { ...valid, package: "abc" }];
    for (const body of odd) {
      const res = await post(body);
      expect(res.status, JSON.stringify(body)).toBeLessThan(500);
      expect(res.status).toBeGreaterThanOrEqual(400);
    }
  });

  // Found by the chaos run (npm run chaos): PostgreSQL text cannot hold U+0000, so these answered 500 there.
  it("stores text with NUL characters on both databases, the NULs replaced", async () => {
    const res = await post({ ...valid, full_name: "Amina\u0000 Test", message: "Hello\u0000world", source_page: "\u0000", hp: "" });
    expect(res.status).toBe(201);
    const { id } = await res.json();
    const row = await t.site.db.kysely.selectFrom("inquiries").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.full_name).toBe("Amina\uFFFD Test");
    expect(row.message).toBe("Hello\uFFFDworld");
    const mails = await t.site.db.kysely.selectFrom("outbox_messages").select(["text_body", "html_body"]).where("inquiry_id", "=", id).execute();
    expect(mails).toHaveLength(2);
    for (const m of mails) expect(m.text_body + m.html_body).not.toContain("\u0000");
  });
});
