// @vitest-environment happy-dom
/**
 * The inquiry form as a component (issue 25 item 6): its parts wired together, with the network
 * answered by a stand-in fetch that records what was asked. The browser tests (tests/e2e/inquiry.test.ts)
 * drive the same form in Chromium against the real server; these pin its own rules quickly.
 */
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Messages } from "@lingui/core";
import { BOOKING_TERMS, DEPOSIT_TERMS, depositTermsNotice } from "#domain/booking-terms.ts";
import { CONSENT_LABEL } from "#domain/inquiry-rules.ts";
import { validateInquiry } from "#domain/inquiry.ts";
import type { Locale } from "#domain/locales.ts";
import { WithLanguage } from "../../tests/helpers/i18n.tsx";
import { InquiryForm, INQUIRY_TEXT, type InquiryServerResult } from "./inquiry-form.tsx";
import { KNOWN_FIELD_MESSAGES } from "./inquiry-form/error-messages.ts";

interface Call {
  path: string;
  method: string;
  body: unknown;
}

let calls: Call[];
let answers: Record<string, () => Response | Promise<Response>>;

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

beforeEach(() => {
  calls = [];
  answers = {
    "/api/v1/inquiries/form-token/": () => json({ form_token: "token-1" }),
    "/api/v1/packages/titles/": () => json({ results: [{ id: 7, title: "Zanzibar Shores" }, { id: 3, title: "Amboseli Elephants" }, { id: 1, title: "Mara Migration" }] }),
  };
  vi.stubGlobal("fetch", async (input: string, init?: RequestInit) => {
    const url = new URL(input, "http://site.example");
    calls.push({ path: url.pathname, method: init?.method ?? "GET", body: init?.body ? JSON.parse(String(init.body)) : null });
    const answer = answers[url.pathname];
    if (!answer) throw new Error(`unexpected request ${url.pathname}`);
    return answer();
  });
  sessionStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm(props: Partial<Parameters<typeof InquiryForm>[0]> = {}, language: { locale?: Locale; messages?: Messages } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <WithLanguage {...language}>
      <QueryClientProvider client={client}>
        <InquiryForm sourcePage="contact" action="/contact" packages={[{ id: 1, title: "Mara Migration" }]} {...props} />
      </QueryClientProvider>
    </WithLanguage>,
  );
}

const options = () => [...(screen.getByLabelText("Package") as HTMLSelectElement).options].map((o) => o.textContent);
const posts = () => calls.filter((c) => c.method === "POST");

function fillRequired() {
  fireEvent.change(screen.getByLabelText(/^Full name/), { target: { value: "Amani Wekesa" } });
  fireEvent.change(screen.getByLabelText(/^Email/), { target: { value: "amani@traveller.example" } });
  fireEvent.click(screen.getByLabelText(CONSENT_LABEL));
}

describe("the package dropdown", () => {
  it("lists the server's options, and every package's name once the visitor is on the form, alphabetically, asked for once", async () => {
    renderForm();
    expect(options()).toEqual(["No specific package", "Mara Migration"]);
    expect(calls.some((c) => c.path === "/api/v1/packages/titles/")).toBe(false);
    fireEvent.focus(screen.getByLabelText(/^Full name/));
    await waitFor(() => expect(options()).toEqual(["No specific package", "Amboseli Elephants", "Mara Migration", "Zanzibar Shores"]));
    fireEvent.focus(screen.getByLabelText(/^Email/));
    expect(calls.filter((c) => c.path === "/api/v1/packages/titles/")).toHaveLength(1);
  });
});

describe("sending", () => {
  it("refuses an empty form with the schema's messages, focuses the first field, and clears a field's message as it is typed in", async () => {
    renderForm();
    fireEvent.click(screen.getByRole("button", { name: INQUIRY_TEXT.submit }));
    const name = screen.getByLabelText(/^Full name/);
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(document.activeElement).toBe(name);
    expect(screen.getByLabelText(/^Email/).getAttribute("aria-invalid")).toBe("true");
    expect(posts()).toEqual([]);
    fireEvent.change(name, { target: { value: "Amani" } });
    expect(name.getAttribute("aria-invalid")).toBeNull();
  });

  it("posts SPEC §5's payload once, however often Send is clicked, and confirms with the reference and the server's deposit terms", async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    answers["/api/v1/inquiries/"] = async () => {
      await held;
      return json({ id: 12, reference: "TH-00012", deposit_terms: "A deposit of 25% holds the dates." }, 201);
    };
    const onSuccess = vi.fn();
    renderForm({ onSuccess, serviceId: 4 });
    await waitFor(() => expect(calls.some((c) => c.path === "/api/v1/inquiries/form-token/")).toBe(true));
    fillRequired();
    const send = screen.getByRole("button", { name: INQUIRY_TEXT.submit });
    fireEvent.click(send);
    await waitFor(() => expect(screen.getByRole("button", { name: INQUIRY_TEXT.submitting })).toBeTruthy());
    fireEvent.click(screen.getByRole("button", { name: INQUIRY_TEXT.submitting }));
    release();
    const panel = await screen.findByTestId("inquiry-success");
    expect(posts()).toHaveLength(1);
    expect(posts()[0]!.path).toBe("/api/v1/inquiries/");
    expect(posts()[0]!.body).toMatchObject({
      full_name: "Amani Wekesa",
      email: "amani@traveller.example",
      source_page: "contact",
      form_token: "token-1",
      service: 4,
    });
    expect(panel.textContent).toContain("TH-00012");
    expect(panel.textContent).toContain("A deposit of 25% holds the dates.");
    expect(onSuccess).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole("button", { name: INQUIRY_TEXT.submitAnother }));
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe("");
  });

  it("shows the fields the server refused and says the send failed, keeping what was typed", async () => {
    answers["/api/v1/inquiries/"] = () => json({ errors: { email: "That address cannot receive email." } }, 400);
    renderForm();
    fillRequired();
    fireEvent.click(screen.getByRole("button", { name: INQUIRY_TEXT.submit }));
    await screen.findByText(INQUIRY_TEXT.failed);
    expect(screen.getByText("That address cannot receive email.")).toBeTruthy();
    expect((screen.getByLabelText(/^Full name/) as HTMLInputElement).value).toBe("Amani Wekesa");
  });

  it("starts from what the server answered to a form sent without JavaScript", () => {
    const serverResult: InquiryServerResult = {
      ok: false,
      errors: { full_name: "Please enter your name." },
      values: { full_name: "", email: "kept@traveller.example", phone: "", message: "Kept", residency: "", budget_tier: "", start_date: "", end_date: "", pax_adults: "2", pax_children: "0", children_ages: [], package: "", consent: true },
      message: INQUIRY_TEXT.failed,
    };
    renderForm({ serverResult });
    expect(screen.getByText("Please enter your name.")).toBeTruthy();
    expect((screen.getByLabelText(/^Email/) as HTMLInputElement).value).toBe("kept@traveller.example");
    expect(screen.getByText(INQUIRY_TEXT.failed)).toBeTruthy();
  });
});

/** The German catalogue, compiled from its .po as the site's server loads it (app/lib/i18n/catalogs.server.ts). */
// The form's catalogue and the shell's (residency and tier names), as the root hands a page both.
const de = Object.assign({}, ...Object.values(import.meta.glob<{ messages: Messages }>("../locales/de/{forms,shell}.po", { eager: true })).map((c) => c.messages)) as Messages;

const german = () => ({ locale: "de" as const, messages: de });

describe("in German (issue 29)", () => {

  it("labels the fields, and shows the schema's messages in German after an empty send", async () => {
    renderForm({}, german());
    const name = screen.getByLabelText(/^Vollständiger Name/);
    expect(screen.getByLabelText(/^Wohnsitz/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Anfrage senden" }));
    await waitFor(() => expect(name.getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("Bitte geben Sie Ihren vollständigen Namen ein.")).toBeTruthy();
    expect(screen.getByText("Bitte geben Sie Ihre E-Mail-Adresse ein.")).toBeTruthy();
    expect(screen.queryByText("Please enter your full name.")).toBeNull();
    expect(posts()).toEqual([]);
  });

  it("shows translated residency labels while posting the same codes", () => {
    renderForm({}, german());
    const residency = screen.getByLabelText(/^Wohnsitz/) as HTMLSelectElement;
    expect([...residency.options].map((o) => [o.value, o.textContent])).toEqual([
      // The site's one wording of the residencies (app/lib/i18n/domain-labels.ts), as cards and the booking panel show them.
      ["", "Wohnsitz wählen"],
      ["residents", "Einwohner Kenias"],
      ["east_africans", "Einwohner Ostafrikas"],
      ["non_residents", "Internationale Gäste"],
    ]);
  });

  it("translates what the server answered to a form sent without JavaScript, and keeps a message it does not know in English", () => {
    const serverResult: InquiryServerResult = {
      ok: false,
      errors: { email: "Please enter a valid email address.", phone: "That number is on a list we cannot call." },
      values: { full_name: "Amani", email: "x", phone: "1", message: "", residency: "", budget_tier: "", start_date: "", end_date: "", pax_adults: "1", pax_children: "0", children_ages: [], package: "", consent: true },
      message: INQUIRY_TEXT.failed,
    };
    renderForm({ serverResult }, german());
    expect(screen.getByText("Bitte geben Sie eine gültige E-Mail-Adresse ein.")).toBeTruthy();
    expect(screen.getByText("That number is on a list we cannot call.")).toBeTruthy();
    expect(screen.getByText("Senden fehlgeschlagen. Bitte versuchen Sie es erneut.")).toBeTruthy();
  });
});

describe("the confirmation in German and in English", () => {
  const sent: InquiryServerResult = {
    ok: true,
    reference: "TH-00042",
    depositTerms: depositTermsNotice({ ...BOOKING_TERMS, depositPercent: 30, depositDueDaysAfterAcceptance: 1 }),
    values: { full_name: "Amani", email: "amani@traveller.example", phone: "", message: "", residency: "non_residents", budget_tier: "comfort", start_date: "", end_date: "", pax_adults: "2", pax_children: "1", children_ages: ["7"], package: "", consent: true },
  };

  it("says the summary, the next steps and the owner's deposit terms in German", () => {
    renderForm({ serverResult: sent }, german());
    const panel = screen.getByTestId("inquiry-success");
    expect(panel.textContent).toContain("Vielen Dank!");
    expect(screen.getByTestId("inquiry-reference").textContent).toBe("TH-00042");
    const summary = screen.getByTestId("inquiry-summary").textContent;
    expect(summary).toContain("2 Erwachsene, 1 Kind (Alter: 7)");
    expect(summary).toContain("Internationale Gäste");
    expect(summary).toContain("Komfort");
    expect(screen.getByTestId("inquiry-next-steps").textContent).toContain("Eine Anzahlung von 30 % bestätigt Ihre Buchung");
    expect(screen.getByTestId("inquiry-next-steps").textContent).toContain("innerhalb von 1 Tag nach Annahme des Angebots");
  });

  it("keeps English word for word, and a deposit sentence of another shape as it came", () => {
    renderForm({ serverResult: { ...sent, depositTerms: undefined } });
    expect(screen.getByTestId("inquiry-summary").textContent).toContain("2 adults, 1 child (age 7)");
    expect(screen.getByTestId("inquiry-next-steps").textContent).toContain(DEPOSIT_TERMS);
    cleanup();
    renderForm({ serverResult: { ...sent, depositTerms: "A deposit of 25% holds the dates." } }, german());
    expect(screen.getByTestId("inquiry-next-steps").textContent).toContain("A deposit of 25% holds the dates.");
  });
});

describe("the error table", () => {
  it("knows the schema's messages for what the form lets a visitor get wrong", () => {
    const bad = [
      {},
      { full_name: "x".repeat(121), email: "a".repeat(250) + "@b.example", consent: true },
      { full_name: "A", email: "nope", phone: "abc", consent: true, residency: "mars", budget_tier: "gold", package: "x" },
      { full_name: "A", email: "a@b.example", consent: true, phone: "1".repeat(41), message: "m".repeat(5001) },
      { full_name: "A", email: "a@b.example", consent: true, start_date: "2031-02-30", end_date: "2031-13-01" },
      { full_name: "A", email: "a@b.example", consent: true, start_date: "2031-02-03", end_date: "2031-02-01" },
      { full_name: "A", email: "a@b.example", consent: true, pax_adults: 0, pax_children: -1 },
      { full_name: "A", email: "a@b.example", consent: true, pax_adults: 1.5, pax_children: 501 },
      { full_name: "A", email: "a@b.example", consent: true, pax_adults: "x", pax_children: 1.5 },
      { full_name: "A", email: "a@b.example", consent: true, pax_adults: 501, pax_children: "x" },
      { full_name: "A", email: "a@b.example", consent: true, pax_children: 3, children_ages: [18, 1.5, "x"] },
      { full_name: "A", email: "a@b.example", consent: true, pax_children: 0, children_ages: [4] },
    ];
    const unknown = new Set<string>();
    for (const input of bad) {
      const result = validateInquiry(input);
      if (result.ok) throw new Error(`expected ${JSON.stringify(input)} to be refused`);
      for (const [field, message] of Object.entries(result.errors)) if (!KNOWN_FIELD_MESSAGES.includes(message)) unknown.add(`${field}: ${message}`);
    }
    expect([...unknown]).toEqual([]);
  });
});
