/** What the console's "Site speed" page reads (decision 0058): owners and editors (`site-speed:read`). */

export interface Figure {
  /** The 75th percentile, from the bucket counts (ms; CLS unitless); null without visits. */
  p75: number | null;
  /** Visits behind the figure. */
  visits: number;
}

export interface SiteSpeedRow {
  route: string;
  /** A device class, or "all". */
  device: string;
  LCP: Figure;
  INP: Figure;
  CLS: Figure;
}

export interface SiteSpeedElement {
  route: string;
  metric: "LCP" | "INP";
  /** A sanitised CSS selector of the element. */
  selector: string;
  /** Slow visits (worse than Google's "good" limit) that named it. */
  slowVisits: number;
}

export interface SiteSpeedTrendDay {
  day: string;
  LCP: Figure;
  INP: Figure;
  CLS: Figure;
}

export interface SiteSpeedReport {
  from: string;
  to: string;
  /** The route the trend is for; null: every route. */
  route: string | null;
  figures: SiteSpeedRow[];
  elements: SiteSpeedElement[];
  trend: SiteSpeedTrendDay[];
}

export interface SiteSpeedConsole {
  /** Checks `site-speed:read`; `route` narrows the trend to one route pattern. */
  report(route?: string): Promise<SiteSpeedReport & { routes: string[] }>;
}
