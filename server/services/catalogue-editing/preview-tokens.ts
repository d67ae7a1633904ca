/**
 * Preview links (decision 0030): a signed, expiring statement "staff member S may see the draft of
 * entity E until T", carried in the public page's address as `?preview=`. Anyone holding the link
 * sees that one draft until it expires, so an editor can send it to someone's phone; the signature
 * (HMAC-SHA256 under a key derived from the auth secret) makes it unguessable and unforgeable, and
 * the server also checks, on every use, that S may still edit content.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

// A preview link can show every publishable entity (domain/publishing.ts).
import { PUBLISHABLE_ENTITIES as PREVIEW_ENTITIES, type PreviewEntity } from "#domain/publishing.ts";

export { PREVIEW_ENTITIES, type PreviewEntity };

/** How long a preview link works: a day, long enough to be opened on the owner's phone tonight. */
export const PREVIEW_LINK_TTL_MS = 24 * 60 * 60 * 1000;

export interface PreviewGrant {
  entity: PreviewEntity;
  id: number;
  /** The staff member the link was made for. */
  staffId: string;
  expiresAt: Date;
}

export type PreviewCheck = { ok: true; grant: PreviewGrant } | { ok: false; reason: "invalid" | "expired" };

const payloadSchema = z.object({
  e: z.enum(PREVIEW_ENTITIES),
  i: z.number().int().positive(),
  s: z.string().min(1).max(200),
  x: z.number().int().positive(),
});

export class PreviewTokens {
  private key: Buffer;

  constructor(secret: string, private now: () => Date = () => new Date()) {
    // A key of its own, so a preview signature can never stand in for any other signed value.
    this.key = createHmac("sha256", secret).update("twiga:catalogue-preview:v1").digest();
  }

  issue(entity: PreviewEntity, id: number, staffId: string): { token: string; expiresAt: Date } {
    const expiresAt = new Date(this.now().getTime() + PREVIEW_LINK_TTL_MS);
    const payload = Buffer.from(JSON.stringify({ e: entity, i: id, s: staffId, x: Math.floor(expiresAt.getTime() / 1000) })).toString("base64url");
    return { token: `${payload}.${this.sign(payload)}`, expiresAt };
  }

  check(token: string): PreviewCheck {
    const [payload, signature, ...rest] = token.split(".");
    if (!payload || !signature || rest.length || token.length > 1000) return { ok: false, reason: "invalid" };
    const expected = Buffer.from(this.sign(payload));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: "invalid" };
    let parsed;
    try {
      parsed = payloadSchema.safeParse(JSON.parse(Buffer.from(payload, "base64url").toString("utf8")));
    } catch {
      return { ok: false, reason: "invalid" };
    }
    if (!parsed.success) return { ok: false, reason: "invalid" };
    const expiresAt = new Date(parsed.data.x * 1000);
    if (expiresAt.getTime() <= this.now().getTime()) return { ok: false, reason: "expired" };
    return { ok: true, grant: { entity: parsed.data.e, id: parsed.data.i, staffId: parsed.data.s, expiresAt } };
  }

  private sign(payload: string): string {
    return createHmac("sha256", this.key).update(payload).digest("base64url");
  }
}
