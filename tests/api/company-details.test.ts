/**
 * The company's details in the database (decision 0029), on both databases: seeded from the demo,
 * read by the catalogue snapshot the pages use; a publish changes what the pages and emails get
 * and the data_version; bad input is refused naming the fields; sales and viewers get 403; a
 * database without any details reads the empty document and emails still go out.
 *
 * The first group is about the details the demo seeds (SEED_DEMO on, as by default), so it reads
 * the demo: the expected seeded values come from demo/content/site.ts, never repeated here
 * (issue 25 item 6). The values the tests publish are their own.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { accreditationBadgeKey } from "#demo/content/accreditation-badges.ts";
import { site as demo } from "#demo/content/site.ts";
import { EMPTY_COMPANY_DETAILS } from "#domain/company-details.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { catalogueEditorsAs, createMember, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";
import { validInquiry } from "./outbox-sites.ts";

describe.each(DIALECTS)("company details on %s", (dialect) => {
  let t: TestSite;
  const cookies: Record<string, string> = {};
  const editorFor = (role: string) => catalogueEditorsAs(t, cookies[role]!, "/console/company").company;
  const version = async () => (await t.json("/api/app-meta/")).body.data_version as string;
  const inquire = (ip: string) =>
    t.fetch("/api/v1/inquiries/", { method: "POST", headers: { "content-type": "application/json", "x-forwarded-for": ip }, body: JSON.stringify(validInquiry) });
  const emailsOf = async (id: number) =>
    t.site.db.kysely.selectFrom("outbox_messages" as any).select(["kind", "to_address", "text_body"]).where("inquiry_id", "=", id).orderBy("id").execute() as Promise<
      Array<{ kind: string; to_address: string; text_body: string }>
    >;

  beforeAll(async () => {
    t = await startTestSite(dialect, { SEED_DEMO: "true", TRUSTED_PROXY: "127.0.0.1", INQUIRY_RATE_LIMIT: "1000" });
    for (const role of ["editor", "sales", "viewer"] as const) {
      await createMember(t.site.staffAuth, `${role}@twiga.example`, role);
      cookies[role] = (await signIn(t.url, `${role}@twiga.example`)).cookie;
    }
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("starts with the demo company's details, read by the pages' snapshot and the emails", async () => {
    const view = await editorFor("editor").view();
    expect(view.status).toBe("published");
    expect(view.document.name).toBe(demo.name);
    expect(view.document.phones).toEqual(demo.phones);
    expect(view.document.social.map((s) => s.network)).toEqual(["whatsapp", "instagram", "facebook", "x", "linkedin", "tiktok"]);
    expect(await t.site.catalogue.company()).toEqual(view.document);

    const res = await inquire("10.40.0.1");
    expect(res.status).toBe(201);
    const emails = await emailsOf((await res.json()).id);
    // No SALES_EMAIL in the test environment: the notification goes to the details' sales address.
    expect(emails.find((e) => e.kind === "staff_notification")!.to_address).toBe(demo.salesEmail);
    expect(emails.map((e) => e.text_body).join("\n")).toContain(demo.phones[0]);
  });

  it("publishes a change: the snapshot the pages read, the data_version and the next inquiry's emails follow", async () => {
    const editor = editorFor("editor");
    const view = await editor.view();
    const changed = { ...view.document, phones: ["+254 733 123 456", ...view.document.phones.slice(1)], salesEmail: "bookings@company.example" };

    expect(await editor.saveDraft(changed, view.base)).toEqual({ ok: true });
    expect((await t.site.catalogue.company()).phones[0]).toBe(demo.phones[0]);
    expect((await editor.view()).status).toBe("draft");

    const before = await version();
    const published = await editor.publish(undefined, (await editor.view()).base);
    expect(published.ok).toBe(true);
    expect(await version()).not.toBe(before);
    expect((await t.site.catalogue.company()).phones[0]).toBe("+254 733 123 456");
    const after = await editor.view();
    expect(after.status).toBe("published");
    // The first publish also keeps the state as seeded, so it can be restored.
    expect(after.revisions.map((r) => r.publishedBy)).toEqual(["editor@twiga.example", null]);

    const audit = await t.site.db.kysely.selectFrom("audit_log" as any).select(["action"]).where("entity_type", "=", "company").execute();
    expect(audit.map((a: any) => a.action)).toEqual(expect.arrayContaining(["company.draft_saved", "company.published"]));

    const res = await inquire("10.40.0.2");
    const emails = await emailsOf((await res.json()).id);
    expect(emails.find((e) => e.kind === "staff_notification")!.to_address).toBe("bookings@company.example");
    expect(emails.map((e) => e.text_body).join("\n")).toContain("+254 733 123 456");
  });

  it("refuses bad input with a message per field, and an edit made on an older base", async () => {
    const editor = editorFor("editor");
    const { document, base } = await editor.view();
    const bad = await editor.saveDraft(
      {
        ...document,
        name: " ",
        email: "not-an-email",
        phones: ["call us"],
        office: { lat: 95, lng: 36.8 },
        social: [{ network: "instagram", url: "http://instagram.example/x" }, { network: "myspace", url: "https://myspace.example/x" }],
        accreditations: [{ name: "", short: "", image_key: "../etc", alt: "", link: "javascript:alert(1)" }],
      },
      base,
    );
    expect(bad).toMatchObject({ ok: false, status: 400 });
    if (!bad.ok) {
      expect(Object.keys(bad.errors).sort()).toEqual(
        ["accreditations.0.image_key", "accreditations.0.alt", "accreditations.0.link", "accreditations.0.name", "email", "name", "office.lat", "phones", "social.0.url", "social.1.network"].sort(),
      );
      expect(bad.errors["office.lat"]).toBe("The latitude must be between -90 and 90.");
      expect(bad.errors["social.0.url"]).toBe("Enter a link starting with https://.");
    }
    expect((await editor.publish({ ...document, office: { lat: 0, lng: -181 } })).ok).toBe(false);
    expect((await editor.view()).status).toBe("published");

    expect(await editor.saveDraft(document, base)).toEqual({ ok: true });
    const stale = await editor.saveDraft({ ...document, tagline: "Later" }, base);
    expect(stale).toMatchObject({ ok: false, status: 409 });
    expect(await editor.discardDraft()).toEqual({ ok: true });
  });

  it("badges are media library images with alt text (decision 0038): the demo's are seeded originals; an image the site does not have is refused", async () => {
    const editor = editorFor("editor");
    const { document, base } = await editor.view();
    expect(document.accreditations.map((a) => [a.image_key, a.alt])).toEqual(demo.accreditations.map((a) => [accreditationBadgeKey(a.key), `${a.short} logo`]));
    // Served through the variants pipeline like every image.
    const badge = await t.fetch(`/images/480/${document.accreditations[0]!.image_key}.webp`);
    expect(badge.status).toBe(200);
    expect(badge.headers.get("content-type")).toBe("image/webp");

    const refused = await editor.saveDraft({ ...document, accreditations: [{ ...document.accreditations[0]!, image_key: "uploads/not-there" }] }, base);
    expect(refused).toMatchObject({ ok: false, status: 400, errors: { "accreditations.0.image_key": "This image is not in the media library." } });
    expect((await editor.view()).status).toBe("published");
  });

  it("restore makes a draft from the details as seeded", async () => {
    const editor = editorFor("editor");
    const seeded = (await editor.view()).revisions.at(-1)!;
    expect(await editor.restore(seeded.id)).toEqual({ ok: true });
    const view = await editor.view();
    expect(view.status).toBe("draft");
    expect(view.document.phones[0]).toBe(demo.phones[0]);
    expect((await t.site.catalogue.company()).phones[0]).toBe("+254 733 123 456");
    expect(await editor.discardDraft()).toEqual({ ok: true });
  });

  it("sales and viewers read the details (issue 24 item 7) but every change is refused (403)", async () => {
    for (const role of ["sales", "viewer"]) {
      const editor = editorFor(role);
      expect(await editor.view()).toBeTruthy();
      for (const call of [() => editor.saveDraft({}), () => editor.publish(), () => editor.restore(1), () => editor.discardDraft()]) {
        const thrown = await call().then(() => null, (e: unknown) => e);
        expect(thrown).toBeInstanceOf(Response);
        expect((thrown as Response).status).toBe(403);
      }
    }
  });
});

describe.each(DIALECTS)("a database without company details on %s", (dialect) => {
  let t: TestSite;
  beforeAll(async () => {
    t = await startTestSite(dialect, { SEED_DEMO: "false", SALES_EMAIL: "sales@fresh.example" });
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("reads the empty details and still owes both emails of an inquiry", async () => {
    expect(await t.site.catalogue.company()).toEqual(EMPTY_COMPANY_DETAILS);
    const rows = await t.site.db.kysely.selectFrom("site_documents").selectAll().execute();
    expect(rows).toEqual([]);
    const res = await t.fetch("/api/v1/inquiries/", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(validInquiry) });
    expect(res.status).toBe(201);
    const emails = await t.site.db.kysely.selectFrom("outbox_messages" as any).select(["kind", "to_address", "text_body"]).where("inquiry_id", "=", (await res.json()).id).execute();
    expect(emails.map((e: any) => e.kind).sort()).toEqual(["staff_notification", "traveller_acknowledgement"]);
    expect(emails.find((e: any) => e.kind === "staff_notification")!.to_address).toBe("sales@fresh.example");
    // Nothing entered yet: the acknowledgement names no empty phone or office line.
    expect(emails.find((e: any) => e.kind === "traveller_acknowledgement")!.text_body).not.toMatch(/Phone:|Office:/);
  });
});
