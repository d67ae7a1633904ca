/**
 * Icons only other pages draw, kept apart from icons.tsx so that the home page's first load carries
 * just the icons the shell and the home page show (the first-load JavaScript guard, bench/budgets.ts):
 * one module of icons went whole into the home page's shared chunk. An icon the header, footer or
 * home page needs belongs in icons.tsx.
 */
import { lineIcon, solidIcon } from "./icons.tsx";

export const ArrowLeftIcon = lineIcon("ArrowLeftIcon", <path d="M19 12H5M11.5 5.5L5 12l6.5 6.5" />);
export const ExternalLinkIcon = lineIcon(
  "ExternalLinkIcon",
  <>
    <path d="M14 4h6v6M20 4l-9 9" />
    <path d="M18 14v4.5A1.5 1.5 0 0 1 16.5 20h-11A1.5 1.5 0 0 1 4 18.5v-11A1.5 1.5 0 0 1 5.5 6H10" />
  </>,
);
export const DownloadIcon = lineIcon("DownloadIcon", <path d="M12 4v11M7 10.5l5 5 5-5M5 19.5h14" />);

export const CalendarIcon = lineIcon(
  "CalendarIcon",
  <>
    <rect x="3.5" y="5" width="17" height="15" rx="2" />
    <path d="M3.5 10h17M8 3v4M16 3v4" />
  </>,
);
export const InfoIcon = lineIcon(
  "InfoIcon",
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 11v5.5M12 7.6v.1" />
  </>,
);
export const QuoteIcon = solidIcon(
  "QuoteIcon",
  <path d="M4 17.5c0-4.6 1.7-8.2 5.5-10.5l1 1.5C8.3 10 7.4 11.6 7.2 13.5H10V19H4v-1.5zm10 0c0-4.6 1.7-8.2 5.5-10.5l1 1.5c-2.2 1.5-3.1 3.1-3.3 5H20V19h-6v-1.5z" />,
);
export const PlaneIcon = lineIcon(
  "PlaneIcon",
  <path d="M10.5 13.5L4 11l1.3-1.3 7.2.7 4.3-4.3a2 2 0 0 1 2.8 2.8l-4.3 4.3.7 7.2L14.7 21l-2.5-6.5-3.2 3.2.3 2.3-1.3 1.3-1.7-3.3L3 16.3l1.3-1.3 2.3.3 3.9-1.8z" />,
);
export const BinocularsIcon = lineIcon(
  "BinocularsIcon",
  <>
    <circle cx="6.5" cy="15.5" r="3.5" />
    <circle cx="17.5" cy="15.5" r="3.5" />
    <path d="M10 15.5h4M4 13l2-8h3l1 7M20 13l-2-8h-3l-1 7" />
  </>,
);
export const HeartIcon = lineIcon(
  "HeartIcon",
  <path d="M12 20s-7.5-4.6-7.5-10.2A4.3 4.3 0 0 1 12 7.3a4.3 4.3 0 0 1 7.5 2.5C19.5 15.4 12 20 12 20z" />,
);
export const SunIcon = lineIcon(
  "SunIcon",
  <>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
  </>,
);
export const MountainIcon = lineIcon("MountainIcon", <path d="M2.5 19.5L9 8l3.5 6 2.5-3.5 6.5 9H2.5zM7.3 11l1.7 1.5 1.6-1.2" />);
export const CrossIcon = lineIcon("CrossIcon", <path d="M12 3v18M6.5 8.5h11" />);
export const CarIcon = lineIcon(
  "CarIcon",
  <>
    <path d="M4 16.5V12l2-5h12l2 5v4.5H4z" />
    <path d="M4 12h16M5 16.5v2M19 16.5v2" />
    <circle cx="8" cy="14.2" r=".6" />
    <circle cx="16" cy="14.2" r=".6" />
  </>,
);
export const HotelIcon = lineIcon(
  "HotelIcon",
  <>
    <path d="M3 19.5V6.5M3 15h18v4.5M21 15v-3a3 3 0 0 0-3-3h-7v6" />
    <circle cx="7" cy="11.5" r="1.8" />
  </>,
);
export const ShieldIcon = lineIcon(
  "ShieldIcon",
  <>
    <path d="M12 3.5l7.5 3v5.3c0 4.4-3.2 7.6-7.5 8.7-4.3-1.1-7.5-4.3-7.5-8.7V6.5l7.5-3z" />
    <path d="M8.8 12l2.2 2.2 4.2-4.4" />
  </>,
);
export const LeafIcon = lineIcon(
  "LeafIcon",
  <path d="M5 19c0-8 5-13.5 14.5-14 0 9.5-5.5 14.5-13.5 14.5M5 19l7-7" />,
);
export const SparklesIcon = lineIcon(
  "SparklesIcon",
  <path d="M12 3.5l1.8 5 5 1.8-5 1.8-1.8 5-1.8-5-5-1.8 5-1.8 1.8-5zM18.5 15.5l.8 2 2 .8-2 .8-.8 2-.8-2-2-.8 2-.8.8-2z" />,
);

