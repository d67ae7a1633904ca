// @vitest-environment happy-dom
/**
 * The site's header and footer in another language (issue 29): rendered as the root renders every
 * page, inside the language's provider with its compiled shell messages (app/locales/de/shell.po),
 * they speak German, links stay under /de, and English is the code's own words.
 */
import { cleanup, render, screen, within } from "@testing-library/react";
import type { Messages } from "@lingui/core";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { EMPTY_COMPANY_DETAILS, type CompanyDetails } from "#domain/company-details.ts";
import type { Locale } from "#domain/locales.ts";
import { CompanyProvider } from "#app/lib/company.tsx";
import { WithLanguage } from "../../tests/helpers/i18n.tsx";
import { Footer } from "./footer.tsx";
import { Header } from "./header.tsx";

const company: CompanyDetails = {
  ...EMPTY_COMPANY_DETAILS,
  name: "Twiga Horizons",
  legalName: "Twiga Horizons Ltd",
  email: "hello@example.test",
  phones: ["+254 700 000000"],
  social: [
    { network: "whatsapp", url: "https://wa.me/254700000000" },
    { network: "instagram", url: "https://www.instagram.com/example" },
  ],
  accreditations: [{ name: "Kenya Association of Tour Operators", short: "KATO", alt: "KATO", image_key: "", link: "" }],
};

function renderShell(path: string, locale: Locale = "en", messages: Messages = {}) {
  const Shell = () => (
    <CompanyProvider value={company}>
      <Header />
      <main id="main-content" />
      <Footer />
    </CompanyProvider>
  );
  const Stub = createRoutesStub([{ path: "*", Component: Shell }]);
  return render(
    <WithLanguage locale={locale} messages={messages}>
      <Stub initialEntries={[path]} />
    </WithLanguage>,
  );
}

/** German's shell catalogue, compiled by Lingui's plugin on import (a glob: no module type for .po files is needed). */
const de = Object.values(import.meta.glob<{ messages: Messages }>("../locales/de/shell.po", { eager: true }))[0]!.messages;

afterEach(cleanup);

describe("the header and footer", () => {
  it("speak German on a German page, with links that stay in German", async () => {
    renderShell("/de/packages", "de", de);
    const nav = await screen.findByRole("navigation", { name: "Hauptnavigation" });
    expect(within(nav).getByRole("link", { name: "Über uns" }).getAttribute("href")).toBe("/de/about");
    expect(within(nav).getByRole("link", { name: "Reisepakete" }).getAttribute("aria-current")).toBe("page");
    expect(within(nav).getByRole("link", { name: "Kontakt" }).getAttribute("href")).toBe("/de/info");
    expect(screen.getByRole("button", { name: "Menü öffnen" })).toBeTruthy();

    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("heading", { name: "Fußzeile" })).toBeTruthy();
    expect(within(footer).getByRole("heading", { name: "Schnellzugriff" })).toBeTruthy();
    expect(within(footer).getByRole("heading", { name: "Kontaktdaten" })).toBeTruthy();
    expect(within(footer).getByRole("link", { name: "Allgemeine Geschäftsbedingungen" }).getAttribute("href")).toBe("/de/terms");
    expect(within(footer).getByRole("list", { name: "Folgen Sie uns" })).toBeTruthy();
    expect(within(footer).getByRole("link", { name: "WhatsApp-Chat (öffnet in einem neuen Tab)" })).toBeTruthy();
    expect(within(footer).getByRole("button", { name: "Neuesten Instagram-Beitrag laden" })).toBeTruthy();
    expect(within(footer).getByText("Lizenziert von und Mitglied bei")).toBeTruthy();
    expect(within(footer).getByTestId("copyright").textContent).toBe(`© ${new Date().getFullYear()} Twiga Horizons Ltd. Alle Rechte vorbehalten.`);
    // No English left in the footer's own words.
    expect(footer.textContent).not.toMatch(/Quick Links|Contact Info|All rights reserved|Licensed by/);
  });

  it("keep their English words on an English page", async () => {
    renderShell("/packages");
    const nav = await screen.findByRole("navigation", { name: "Main" });
    expect(within(nav).getByRole("link", { name: "About Us" }).getAttribute("href")).toBe("/about");
    expect(screen.getByRole("button", { name: "Open menu" })).toBeTruthy();
    const footer = screen.getByRole("contentinfo");
    expect(within(footer).getByRole("heading", { name: "Quick Links" })).toBeTruthy();
    expect(within(footer).getByRole("link", { name: "WhatsApp chat (opens in a new tab)" })).toBeTruthy();
    expect(within(footer).getByTestId("copyright").textContent).toBe(`© ${new Date().getFullYear()} Twiga Horizons Ltd. All rights reserved.`);
  });
});
