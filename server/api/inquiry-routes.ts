/** POST /api/v1/inquiries/: the one write of SPEC §7. No input may give a 500. */
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { INQUIRY_BODY_LIMIT_BYTES } from "#domain/inquiry.ts";
import { tooManyInquiries, type InquiryLimit } from "../http/request-limits.ts";
import type { Inquiries, RequestMeta } from "../services/inquiries.ts";

export interface InquiryRouteDeps {
  inquiries: Inquiries;
  /** Decided once per request (the site's middleware asks first, before the body is read). */
  inquiryLimit: Pick<InquiryLimit, "decide">;
  clientIp: (c: import("hono").Context) => string | null;
  /** Issues a signed form token carrying the render time (the time trap). */
  formToken?: (shownMs: number) => string;
  /** The deposit sentence of the stored booking terms, for the confirmation's "What happens next". */
  depositTerms?: () => Promise<string>;
}

export function inquiryRoutes(deps: InquiryRouteDeps) {
  const api = new Hono();

  // The inquiry form asks for this once it is live and sends it back as form_token. It says how long
  // the form has been on screen (a server-rendered form is seen before the script runs), so the
  // token is dated from when the visitor first saw the form (decision 0015).
  api.get("/inquiries/form-token/", (c) => {
    if (!deps.formToken) return c.json({ detail: "Not found." }, 404);
    c.header("cache-control", "no-store");
    const shown = Number(c.req.query("shown_ms") ?? 0);
    return c.json({ form_token: deps.formToken(Number.isFinite(shown) ? shown : 0) });
  });

  api.post(
    "/inquiries/",
    bodyLimit({
      maxSize: INQUIRY_BODY_LIMIT_BYTES,
      onError: (c) =>
        c.json({ errors: { body: `The request body must be at most ${INQUIRY_BODY_LIMIT_BYTES / 1024} KB.` } }, 413, { connection: "close" }),
    }),
    async (c) => {
      const ip = deps.clientIp(c);
      const decision = await deps.inquiryLimit.decide(c);
      if (!decision.allowed) return tooManyInquiries(c, decision);
      const type = (c.req.header("content-type") ?? "").split(";")[0]!.trim().toLowerCase();
      if (type !== "application/json") {
        return c.json({ errors: { body: "Send the inquiry as JSON (Content-Type: application/json)." } }, 415);
      }
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ errors: { body: "The request body is not valid JSON." } }, 400);
      }
      const meta: RequestMeta = {
        clientIp: ip,
        userAgent: c.req.header("user-agent") ?? null,
      };
      const result = await deps.inquiries.create(body, meta);
      if (!result.ok) return c.json({ errors: result.errors }, 400);
      // Spam gets the same answer as a person, so bots learn nothing (SPEC §6 leaves this open; see docs/decisions).
      // Every answer has a reference, so a reference tells a bot nothing either.
      const depositTerms = deps.depositTerms ? await deps.depositTerms().catch(() => undefined) : undefined;
      return c.json({ ok: true, id: result.spam ? null : result.id, reference: result.reference, message: "Inquiry received.", ...(depositTerms ? { deposit_terms: depositTerms } : {}) }, 201);
    },
  );

  return api;
}
