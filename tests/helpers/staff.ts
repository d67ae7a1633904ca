/**
 * Staff accounts for tests: members of each role created the way the product
 * does (an owner through the command's code path, others invited), and
 * sign-in over HTTP returning the session cookie.
 */
import type { Role } from "../../domain/staff-roles.ts";
import { createStaffRequest, type StaffAuthSystem } from "../../server/auth/index.ts";
import { createCatalogueEditorConsole } from "../../server/services/catalogue-editing/editor-console.ts";
import { createRatesConsole } from "../../server/services/rates/rates-console.ts";
import type { TestSite } from "./test-site.ts";

export const TEST_PASSWORD = "giraffe lantern acacia 42";

/** Creates an active member with a password, as an accepted invitation would leave them. */
export async function createMember(system: StaffAuthSystem, email: string, role: Role, password = TEST_PASSWORD): Promise<string> {
  const { id, token } = await system.accounts.createOwner({ email, name: email.split("@")[0]!, origin: system.origin, sendLink: false });
  await system.auth.api.resetPassword({ body: { token: token!, newPassword: password } });
  if (role !== "owner") await system.db.updateTable("staff_user").set({ role }).where("id", "=", id).execute();
  return id;
}

/** The Cookie header value from a response's Set-Cookie headers (name=value pairs only). */
export function cookiesFrom(res: Response, previous = ""): string {
  const jar = new Map(previous.split(/;\s*/).filter(Boolean).map((p) => [p.split("=")[0]!, p] as const));
  for (const line of res.headers.getSetCookie()) {
    const pair = line.split(";")[0]!;
    const name = pair.split("=")[0]!;
    if (/max-age=0/i.test(line) || pair.endsWith("=")) jar.delete(name);
    else jar.set(name, pair);
  }
  return [...jar.values()].join("; ");
}

let addressCounter = 0;
/** A fresh client address per sign-in (the site must trust 127.0.0.1 as its proxy), so per-address limits stay out of the way. */
export const nextTestAddress = () => `10.77.${(++addressCounter >> 8) & 255}.${addressCounter & 255}`;

export async function signIn(url: string, email: string, password = TEST_PASSWORD, ip = nextTestAddress()) {
  const res = await fetch(`${url}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: url, "x-forwarded-for": ip },
    body: JSON.stringify({ email, password }),
  });
  return { res, cookie: cookiesFrom(res), body: (await res.json().catch(() => null)) as any };
}

/**
 * The catalogue editors' console as a signed-in member sees it, for API tests that call the
 * editors in the process (packages, stories, destinations); `cookie` is the member's session.
 */
export function catalogueEditorsAs(site: TestSite, cookie: string, path = "/console") {
  return createCatalogueEditorConsole({
    packages: site.site.packageEditor,
    stories: site.site.storyEditor,
    destinations: site.site.destinationEditor,
    company: site.site.companyEditor,
    terms: site.site.termsEditor,
    faqs: site.site.faqsEditor,
    pageHeaders: site.site.pageHeadersEditor,
    services: site.site.serviceEditor,
    publishing: { previews: site.site.previews, scheduler: site.site.publishScheduler, origin: site.url },
    gallery: site.site.galleryEditor,
    sliders: site.site.sliderEditor,
    gate: createStaffRequest(site.site.staffAuth, new Request(`${site.url}${path}`, { headers: { cookie } }), { ip: "10.0.0.9", origin: site.url }).gate,
    ip: "10.0.0.9",
  });
}

/** The rates console (decision 0033) as a signed-in member sees it; `cookie` is the member's session. */
export function ratesConsoleAs(site: TestSite, cookie: string) {
  const { gate } = createStaffRequest(site.site.staffAuth, new Request(`${site.url}/console/rates`, { headers: { cookie } }), { ip: "10.0.0.9", origin: site.url });
  return createRatesConsole(site.site.rates, gate, "10.0.0.9");
}

/** The site's packages' tiers (seeded or made by the test), grouped by package in id order. */
export async function tiersByPackage(site: TestSite) {
  const tiers = await site.site.db.kysely.selectFrom("package_tiers").select(["id", "package_id", "tier_type", "for_residents", "for_non_residents"]).orderBy("package_id").orderBy("id").execute();
  const byPackage = new Map<number, typeof tiers>();
  for (const tier of tiers) byPackage.set(tier.package_id, [...(byPackage.get(tier.package_id) ?? []), tier]);
  return byPackage;
}
