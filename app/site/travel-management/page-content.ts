/**
 * What a travel management page (SPEC §2: corporate, student) is made of: its meta, its hero and
 * its blocks in order. Each page's file (corporate.ts, student.ts) fills this from its copy in
 * app/content/pages; TravelManagementPage draws it. The class strings a block carries are the
 * layout the two pages do not share (column widths, list grids, tones).
 */
import type { Fact, ImpactArea, ProblemCard, ServiceCard, Testimonial, WhyChooseCard } from "#app/content/pages/types.ts";
import type { SectionTone } from "#app/components/section.tsx";
import type { I18n, MessageDescriptor } from "@lingui/core";

/** A text on the page: the page's own words (a message, read in the page's language) or copy given as it is. */
export type Text = string | MessageDescriptor;

/** A Text in the page's language. */
export function textIn(i18n: I18n, text: Text): string {
  return typeof text === "string" ? text : i18n._(text);
}

/** A button: the page's proposal PDF, or /contact in this tab or (`newTab`) a new one. */
export interface PageAction {
  to: "proposal" | "contact" | "contact-new-tab";
  label: Text;
  style: "light" | "ghostLight";
  /** An arrow after the label (a link onward in this tab). */
  arrow?: boolean;
}

/** A block of Section's heading over a list of cards, one kind of card per list. */
export type CardList = {
  kind: "list";
  id: string;
  eyebrow: Text;
  /** Given the company's name (empty when none is set). */
  title: Text | ((companyName: string) => Text);
  intro?: Text;
  tone: SectionTone;
  ordered?: boolean;
  className: string;
  testId: string;
} & (
  | { card: "feature"; items: ServiceCard[]; numbered?: boolean }
  | { card: "testimonial"; items: Testimonial[] }
  | { card: "problem"; items: ProblemCard[] }
  | { card: "impact"; items: ImpactArea[] }
  | { card: "step"; items: WhyChooseCard[] }
);

/** Text beside a list of ticked points or of the company's accreditations. */
export interface SplitBlock {
  kind: "split";
  id: string;
  eyebrow: Text;
  heading: Text;
  paragraphs: string[];
  sectionClassName: string;
  gridClassName: string;
  headingClassName: string;
  aside: { points: string[]; className: string; itemClassName: string } | "accreditations";
}

export type Block =
  | CardList
  | SplitBlock
  /** Cards under a hidden heading, lifted over the hero's foot. */
  | { kind: "overview"; cards: WhyChooseCard[] }
  /** On the dark band: why it matters beside one research figure. */
  | { kind: "challenge"; eyebrow: Text; heading: Text; paragraphs: string[]; fact: Fact }
  | { kind: "mission"; mission: string; vision: string }
  | { kind: "research"; heading: Text; facts: Fact[] }
  | { kind: "cta"; heading: string; text: string; actions: PageAction[]; panelClassName: string; textClassName: string };

export interface TravelManagementContent {
  path: string;
  /** The last breadcrumb. */
  crumb: Text;
  /** For search engines and link previews; the title is the hero's. */
  description: Text;
  hero: { title: Text; subtitle: Text; imageKey: string; imageAlt: Text; actions: PageAction[] };
  proposalPdf: string;
  blocks: Block[];
}
