import type { PackageSeed } from "../types.ts";
import { safariPackages } from "./safaris.ts";
import { conferencePackages } from "./conferences.ts";
import { vacationPackages } from "./vacations.ts";
import { honeymoonPackages } from "./honeymoons.ts";
import { christianPackages } from "./christian.ts";
import { airPackages } from "./air.ts";
import { withDemoPricing } from "./pricing.ts";


/** The whole catalogue, grouped by main service in the fixed service order. */
export const packages: PackageSeed[] = [
  ...safariPackages,
  ...conferencePackages,
  ...vacationPackages,
  ...honeymoonPackages,
  ...christianPackages,
  ...airPackages,
].map(withDemoPricing);
