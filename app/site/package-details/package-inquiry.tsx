/**
 * The inquiry form about this package, in the two places the page shows it: the dialog that Book
 * Now, Get Custom Quote and "Ask about this price" open, and the section inline on the page that
 * the same links reach before JavaScript loads (?inquire=1), whose POST the route's action answers.
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { InquiryForm, type InquiryFormProps, type InquiryServerResult, type PackageOption } from "#app/components/inquiry-form.tsx";
import { Modal } from "#app/components/modal.tsx";
import type { InquiryKind } from "./use-package-inquiry.ts";
import { useLocalize } from "#app/lib/i18n/link.tsx";

interface AboutPackage {
  packageId: number;
  initial: InquiryFormProps["initial"];
  /** The dropdown's options as the server rendered them (this package); the full list comes later. */
  packages: PackageOption[];
}

export function InquiryDialog({ kind, onClose, title, packageId, initial, packages }: AboutPackage & { kind: InquiryKind | null; onClose: () => void; title: string }) {
  const localize = useLocalize();
  const { t } = useLingui();
  return (
    <Modal open={kind !== null} onClose={onClose} title={kind === "book" ? t`Book this package` : t`Get a custom quote`} description={title}>
      <InquiryForm
        sourcePage="package-details"
        action={localize(`/packages/${packageId}?inquire=1`)}
        initial={initial}
        packages={packages}
        // No closing on success: Book Now confirms with the same reference, summary and next steps as /contact.
        submitLabel={kind === "book" ? t`Send Booking Inquiry` : t`Request Quote`}
      />
    </Modal>
  );
}

export function InlineInquiry({ packageId, initial, packages, serverResult }: AboutPackage & { serverResult: InquiryServerResult | null }) {
  const localize = useLocalize();
  return (
    <section id="inquiry" aria-labelledby="inline-inquiry-heading" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-earth-900/10 sm:p-7">
      <h2 id="inline-inquiry-heading" className="mb-5 font-display text-2xl font-semibold text-earth-900">
        <Trans>Inquire about this package</Trans>
      </h2>
      <InquiryForm sourcePage="package-details" action={localize(`/packages/${packageId}?inquire=1`)} initial={initial} packages={packages} serverResult={serverResult} />
    </section>
  );
}
