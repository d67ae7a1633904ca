/**
 * On a preview link's page (`?preview=`, decision 0030): a label saying the page shows unpublished
 * changes, a robots noindex tag (the server also sends X-Robots-Tag), and full page loads for every
 * link out, so the draft held in this document's memory never shows on a public address.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";
import { Trans } from "@lingui/react/macro";

export function PreviewBanner() {
  const { search } = useLocation();
  const previewing = new URLSearchParams(search).has("preview");
  useEffect(() => {
    if (!previewing) return;
    const leaveByLoading = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = (event.target as Element | null)?.closest?.("a[href]") as HTMLAnchorElement | null;
      if (!link || (link.target && link.target !== "_self") || link.hasAttribute("download")) return;
      const url = new URL(link.href, window.location.href);
      if (url.origin !== window.location.origin || (url.pathname === window.location.pathname && url.search === window.location.search)) return;
      // Capture phase, before React Router's link handler, which then leaves the click alone.
      event.preventDefault();
      window.location.assign(url.href);
    };
    document.addEventListener("click", leaveByLoading, true);
    return () => document.removeEventListener("click", leaveByLoading, true);
  }, [previewing]);
  if (!previewing) return null;
  return (
    <>
      <meta name="robots" content="noindex" />
      <p
        role="status"
        data-testid="preview-banner"
        className="fixed left-1/2 top-24 z-50 -translate-x-1/2 rounded-full bg-earth-900 px-4 py-1.5 text-sm font-semibold whitespace-nowrap text-white shadow-lg ring-2 ring-white"
      >
        <Trans>Preview: not published yet</Trans>
      </p>
    </>
  );
}
