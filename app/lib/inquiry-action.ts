/**
 * The route action behind the inquiry form when it is posted without
 * JavaScript (/contact and /packages/{id}): read the form body, store the
 * inquiry through siteOf(context).submitInquiry (the same path as the JSON API) and
 * answer what the form needs to show the success panel or the field errors.
 */
import type { InquiryServerResult } from "#app/components/inquiry-form/submission.ts";
import { INQUIRY_TEXT } from "#app/components/inquiry-form/text.ts";
import { inquiryPayloadFromFormData, inquiryStateFromFormData } from "./inquiry-payload.ts";
import { siteOf, type AppContext } from "./areas.ts";

/** `url` is the page's (React Router's normalized one), kept as where the inquiry came from. */
export async function handleInquiryPost(request: Request, url: URL, context: AppContext, sourcePage: string): Promise<InquiryServerResult> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return { ok: false, errors: {}, values: inquiryStateFromFormData(new FormData()), message: INQUIRY_TEXT.generic };
  }
  const payload = inquiryPayloadFromFormData(form, { source_page: sourcePage, source_url: url.href });
  try {
    const result = await siteOf(context).submitInquiry(payload);
    if (result.ok) return { ok: true, reference: result.reference, depositTerms: result.depositTerms, values: inquiryStateFromFormData(form) };
    const { body, ...fields } = result.errors;
    const message = result.status === 400 && Object.keys(fields).length > 0 ? "" : INQUIRY_TEXT.failed;
    return { ok: false, errors: fields, values: inquiryStateFromFormData(form), message: message || (body ?? "") };
  } catch {
    return { ok: false, errors: {}, values: inquiryStateFromFormData(form), message: INQUIRY_TEXT.generic };
  }
}
