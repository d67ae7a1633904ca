/**
 * schema.org JSON-LD builders, so search engines understand the company, its
 * pages' trails, lists and FAQs. Pure functions: pages pass the result to
 * pageMeta({ jsonLd }). The catalogue's things (packages, destinations, stories)
 * are in structured-data-catalogue.ts: only their pages load that code.
 */
import { ogImageUrl, imageKeyFromUrl } from "./images.ts";
import type { CompanyDetails } from "./company-details.ts";

/** The company as the JSON-LD needs it: the published company details (decision 0029). */
export type Organisation = Pick<CompanyDetails, "name" | "legalName" | "description" | "email" | "phones" | "address" | "office" | "social">;

export type JsonLd = Record<string, unknown>;

export const abs = (origin: string, path: string) => (path.startsWith("http") ? path : `${origin}${path}`);
export const imageOf = (origin: string, url: string | null | undefined) => {
  const key = imageKeyFromUrl(url);
  return key ? abs(origin, ogImageUrl(key)) : undefined;
};
/** Plain text of sanitised HTML; tags become spaces, but no space is left before punctuation ("<b>x</b>." reads "x."). */
export const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .replace(/ ([.,;:!?])/g, "$1")
    .trim();

/** Empty details (nothing entered yet) leave their properties out rather than state "". */
export function travelAgency(org: Organisation, origin: string): JsonLd {
  const present = (v: string | undefined) => (v ? v : undefined);
  return {
    "@context": "https://schema.org",
    "@type": "TravelAgency",
    "@id": `${origin}/#organization`,
    name: org.name,
    legalName: present(org.legalName),
    description: present(org.description),
    url: `${origin}/`,
    logo: `${origin}/favicon.svg`,
    email: present(org.email),
    telephone: org.phones[0],
    address: {
      "@type": "PostalAddress",
      streetAddress: present(org.address.street),
      addressLocality: present(org.address.city),
      addressCountry: "KE",
    },
    geo: org.office ? { "@type": "GeoCoordinates", latitude: org.office.lat, longitude: org.office.lng } : undefined,
    sameAs: org.social.map((s) => s.url),
    currenciesAccepted: "KES, USD",
    paymentAccepted: "Card, Bank transfer, M-Pesa, Cash",
  };
}

export function breadcrumbs(origin: string, items: Array<{ name: string; path: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({
      "@type": "ListItem",
      position: i + 1,
      name: item.name,
      item: abs(origin, item.path),
    })),
  };
}

export function itemList(origin: string, name: string, items: Array<{ name: string; path: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, url: abs(origin, item.path) })),
  };
}

export function faqPage(items: Array<{ question: string; answer: string }>): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((f) => ({
      "@type": "Question",
      name: f.question,
      acceptedAnswer: { "@type": "Answer", text: f.answer },
    })),
  };
}
