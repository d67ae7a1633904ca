/**
 * The media library's upload API on both databases (decision 0026): real files made with sharp, the
 * cleaned original read back from the store (rotated, no EXIF or GPS), refusals that name the file
 * and store nothing, roles, alt text before use, and focal points that change the crop URLs.
 */
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DIALECTS } from "../helpers/databases.ts";
import { startLocalS3, type LocalS3 } from "../helpers/s3-server.ts";
import { createMember, nextTestAddress, signIn } from "../helpers/staff.ts";
import { startTestSite, type TestSite } from "../helpers/test-site.ts";
import { gif, jpegWithExifAndGps, png, pngBomb, webp } from "../helpers/test-images.ts";

async function upload(t: TestSite, cookie: string, name: string, bytes: Buffer, type = "application/octet-stream", origin = t.url, once?: string) {
  const form = new FormData();
  form.set("file", new File([new Uint8Array(bytes)], name, { type }));
  const headers: Record<string, string> = { cookie, "x-forwarded-for": nextTestAddress() };
  if (origin) headers.origin = origin;
  if (once) headers["x-once-token"] = once;
  const res = await t.fetch("/console/api/media", { method: "POST", headers, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

async function storedCounts(t: TestSite) {
  const assets = await t.site.db.kysely.selectFrom("media_assets").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  const media = await t.site.db.kysely.selectFrom("media").select((eb) => eb.fn.countAll<number>().as("n")).executeTakeFirstOrThrow();
  return { assets: Number(assets.n), media: Number(media.n) };
}

describe.each(DIALECTS)("media library uploads on %s", (dialect) => {
  let t: TestSite;
  const cookies: Record<string, string> = {};
  beforeAll(async () => {
    t = await startTestSite(dialect, { TRUSTED_PROXY: "127.0.0.1" });
    for (const role of ["owner", "editor", "sales", "viewer"] as const) {
      await createMember(t.site.staffAuth, `${role}@twiga.example`, role);
      cookies[role] = (await signIn(t.url, `${role}@twiga.example`)).cookie;
    }
  });
  afterAll(async () => {
    await t?.stop();
  });

  it("a JPEG with EXIF orientation 6 and GPS is stored turned upright, re-encoded, without any metadata", async () => {
    const input = await jpegWithExifAndGps();
    const inputMeta = await sharp(input).metadata();
    expect([inputMeta.orientation, inputMeta.width, inputMeta.height]).toEqual([6, 1200, 800]);
    expect(inputMeta.exif).toBeDefined();
    expect(input.includes("secret-camp-location")).toBe(true);

    const { status, body } = await upload(t, cookies.editor!, "IMG_0001.JPG", input, "image/jpeg");
    expect(status).toBe(201);
    expect(body.asset).toMatchObject({ contentType: "image/jpeg", width: 800, height: 1200, originalName: "IMG_0001.JPG", altText: "", usable: false, uploadedBy: "editor@twiga.example" });
    const stored = Buffer.from((await t.site.mediaStore.get(body.asset.key))!);
    expect(body.asset.bytes).toBe(stored.length);
    expect(stored.equals(input)).toBe(false);
    const meta = await sharp(stored).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(["jpeg", 800, 1200]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(stored.includes("secret-camp-location")).toBe(false);
    expect(stored.includes("TestCam")).toBe(false);
    // Turned 90° clockwise: the left (green) half of the sensor is now the top.
    const pixel = async (left: number, top: number) => [...(await sharp(stored).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())];
    const [r1, g1] = await pixel(400, 100);
    expect(g1).toBeGreaterThan(150);
    expect(r1).toBeLessThan(80);
    const [r2, g2] = await pixel(400, 1100);
    expect(r2).toBeGreaterThan(150);
    expect(g2).toBeLessThan(80);

    const served = await t.fetch(`/images/960/${body.asset.key}.webp`);
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(960);
  });

  it("accepts a PNG and a WebP, kept in their own formats", async () => {
    const a = await upload(t, cookies.owner!, "map.png", await png(), "image/png");
    expect(a.status).toBe(201);
    expect(a.body.asset).toMatchObject({ contentType: "image/png", width: 640, height: 480 });
    expect((await sharp(Buffer.from((await t.site.mediaStore.get(a.body.asset.key))!)).metadata()).format).toBe("png");
    const b = await upload(t, cookies.editor!, "lodge.webp", await webp());
    expect(b.status).toBe(201);
    expect(b.body.asset).toMatchObject({ contentType: "image/webp", width: 800, height: 500 });
  });

  it.each([
    ["a text file renamed .jpg", "notes.jpg", () => Buffer.from("Dear guest, this is not a photograph at all.\n".repeat(20)), 415, /notes\.jpg is not an image/],
    ["a GIF", "animation.gif", gif, 415, /animation\.gif is a GIF; only JPEG, PNG and WebP/],
    ["a PNG named .jpg", "sunset.jpg", () => png(40, 40), 415, /sunset\.jpg is a PNG image but its name ends in \.jpg/],
    ["a 26 MB file", "huge.jpg", () => Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(26 * 1024 * 1024 - 4, 7)]), 413, /huge\.jpg is larger than 25 MB/],
    ["a decompression bomb (a small PNG declaring 20000x20000)", "bomb.png", async () => pngBomb(), 422, /bomb\.png declares 20000 x 20000 pixels \(400 megapixels\)/],
  ])("refuses %s by name, with nothing stored", async (_what, name, make, status, message) => {
    const bytes = await make();
    const before = await storedCounts(t);
    const res = await upload(t, cookies.editor!, name, bytes);
    expect(res.status).toBe(status);
    expect(res.body.file).toBe(name);
    expect(res.body.errors.file).toMatch(message);
    expect(await storedCounts(t)).toEqual(before);
  });

  it("refuses PNG bytes sent as image/gif: bytes that contradict the declared type (decision 0026, issue 24 item 9)", async () => {
    const before = await storedCounts(t);
    const res = await upload(t, cookies.editor!, "logo.png", await png(40, 40), "image/gif");
    expect(res.status).toBe(415);
    expect(res.body.errors.file).toMatch(/logo\.png was sent as image\/gif but is a PNG image/);
    expect(await storedCounts(t)).toEqual(before);
  });

  it("an upload sent twice with its one-time token (a retry, a second click) is stored once and answers with the same image (issue 24 item 5)", async () => {
    const before = await storedCounts(t);
    const once = crypto.randomUUID();
    const bytes = await png(30, 20);
    const [first, second] = await Promise.all([
      upload(t, cookies.editor!, "twice.png", bytes, "image/png", t.url, once),
      upload(t, cookies.editor!, "twice.png", bytes, "image/png", t.url, once),
    ]);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect(second.body.asset.id).toBe(first.body.asset.id);
    const third = await upload(t, cookies.editor!, "twice.png", bytes, "image/png", t.url, once);
    expect(third.body.asset.id).toBe(first.body.asset.id);
    expect(await storedCounts(t)).toEqual({ assets: before.assets + 1, media: before.media + 1 });
    // A new choice of the same file is a new upload; a malformed token is refused.
    expect((await upload(t, cookies.editor!, "twice.png", bytes, "image/png", t.url, crypto.randomUUID())).body.asset.id).not.toBe(first.body.asset.id);
    expect((await upload(t, cookies.editor!, "twice.png", bytes, "image/png", t.url, "no")).status).toBe(400);
  });

  it("answers only editors and owners, from the console's own pages", async () => {
    const bytes = await png(20, 20);
    const before = await storedCounts(t);
    for (const role of ["sales", "viewer"]) {
      const res = await upload(t, cookies[role]!, "x.png", bytes);
      expect(res.status, role).toBe(403);
      expect(res.body.errors.form).toMatch(/editors and owners/);
      const list = await t.fetch("/console/api/media", { headers: { cookie: cookies[role]! } });
      expect(list.status, role).toBe(403);
    }
    expect((await upload(t, "", "x.png", bytes)).status).toBe(401);
    expect((await upload(t, cookies.editor!, "x.png", bytes, "image/png", "https://evil.example")).status).toBe(403);
    expect((await upload(t, cookies.editor!, "x.png", bytes, "image/png", "")).status).toBe(403);
    expect(await storedCounts(t)).toEqual(before);
  });

  it("offers an image for use only once it has alt text, and records who uploaded and changed it", async () => {
    const { body } = await upload(t, cookies.editor!, "camp.png", await png(300, 200));
    const library = t.site.mediaLibrary;
    expect((await library.usable()).map((a) => a.key)).not.toContain(body.asset.key);
    const picker = async () => (await (await t.fetch("/console/api/media", { headers: { cookie: cookies.editor! } })).json()).results as any[];
    expect((await picker()).map((a) => a.key)).not.toContain(body.asset.key);
    expect(await library.withoutAltText([body.asset.key, "illustrations/not-in-library"])).toEqual([body.asset.key]);
    const actor = { actor: { id: "x", email: "editor@twiga.example" }, ip: null };
    const bad = await library.saveDetails(body.asset.key, { alt_text: "a".repeat(301), title: "", description: "", focal_x: "2", focal_y: "0.5" }, actor);
    expect(bad).toMatchObject({ ok: false, status: 400, errors: { alt_text: expect.stringMatching(/300/), focal_x: expect.any(String) } });
    const saved = await library.saveDetails(body.asset.key, { alt_text: "  Tents under acacia trees at dusk ", title: "Camp", description: "", focal_x: "0.2", focal_y: "0.8" }, actor);
    expect(saved).toMatchObject({ ok: true, asset: { altText: "Tents under acacia trees at dusk", usable: true, focal: { x: 0.2, y: 0.8 } } });
    expect((await library.usable()).map((a) => a.key)).toContain(body.asset.key);
    expect((await picker()).find((a) => a.key === body.asset.key)).toMatchObject({
      alt_text: "Tents under acacia trees at dusk",
      thumbnail_url: `/images/480/${body.asset.key}.webp`,
      og_image_url: `/images/og/${body.asset.key}.f20-80.jpg`,
    });
    expect(await library.withoutAltText([body.asset.key])).toEqual([]);
    const audit = await (t.site.db.kysely as any).selectFrom("audit_log").select(["action", "actor_email"]).where("entity_id", "=", body.asset.key).orderBy("id").execute();
    expect(audit.map((a: any) => a.action)).toEqual(["media.uploaded", "media.details_saved"]);
  });

  it("a package that uses an upload without alt text in the library cannot be published until it has some", async () => {
    const { body } = await upload(t, cookies.editor!, "gate.png", await png(400, 250));
    const key = body.asset.key as string;
    const id = (await t.json("/api/v1/packages/?page_size=1")).body.results[0].package_id as number;
    const editor = t.site.packageEditor;
    const by = { actor: { id: "x", email: "editor@twiga.example" }, ip: null };
    const doc = structuredClone((await editor.view(id))!.document);
    doc.images[0]!.image_key = key;
    const refused = await editor.publish(id, doc, by);
    expect(refused).toMatchObject({ ok: false, status: 422, errors: { images: expect.stringContaining(key) } });
    await t.site.mediaLibrary.saveDetails(key, { alt_text: "The park gate", title: "", description: "", focal_x: 0.5, focal_y: 0.5 }, by);
    expect(await editor.publish(id, doc, by)).toMatchObject({ ok: true });
  });

  it("crop URLs name the focal point: moving it gives a new URL, and old ones are sent to the current one", async () => {
    const { body } = await upload(t, cookies.editor!, "ridge.png", await png(1000, 1000));
    const key = body.asset.key;
    const first = await t.fetch(`/images/og/${key}.jpg`);
    expect(first.status).toBe(302);
    expect(first.headers.get("location")).toBe(`/images/og/${key}.f50-50.jpg`);
    const crop = await t.fetch(`/images/og/${key}.f50-50.jpg`);
    expect(crop.status).toBe(200);
    expect(crop.headers.get("cache-control")).toContain("immutable");
    expect((await sharp(Buffer.from(await crop.arrayBuffer())).metadata()).height).toBe(630);

    await t.site.mediaLibrary.saveDetails(key, { alt_text: "Ridge", title: "", description: "", focal_x: 0.5, focal_y: 0.1 }, { actor: { id: "x", email: "e@x.example" }, ip: null });
    expect((await t.fetch(`/images/og/${key}.jpg`)).headers.get("location")).toBe(`/images/og/${key}.f50-10.jpg`);
    const stale = await t.fetch(`/images/og/${key}.f50-50.jpg`);
    expect(stale.status).toBe(302);
    expect(stale.headers.get("location")).toBe(`/images/og/${key}.f50-10.jpg`);
    expect((await t.fetch(`/images/og/${key}.f50-10.jpg`)).status).toBe(200);
    // Width variants are never cropped; a focal point there, or on a non-library image, is not a URL.
    expect((await t.fetch(`/images/960/${key}.f50-10.jpg`)).status).toBe(404);
    // A seeded illustration (an earlier test published an upload as the first package's first image).
    const demo = (await t.json("/api/v1/gallery/?page_size=1")).body.results[0];
    const demoKey = /\/images\/\d+\/(.+)\.jpg$/.exec(demo.image_url)![1]!;
    expect(demoKey).toMatch(/^illustrations\//);
    expect((await t.fetch(`/images/og/${demoKey}.f50-10.jpg`)).status).toBe(404);
    expect((await t.fetch(`/images/og/${demoKey}.jpg`)).status).toBe(200);
  });
});

describe("uploads kept in S3-compatible storage", () => {
  let s3: LocalS3;
  let a: TestSite;
  let b: TestSite;
  beforeAll(async () => {
    s3 = await startLocalS3();
    a = await startTestSite("sqlite", { TRUSTED_PROXY: "127.0.0.1", ...s3.env });
    b = await startTestSite("sqlite", { ...s3.env });
  });
  afterAll(async () => {
    await a?.stop();
    await b?.stop();
    await s3?.stop();
  });

  it("stores the cleaned original in the bucket, not the database, and any process with the bucket can read it", async () => {
    await createMember(a.site.staffAuth, "editor@twiga.example", "editor");
    const cookie = (await signIn(a.url, "editor@twiga.example")).cookie;
    const { status, body } = await upload(a, cookie, "hills.webp", await webp(1600, 1000));
    expect(status).toBe(201);
    const key = body.asset.key;
    expect(await a.site.db.kysely.selectFrom("media").select("key").where("key", "=", key).executeTakeFirst()).toBeUndefined();
    const fromBucket = await b.site.mediaStore.get(key);
    expect((await sharp(Buffer.from(fromBucket!)).metadata()).width).toBe(1600);
    const served = await a.fetch(`/images/480/${key}.avif`);
    expect(served.status).toBe(200);
    // The demo illustrations stay in the database and are still served.
    const pkg = (await a.json("/api/v1/packages/?page_size=1")).body.results[0];
    expect((await a.fetch(new URL(pkg.images[0].image_url, a.url).pathname)).status).toBe(200);
  });
});
