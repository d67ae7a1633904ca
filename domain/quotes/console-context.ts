/** What the console's quote builder may ask of the server (server/services/quotes/quotes-console.ts). */
import type { Locale } from "../locales.ts";
import type { BookingTerms } from "../booking-terms.ts";
import type { ConsoleResult } from "../staff-context.ts";
import type { QuoteDocument } from "./document.ts";
import type { QuoteState } from "./presented-quote.ts";
import type { ListedState, QuoteListQuery } from "./quote-list.ts";
import type { PaymentSchedule, QuoteLine } from "./pricing.ts";
import type { VersionStatus } from "./versions.ts";

export interface PackageTierChoice {
  packageId: number;
  packageTitle: string;
  /** Taken off the site (decision 0023): still quotable, marked so in the list. */
  archived: boolean;
  /** `audience`: who the tier is sold to ("Kenya Residents"), "" for everyone (issue 24). */
  tiers: Array<{ id: number; name: string; audience: string }>;
}

export interface QuoteVersionSummary {
  version: number;
  status: VersionStatus;
  updatedAt: string;
  updatedByEmail: string | null;
  sentAt: string | null;
  sentByEmail: string | null;
  issuedOn: string | null;
  validUntil: string | null;
}

/** An option's money as staff see it: every line with its override and who made it. */
export interface QuoteOptionPreview {
  id: string;
  title: string;
  lines: Array<QuoteLine & { amount: number }>;
  subtotal: number;
  discount: number;
  total: number;
  schedule: PaymentSchedule;
  priceNote: string | null;
  /** The nights priced are not the package's length (issue 24). */
  nightsNote: string | null;
  /** Keys of the lines whose override was typed against another tier than the option's (issue 24). */
  overridesFromAnotherTier: string[];
}

/** What a traveller asked of a quote: changes to it, or a fresh one (table quote_requests, `kind`). */
export const QUOTE_REQUEST_KINDS = ["changes", "fresh"] as const;
export type QuoteRequestKind = (typeof QUOTE_REQUEST_KINDS)[number];

export interface QuoteRequestView {
  kind: QuoteRequestKind;
  version: number;
  message: string | null;
  createdAt: string;
}

export interface QuoteView {
  id: number;
  inquiryId: number;
  /** "TH-00042" */
  reference: string;
  travellerEmail: string;
  /** The language the traveller's quote, its emails and PDF are in: the inquiry's (decision 0077). */
  locale: Locale;
  /** The state of the newest sent version, or "draft" before the first send. */
  state: QuoteState | "draft";
  /** The newest version: the draft being edited, or the sent one (editing it makes the next draft). */
  current: { version: number; status: VersionStatus };
  document: QuoteDocument;
  previews: QuoteOptionPreview[];
  /** THE booking terms the previews were computed with (issue 26). */
  bookingTerms: BookingTerms;
  versions: QuoteVersionSummary[];
  /** The traveller's link, once a version was sent. */
  link: string | null;
  /** wa.me link with a prefilled message holding the link, when the inquiry has a phone number and a version was sent. */
  whatsappUrl: string | null;
  firstOpenedAt: string | null;
  lastOpenedAt: string | null;
  openCount: number;
  accepted: { version: number; optionId: string; optionTitle: string | null; at: string } | null;
  /**
   * Issue 24: once a version is accepted the quote is locked; a change is an amendment, saved and
   * sent only when staff say so (`amendment` field). The amendment's version, once one exists.
   */
  amendment: { version: number; status: VersionStatus } | null;
  requests: QuoteRequestView[];
}

export interface QuoteSummary {
  id: number;
  version: number;
  state: QuoteState | "draft";
  sentAt: string | null;
  firstOpenedAt: string | null;
  lastOpenedAt: string | null;
}

/** The content of a package tier, to fill an option (days, inclusions, exclusions). */
export interface TierContent {
  packageTitle: string;
  /** The package's length in days, to warn when the nights priced differ (issue 24). */
  durationDays: number;
  tierName: string;
  days: QuoteDocument["options"][number]["days"];
  inclusions: string[];
  exclusions: string[];
}

/** Every method requires `quotes:write` (sales, owners); others get a 403 Response thrown. */
/** The open pipeline in one currency (decision 0065): integer minor units, cheapest to dearest options. */
export interface PipelineFigure {
  currency: string;
  low: number;
  high: number;
  quotes: number;
}

/** A row of the quotes list (issue 28 item 4). */
export interface QuoteListRow {
  id: number;
  inquiryId: number;
  /** The inquiry's reference, "TH-00042". */
  reference: string;
  /** Null once the traveller's personal data was erased. */
  travellerName: string | null;
  state: ListedState;
  /** Open, and its last valid day is within three days. */
  expiring: boolean;
  /** The newest sent version's last valid day while the quote is open or expired; null otherwise. */
  validUntil: string | null;
  /** Minor units: the cheapest and the dearest option (equal once accepted); null before any price. */
  value: { low: number; high: number; currency: string } | null;
  /** The inquiry's owner; null when nobody owns it. */
  ownerName: string | null;
  lastActivityAt: string | null;
}

export interface QuoteListPage {
  rows: QuoteListRow[];
  /** Matches, up to 1,001: `capped` says there are more than 1,000. */
  total: number;
  capped: boolean;
  pageSize: number;
  /** The office day the states were read for ("YYYY-MM-DD"). */
  today: string;
}

export interface QuotesConsole {
  /** Every quote by state, a page of them (readers of quotes, viewers included). */
  list(query: QuoteListQuery): Promise<QuoteListPage>;
  /** The value of the quotes travellers can still accept, per currency (the dashboard). */
  pipeline(): Promise<PipelineFigure[]>;
  /** A new quote for the inquiry with a draft version 1 filled from it. */
  createFromInquiry(inquiryId: number): Promise<ConsoleResult<{ id: number }>>;
  get(id: number): Promise<QuoteView | null>;
  forInquiry(inquiryId: number): Promise<QuoteSummary[]>;
  choices(): Promise<PackageTierChoice[]>;
  tierContent(packageId: number, tierId: number): Promise<TierContent | null>;
  /** Saves the builder's fields as the draft (a sent version makes the next version). */
  save(id: number, values: Record<string, string>): Promise<ConsoleResult<{ version: number }>>;
  /** Saves, then sends the draft: frozen, emailed to the traveller through the outbox. */
  send(id: number, values: Record<string, string>): Promise<ConsoleResult<{ version: number }>>;
}
