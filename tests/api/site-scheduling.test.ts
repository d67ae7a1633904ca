/**
 * Scheduled publishing of the site-wide documents and services (decision 0039, on the scheduler of
 * decision 0030), on both databases: a schedule is checked when made (refused with the publish's
 * own field messages), listed with the document's name and editor page, run by the scheduler's
 * tick through the document's own publish (new data_version, revision, audit trail as the member
 * who scheduled it), cancellable, and a publish refused at its time fails visibly with nothing
 * changed on the site.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { utcToOfficeTime } from "../../domain/publishing.ts";
import { sliderEntityId } from "../../domain/slider-document.ts";
import { DIALECTS } from "../helpers/databases.ts";
import { catalogueEditorsAs, createMember, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";

const inMinutes = (minutes: number) => utcToOfficeTime(new Date(Date.now() + minutes * 60_000));

describe.each(DIALECTS)("scheduled publishing of the site-wide documents on %s", (dialect) => {
  let t: TestSite;
  let cookie = "";
  const editors = () => catalogueEditorsAs(t, cookie, "/console/company");
  const audit = (action: string) => t.site.db.kysely.selectFrom("audit_log").selectAll().where("action", "=", action).execute();
  const version = async () => (await t.json("/api/app-meta/")).body.data_version as string;
  /** Makes a pending schedule due now, as if its time had come. */
  const makeDue = (scheduleId: number) =>
    t.site.db.kysely.updateTable("scheduled_publishes").set({ publish_at: new Date(Date.now() - 1000).toISOString() }).where("id", "=", scheduleId).execute();

  beforeAll(async () => {
    // Only the test's own ticks run schedules (the timer would race them for due rows).
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1", SCHEDULED_PUBLISH_POLL_MS: "3600000" });
    await createMember(t.site.staffAuth, "editor@twiga.example", "editor");
    cookie = (await signIn(t.url, "editor@twiga.example")).cookie;
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("company details: checked when made, listed, then published by the scheduler when due, with a new data_version", async () => {
    const company = editors().company;
    const { document, base } = await company.view();
    const doc = { ...document, tagline: "Scheduled tagline from the console" };

    expect(await editors().publishing.schedule("company", 1, doc, base, inMinutes(-5))).toMatchObject({ ok: false, status: 400, errors: { publish_at: expect.stringMatching(/future/) } });
    // The same field messages as Publish: an email that is not one is refused, nothing scheduled.
    expect(await editors().publishing.schedule("company", 1, { ...doc, email: "not an email" }, base, inMinutes(30))).toMatchObject({ ok: false, status: 400, errors: { email: expect.any(String) } });
    expect((await editors().publishing.view("company", 1)).schedule).toBeNull();

    const scheduled = await editors().publishing.schedule("company", 1, doc, base, inMinutes(30));
    expect(scheduled.ok).toBe(true);
    // Scheduling saved the form as the draft; the site is unchanged.
    expect((await company.view()).status).toBe("draft");
    expect((await t.site.catalogue.company()).tagline).not.toBe(doc.tagline);
    const { schedule } = await editors().publishing.view("company", 1);
    expect(schedule).toMatchObject({ status: "pending", entity: "company", entityId: 1, createdBy: "editor@twiga.example" });
    expect((await editors().publishing.upcoming()).find((e) => e.id === schedule!.id)).toMatchObject({ title: "Company details", editHref: "/console/company" });
    expect(await audit("company.publish_scheduled")).toHaveLength(1);

    const before = await version();
    expect(await t.site.publishScheduler.tick()).toEqual([]);
    await makeDue(schedule!.id);
    expect(await t.site.publishScheduler.tick()).toEqual([{ scheduleId: schedule!.id, entity: "company", entityId: 1, result: expect.objectContaining({ ok: true }) }]);
    expect(await version()).not.toBe(before);
    expect((await t.site.catalogue.company()).tagline).toBe(doc.tagline);
    expect((await company.view()).status).toBe("published");
    expect((await editors().publishing.view("company", 1)).schedule).toBeNull();
    expect((await audit("company.published")).map((a) => a.actor_email)).toEqual(["editor@twiga.example"]);
    expect(await audit("company.scheduled_publish_done")).toHaveLength(1);
    // It ran once.
    expect(await t.site.publishScheduler.tick()).toEqual([]);
  });

  it("a service and a slider set are scheduled by their own ids; a cancelled one never runs", async () => {
    const services = editors().services;
    const [first] = await services.list();
    const service = (await services.view(first!.id))!;
    const renamed = { ...service.document, description: "A description that waits for its time." };
    expect((await editors().publishing.schedule("service", service.id, renamed, service.base, inMinutes(20))).ok).toBe(true);

    const sliders = editors().sliders;
    const slider = await sliders.view("about");
    const captioned = { slides: slider.document.slides.map((s, i) => ({ ...s, caption: `Later caption ${i}` })) };
    const setId = sliderEntityId("about");
    expect((await editors().publishing.schedule("slider", setId, captioned, slider.base, inMinutes(25))).ok).toBe(true);

    const upcoming = await editors().publishing.upcoming();
    expect(upcoming.find((e) => e.entity === "service")).toMatchObject({ entityId: service.id, title: service.document.name, editHref: `/console/services/${service.id}` });
    expect(upcoming.find((e) => e.entity === "slider")).toMatchObject({ entityId: setId, title: "About page slider", editHref: "/console/sliders/about" });

    const sliderSchedule = (await editors().publishing.view("slider", setId)).schedule!;
    expect(await editors().publishing.cancelSchedule("slider", setId, sliderSchedule.id)).toEqual({ ok: true });
    expect(await editors().publishing.cancelSchedule("slider", setId, sliderSchedule.id)).toMatchObject({ ok: false, status: 409 });
    expect(await audit("slider.schedule_cancelled")).toHaveLength(1);

    const serviceSchedule = (await editors().publishing.view("service", service.id)).schedule!;
    await makeDue(serviceSchedule.id);
    await makeDue(sliderSchedule.id);
    const outcomes = await t.site.publishScheduler.tick();
    expect(outcomes.map((o) => [o.entity, o.entityId, o.result.ok])).toEqual([["service", service.id, true]]);
    expect((await t.site.catalogue.services()).find((s) => s.id === service.id)?.description).toBe(renamed.description);
    expect((await t.site.catalogue.sliderImages("about")).map((s) => s.caption)).not.toContain("Later caption 0");
    expect(await audit("service.scheduled_publish_done")).toHaveLength(1);
  });

  it("a slider that could not be published now cannot be scheduled: the publish's own refusal", async () => {
    const sliders = editors().sliders;
    const slider = await sliders.view("home");
    expect(slider.document.slides.length).toBeGreaterThan(0);
    const withoutAlt = { slides: slider.document.slides.map((s, i) => (i === 0 ? { ...s, alt: "" } : s)) };
    const refused = await editors().publishing.schedule("slider", sliderEntityId("home"), withoutAlt, slider.base, inMinutes(15));
    expect(refused).toMatchObject({ ok: false, status: 422, errors: { form: expect.stringMatching(/cannot be scheduled/), "slides.0.alt": expect.any(String) } });
    expect((await editors().publishing.view("slider", sliderEntityId("home"))).schedule).toBeNull();
  });

  it("terms whose draft is discarded before its time fail visibly, in the console and the audit trail, with nothing changed", async () => {
    const terms = editors().terms;
    const { document, base } = await terms.view();
    expect((await editors().publishing.schedule("terms", 1, { ...document, intro: "Terms that will never go out." }, base, inMinutes(45))).ok).toBe(true);
    expect(await terms.discardDraft()).toEqual({ ok: true });
    const { schedule } = await editors().publishing.view("terms", 1);
    await makeDue(schedule!.id);
    const before = await version();
    const published = await t.site.catalogue.terms();

    const [outcome] = await t.site.publishScheduler.tick();
    expect(outcome).toMatchObject({ entity: "terms", entityId: 1, result: { ok: false, status: 409 } });
    expect((await editors().publishing.view("terms", 1)).schedule).toMatchObject({ id: schedule!.id, status: "failed", errors: { form: expect.stringMatching(/no draft/) } });
    expect((await editors().publishing.upcoming()).find((e) => e.id === schedule!.id)).toMatchObject({ status: "failed", title: "Terms and conditions", editHref: "/console/terms" });
    const [entry] = await audit("terms.scheduled_publish_failed");
    expect(JSON.parse(entry!.after_json!)).toMatchObject({ schedule: schedule!.id });
    expect(await version()).toBe(before);
    expect(await t.site.catalogue.terms()).toEqual(published);
  });

  it("publishing the gallery by hand replaces its waiting schedule, which then never runs", async () => {
    const gallery = editors().gallery;
    const { document, base } = await gallery.view();
    const items = [...document.items].reverse();
    expect((await editors().publishing.schedule("gallery", 1, { items }, base, inMinutes(60))).ok).toBe(true);
    const { schedule } = await editors().publishing.view("gallery", 1);
    expect((await gallery.publish(undefined)).ok).toBe(true);
    expect((await editors().publishing.view("gallery", 1)).schedule).toBeNull();
    await makeDue(schedule!.id);
    expect(await t.site.publishScheduler.tick()).toEqual([]);
    const row = await t.site.db.kysely.selectFrom("scheduled_publishes").select("status").where("id", "=", schedule!.id).executeTakeFirstOrThrow();
    expect(row.status).toBe("cancelled");
  });
});
