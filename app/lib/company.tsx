/**
 * The company's details on public pages (decision 0029): the site layout's loader reads them from
 * the catalogue snapshot and provides them to the header, footer and pages; meta functions find
 * them among the route matches. Before any details are stored every reader gets the empty ones.
 */
import { createContext, useContext } from "react";
import { EMPTY_COMPANY_DETAILS, type CompanyDetails } from "#domain/company-details.ts";

/**
 * Whether a route id is app/routes/_layout.tsx's, whose loader data carries `company`: English's
 * `routes/_layout`, or another language's `routes/_layout-de` (app/routes.ts).
 */
export function isSiteLayoutRouteId(id: string | undefined): boolean {
  return id === "routes/_layout" || Boolean(id?.startsWith("routes/_layout-"));
}

const CompanyContext = createContext<CompanyDetails>(EMPTY_COMPANY_DETAILS);

export const CompanyProvider = CompanyContext.Provider;

export function useCompany(): CompanyDetails {
  return useContext(CompanyContext);
}

type MetaMatch = { id: string; data?: unknown; loaderData?: unknown } | undefined;

/** For `meta` exports: the company from the site layout's loader data among `matches`. */
export function companyFromMatches(matches: ReadonlyArray<MetaMatch> | undefined): CompanyDetails {
  const layout = matches?.find((m) => isSiteLayoutRouteId(m?.id));
  const data = (layout?.loaderData ?? layout?.data) as { company?: CompanyDetails } | undefined;
  return data?.company ?? EMPTY_COMPANY_DETAILS;
}
