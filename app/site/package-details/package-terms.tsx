/** The package's own terms and conditions (server-sanitised HTML); nothing when it has none. */
import { Trans } from "@lingui/react/macro";
import { RICH_TEXT_CLS } from "./rich-text.ts";

export function PackageTerms({ html }: { html: string | null }) {
  if (!html) return null;
  return (
    <section aria-labelledby="terms-heading" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-7">
      <h2 id="terms-heading" className="font-display text-2xl font-semibold text-earth-900">
        <Trans>Terms and conditions</Trans>
      </h2>
      <div className={`mt-4 text-[15px] ${RICH_TEXT_CLS}`} data-testid="terms" dangerouslySetInnerHTML={{ __html: html }} />
    </section>
  );
}
