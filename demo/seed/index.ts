/**
 * The demo's one entry point, imported by the server only when SEED_DEMO is on (decision 0032):
 * the company's details, terms and FAQs, then the catalogue with its illustrations, then the demo
 * seasons and rates of a few packages.
 */
import type { Db } from "#server/db/kysely.ts";
import { log } from "#server/log.ts";
import { isSeeded, seedDemoCatalogue } from "./demo-catalogue.ts";
import { seedDemoRates } from "./rates.ts";
import { seedSiteDocuments } from "./site-documents.ts";
import { seedDemoTranslations } from "./translations.ts";
import { seedDemoSiteImageTranslations } from "./site-image-translations.ts";

export async function loadDemo(db: Db, options: { extraPackages?: number } = {}): Promise<void> {
  // Before the catalogue: on a fresh database the catalogue seed then sets its content-hash version.
  const added = await seedSiteDocuments(db);
  if (added.length) log.info(`Loaded the demo site documents: ${added.join(", ")}`);
  if (!(await isSeeded(db))) {
    const started = Date.now();
    await seedDemoCatalogue(db, { extraPackages: options.extraPackages });
    log.info(`Loaded the demo catalogue into the ${db.dialect} database in ${Date.now() - started} ms`);
  }
  // After the catalogue, and also on a demo database seeded before rates existed (decision 0034).
  const rates = await seedDemoRates(db);
  if (rates) log.info(`Loaded ${rates} demo rates`);
  // After the catalogue: a translation is tied to the English it was written from (issue 29).
  const translated = await seedDemoTranslations(db);
  if (translated) log.info(`Loaded ${translated} demo translations`);
  const images = await seedDemoSiteImageTranslations(db);
  if (images) log.info(`Loaded ${images} demo translations of the slider sets, page headers and gallery`);
}
