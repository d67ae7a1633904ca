// @vitest-environment happy-dom
/**
 * The quote builder as components (issue 25 item 6): the route's page with its parts (quote-tracking,
 * price-comparison, quote-lines, use-row-focus), on a quote built here in the console's shape. The
 * browser tests (tests/e2e/console-quotes.test.ts, with and without JavaScript) drive the same page in
 * Chromium against the real server; these pin what the page does with what it is given.
 */
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { BOOKING_TERMS } from "#domain/booking-terms.ts";
import type { QuoteOptionPreview, QuoteView } from "#domain/quotes/console-context.ts";
import type { QuoteDocument, QuoteOption } from "#domain/quotes/document.ts";
import { documentToValues } from "#domain/quotes/builder-form.ts";
import QuoteBuilder from "./builder.tsx";

const day = (title: string) => ({ title, places: ["Naivasha"], overnight: "Lake Camp", meals: ["breakfast" as const], description_html: "<p>On the water.</p>" });

function option(id: string, title: string, more: Partial<QuoteOption> = {}): QuoteOption {
  return {
    id,
    title,
    packageId: 7,
    packageTitle: "Lake Trail",
    tierId: 70,
    tierName: "Comfort",
    days: [day("Arrive by the lake"), day("Boat at dawn")],
    inclusions: ["Park fees"],
    exclusions: ["Flights"],
    lines: [
      { key: "adult:Long:sharing", kind: "adult_sharing" as never, label: "2 adults sharing", quantity: 2, priced: 12_000_000, override: null },
      { key: "x1", kind: "extra", label: "Airport transfer", quantity: 1, priced: 450_000, override: null },
    ],
    discount: 0,
    priceNote: null,
    ...more,
  };
}

function preview(o: QuoteOption, total: number, onAcceptance = false): QuoteOptionPreview {
  return {
    id: o.id,
    title: o.title,
    lines: o.lines.map((l) => ({ ...l, amount: l.priced })),
    subtotal: total,
    discount: 0,
    total,
    schedule: { deposit: { amount: total / 2, dueDate: "2027-02-08", onAcceptance }, balance: { amount: total / 2, dueDate: "2027-02-11" } },
    priceNote: null,
    nightsNote: null,
    overridesFromAnotherTier: [],
  };
}

function quote(more: Partial<QuoteView> = {}, options: QuoteOption[] = [option("o1", "Comfort")]): QuoteView {
  const document: QuoteDocument = {
    travellerName: "Wanjiru Test",
    residency: "residents",
    party: { adults: 2, childAges: [] },
    startDate: "2027-03-13",
    endDate: "2027-03-15",
    currency: "KES",
    validityDays: 14,
    message: "Karibu.",
    options,
  };
  return {
    id: 5,
    inquiryId: 9,
    reference: "TH-00009",
    travellerEmail: "wanjiru@tests.example",
    locale: "en",
    state: "draft",
    current: { version: 1, status: "draft" },
    document,
    previews: options.map((o) => preview(o, 12_450_000)),
    bookingTerms: BOOKING_TERMS,
    versions: [{ version: 1, status: "draft", updatedAt: "2027-01-02T08:00:00.000Z", updatedByEmail: "agent@tests.example", sentAt: null, sentByEmail: null, issuedOn: null, validUntil: null }],
    link: null,
    whatsappUrl: null,
    firstOpenedAt: null,
    lastOpenedAt: null,
    openCount: 0,
    accepted: null,
    amendment: null,
    requests: [],
    ...more,
  };
}

const CHOICES = [{ packageId: 7, packageTitle: "Lake Trail", archived: false, tiers: [{ id: 70, name: "Comfort", audience: "" }] }];

function renderBuilder(view: QuoteView) {
  const Stub = createRoutesStub([
    {
      path: "/console/quotes/:id",
      Component: QuoteBuilder,
      HydrateFallback: () => null,
      loader: () => ({ view, choices: CHOICES, values: documentToValues(view.document), done: null, once: "00000000-0000-4000-8000-000000000000" }),
    },
  ]);
  render(<Stub initialEntries={[`/console/quotes/${view.id}`]} />);
  return screen.findByRole("form", { name: "Quote" });
}

afterEach(cleanup);

describe("the quote builder", () => {
  it("shows a draft's trip, its option's days and lines, and its price side by side", async () => {
    const form = await renderBuilder(quote());
    expect((within(form).getByLabelText("Traveller's name") as HTMLInputElement).value).toBe("Wanjiru Test");
    expect(within(form).getAllByTestId("quote-day")).toHaveLength(2);
    expect((within(form).getByLabelText("Day 2 heading") as HTMLInputElement).value).toBe("Boat at dawn");
    const lines = within(form).getAllByTestId("quote-line");
    expect(lines.map((l) => l.textContent)).toEqual([expect.stringContaining("2 adults sharing"), expect.stringContaining("Added by hand")]);
    // The rates' line shows what they give, in major units as the amount is typed.
    expect(lines[0]!.textContent).toContain("120000");
    const totals = screen.getByTestId("option-totals");
    expect(totals.textContent).toContain("KES 124,500");
    expect(totals.textContent).toContain(`${BOOKING_TERMS.depositDueDaysAfterAcceptance} days after acceptance`);
    expect(screen.getByText(/Not sent yet/)).toBeTruthy();
    // One option: it cannot be removed.
    expect(within(form).queryByRole("button", { name: /^Remove option/ })).toBeNull();
  });

  it("adds a day in place, focusing its heading, and removes a hand-added line, focusing Add a line", async () => {
    const form = await renderBuilder(quote());
    fireEvent.click(within(form).getByRole("button", { name: "Add a day to option 1" }));
    await waitFor(() => expect(within(form).getAllByTestId("quote-day")).toHaveLength(3));
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByLabelText("Day 3 heading")));
    fireEvent.click(within(form).getByRole("button", { name: "Remove line 2" }));
    await waitFor(() => expect(within(form).getAllByTestId("quote-line")).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(within(form).getByRole("button", { name: "Add a line to option 1" })));
  });

  it("moves a day down: its heading and contents go with it", async () => {
    const form = await renderBuilder(quote());
    fireEvent.click(within(form).getByRole("button", { name: /^Move day 1 down/ }));
    await waitFor(() => expect((within(form).getByLabelText("Day 1 heading") as HTMLInputElement).value).toBe("Boat at dawn"));
    expect((within(form).getByLabelText("Day 2 heading") as HTMLInputElement).value).toBe("Arrive by the lake");
  });

  it("with two options, each can be removed; the rates' line is fixed and its override says who typed it", async () => {
    const overridden = option("o1", "Comfort");
    overridden.lines[0] = { ...overridden.lines[0]!, override: { amount: 11_000_000, byId: "u1", byEmail: "agent@tests.example", at: "2027-01-02T09:00:00.000Z", tierId: 70 } as never };
    const form = await renderBuilder(quote({}, [overridden, option("o2", "Premier", { tierId: 71 })]));
    expect(within(form).getAllByTestId("quote-option")).toHaveLength(2);
    expect(within(form).getByRole("button", { name: "Remove option 2" })).toBeTruthy();
    const first = within(form).getAllByTestId("quote-line")[0]!;
    expect(first.textContent).toMatch(/Changed from KES 120,000 by agent@tests\.example/);
    // Only hand-added lines have a label to type and a Remove button.
    expect(within(first).queryByRole("button")).toBeNull();
    fireEvent.click(within(form).getByRole("button", { name: "Remove option 2" }));
    await waitFor(() => expect(within(form).getAllByTestId("quote-option")).toHaveLength(1));
  });

  it("once sent and opened: the link, the WhatsApp button, the opening count, what the traveller asked, and the frozen version", async () => {
    await renderBuilder(
      quote({
        state: "opened" as never,
        current: { version: 1, status: "sent" },
        link: "https://safaris.example/quotes/abc",
        whatsappUrl: "https://wa.me/254700000000?text=x",
        firstOpenedAt: "2027-01-03T10:00:00.000Z",
        lastOpenedAt: "2027-01-04T10:00:00.000Z",
        openCount: 2,
        requests: [{ kind: "changes", version: 1, message: "Could we add a night?", createdAt: "2027-01-04T11:00:00.000Z" }],
      }),
    );
    expect(screen.getByTestId("quote-link").textContent).toBe("https://safaris.example/quotes/abc");
    expect(screen.getByRole("link", { name: "Send the link on WhatsApp" }).getAttribute("href")).toBe("https://wa.me/254700000000?text=x");
    expect(screen.getByTestId("quote-opened").textContent).toMatch(/\(2 times\)$/);
    expect(screen.getByText("Could we add a night?")).toBeTruthy();
    expect(screen.getByText(/was sent and is frozen/)).toBeTruthy();
    expect(screen.getByRole("button", { name: "Save as version 2" })).toBeTruthy();
  });

  it("a deposit due on acceptance says so", async () => {
    const o = option("o1", "Comfort");
    await renderBuilder(quote({ previews: [preview(o, 12_450_000, true)] }, [o]));
    expect(screen.getByTestId("option-totals").textContent).toContain("on acceptance (departure is near)");
  });
});
