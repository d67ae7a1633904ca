/** /travel-management/student (SPEC §2): the travel management page drawn from its content. */
import type { Route } from "./+types/travel-management-student";
import { studentPage } from "#app/site/travel-management/student.ts";
import { TravelManagementPage, travelManagementMeta } from "#app/site/travel-management/travel-management-page.tsx";
import { siteOf } from "../lib/areas.ts";

export function loader({ context }: Route.LoaderArgs) {
  return { origin: siteOf(context).origin };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return travelManagementMeta(studentPage, matches, loaderData?.origin);
}

export default function StudentTravelManagement() {
  return <TravelManagementPage page={studentPage} />;
}
