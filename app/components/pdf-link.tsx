/** Link to one of our PDFs (company profile, proposals), opening in a new tab (SPEC §2). */
import { Trans } from "@lingui/react/macro";
import type { ReactNode } from "react";
import { ExternalLinkIcon } from "./page-icons.tsx";

export function PdfLink({ href, children, className }: { href: string; children: ReactNode; className: string }) {
  return (
    <a href={href} target="_blank" rel="noopener" className={className} type="application/pdf">
      {children}
      <ExternalLinkIcon size={18} />
      <span className="sr-only">
        <Trans>(PDF, opens in a new tab)</Trans>
      </span>
    </a>
  );
}
