/**
 * Static content records of SPEC §3 ("no server"): the copy of the about,
 * travel management and info pages lives in app/content/pages as plain data
 * so pages stay thin and the wording can be reviewed in one place.
 */

export type FeatureIconName =
  | "plane"
  | "hotel"
  | "calendar"
  | "users"
  | "car"
  | "shield"
  | "passport"
  | "clock"
  | "wallet"
  | "percent"
  | "chart"
  | "receipt"
  | "globe"
  | "book"
  | "leaf"
  | "heart"
  | "handshake"
  | "utensils"
  | "star"
  | "compass"
  | "map"
  | "graduation"
  | "sprout"
  | "coins"
  | "lock"
  | "check"
  | "award"
  | "target"
  | "eye"
  | "sparkles"
  | "bus"
  | "trending"
  | "headset"
  | "briefcase"
  | "mountain"
  | "school"
  | "medal";

/** Service card: title, icon, description, optional additionalInfo. */
export interface ServiceCard {
  title: string;
  icon: FeatureIconName;
  description: string;
  additionalInfo?: string;
}

/** Why-choose card: title, icon, description. */
export interface WhyChooseCard {
  title: string;
  icon: FeatureIconName;
  description: string;
}

/** Testimonial: name, role, quote. */
export interface Testimonial {
  name: string;
  role: string;
  quote: string;
}

/** Problem card: number, problem, issue, solution, icon. */
export interface ProblemCard {
  number: number;
  problem: string;
  issue: string;
  solution: string;
  icon: FeatureIconName;
}

/** Impact area: title, icon, colour (a key of the card palette), plus what we do there. */
export interface ImpactArea {
  title: string;
  icon: FeatureIconName;
  color: ImpactColor;
  description: string;
}
export type ImpactColor = "amber" | "emerald" | "teal" | "rose" | "indigo";

/** Fact: percentage, description, icon (and where the figure comes from). */
export interface Fact {
  percentage: string;
  description: string;
  icon: FeatureIconName;
  source: string;
}

export interface Stat {
  value: string;
  label: string;
  icon: FeatureIconName;
}

export interface Faq {
  question: string;
  /** Paragraphs of plain text. */
  answer: string[];
}

export interface TermsSection {
  id: string;
  title: string;
  paragraphs?: string[];
  items?: string[];
  /** Ordered steps (the booking flow). */
  steps?: { title: string; text: string }[];
}
