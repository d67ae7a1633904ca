/**
 * The catalogue factories (tests/helpers/catalogue.ts, rates.ts) for browser tests (issue 25 item
 * 6): the production server runs in a process of its own, so the test opens the server's database
 * in this process and makes its data there, through the same editors and services. The running
 * server learns of it as of any other process's publish: the factories and the editors change
 * data_version, which the server reads again at most a second later.
 */
import { openDatabase } from "../../server/db/kysely.ts";
import { AuditLog } from "../../server/services/audit-log.ts";
import { PackageEditor } from "../../server/services/catalogue-editing/packages.ts";
import { RatesService } from "../../server/services/rates/rates.ts";
import type { Site } from "../../server/site.ts";

/** What the factories need of a site, over a running server's database. */
export type ServerData = Pick<Site, "db" | "packageEditor" | "rates"> & { catalogue: Pick<Site["catalogue"], "invalidate"> };

/** Runs `make` with the factories' site over the database of `server` (a RunningServer), then closes it. */
export async function withServerData<T>(server: { databaseUrl: string }, make: (site: ServerData) => Promise<T>): Promise<T> {
  const db = openDatabase(server.databaseUrl, { poolSize: 1 });
  const audit = new AuditLog();
  // Nothing in this process caches the catalogue; the server's own reads data_version again.
  const site: ServerData = {
    db,
    packageEditor: new PackageEditor(db.kysely, audit, () => {}),
    rates: new RatesService(db, audit),
    catalogue: { invalidate() {} },
  };
  try {
    return await make(site);
  } finally {
    await db.close();
  }
}

/**
 * The company's name as a running site states it (the TravelAgency of its home page's JSON-LD), for
 * tests that check where the name appears without depending on which company that is.
 */
export async function siteCompanyName(url: string): Promise<string> {
  const html = await (await fetch(`${url}/`)).text();
  for (const m of html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)) {
    const found = [JSON.parse(m[1]!)].flat().find((d: { "@type"?: string }) => d["@type"] === "TravelAgency");
    if (found?.name) return found.name as string;
  }
  throw new Error(`No TravelAgency name on ${url}/`);
}
