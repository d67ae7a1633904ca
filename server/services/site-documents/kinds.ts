/** The site-wide documents editors edit (decision 0029), as the generic editor needs them. */
import { COMPANY_ENTITY, companyDetailsSchema, companyErrors, readCompanyDetails, type CompanyDetails } from "#domain/company-details.ts";
import type { SiteDocumentKind } from "../catalogue-editing/site-documents.ts";

export const COMPANY_DOCUMENT_KIND: SiteDocumentKind<CompanyDetails> = {
  kind: COMPANY_ENTITY,
  noun: "company",
  schema: companyDetailsSchema,
  errors: companyErrors,
  read: readCompanyDetails,
};
