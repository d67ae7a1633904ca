/**
 * What a travel management page (SPEC §2: corporate, student) is made of: its meta, its hero and
 * its blocks in order. Each page's file (corporate.ts, student.ts) fills this from its copy in
 * app/content/pages; TravelManagementPage draws it. The class strings a block carries are the
 * layout the two pages do not share (column widths, list grids, tones).
 */
import type { Fact, ImpactArea, ProblemCard, ServiceCard, Testimonial, WhyChooseCard } from "#app/content/pages/types.ts";
import type { SectionTone } from "#app/components/section.tsx";

/** A button: the page's proposal PDF, or /contact in this tab or (`newTab`) a new one. */
export interface PageAction {
  to: "proposal" | "contact" | "contact-new-tab";
  label: string;
  style: "light" | "ghostLight";
  /** An arrow after the label (a link onward in this tab). */
  arrow?: boolean;
}

/** A block of Section's heading over a list of cards, one kind of card per list. */
export type CardList = {
  kind: "list";
  id: string;
  eyebrow: string;
  /** Given the company's name (empty when none is set). */
  title: string | ((companyName: string) => string);
  intro?: string;
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
  eyebrow: string;
  heading: string;
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
  | { kind: "challenge"; eyebrow: string; heading: string; paragraphs: string[]; fact: Fact }
  | { kind: "mission"; mission: string; vision: string }
  | { kind: "research"; heading: string; facts: Fact[] }
  | { kind: "cta"; heading: string; text: string; actions: PageAction[]; panelClassName: string; textClassName: string };

export interface TravelManagementContent {
  path: string;
  /** The last breadcrumb. */
  crumb: string;
  /** For search engines and link previews; the title is the hero's. */
  description: string;
  hero: { title: string; subtitle: string; imageKey: string; imageAlt: string; actions: PageAction[] };
  proposalPdf: string;
  blocks: Block[];
}
