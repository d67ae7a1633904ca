/**
 * Inline SVG icons (no icon font, no third-party requests). Every icon is
 * decorative by default (aria-hidden); give it a `title` to make it speak.
 * Shared file: add icons by appending new exports, keep existing ones stable. Icons only other pages
 * draw live in page-icons.tsx, out of the home page's first load.
 */
import type { ReactNode, SVGProps } from "react";

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Pixel size for width and height (default 20). */
  size?: number;
  /** Accessible name; without it the icon is hidden from assistive tech. */
  title?: string;
}

/**
 * Line icon on a 24-unit grid, drawn with the current text colour. Marked free of side effects so
 * that the bundler drops icons no page imports.
 */
/*#__NO_SIDE_EFFECTS__*/
export function lineIcon(name: string, paths: ReactNode) {
  function Icon({ size = 20, title, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="none"
        stroke="currentColor"
        strokeWidth={1.8}
        strokeLinecap="round"
        strokeLinejoin="round"
        focusable="false"
        role={title ? "img" : undefined}
        aria-hidden={title ? undefined : true}
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

/** Solid icon (brand marks), filled with the current text colour. */
/*#__NO_SIDE_EFFECTS__*/
export function solidIcon(name: string, paths: ReactNode) {
  function Icon({ size = 20, title, ...props }: IconProps) {
    return (
      <svg
        xmlns="http://www.w3.org/2000/svg"
        viewBox="0 0 24 24"
        width={size}
        height={size}
        fill="currentColor"
        focusable="false"
        role={title ? "img" : undefined}
        aria-hidden={title ? undefined : true}
        {...props}
      >
        {title ? <title>{title}</title> : null}
        {paths}
      </svg>
    );
  }
  Icon.displayName = name;
  return Icon;
}

// Navigation and controls
export const MenuIcon = lineIcon("MenuIcon", <path d="M4 6.5h16M4 12h16M4 17.5h16" />);
export const CloseIcon = lineIcon("CloseIcon", <path d="M6 6l12 12M18 6L6 18" />);
export const ChevronLeftIcon = lineIcon("ChevronLeftIcon", <path d="M15 5l-7 7 7 7" />);
export const ChevronRightIcon = lineIcon("ChevronRightIcon", <path d="M9 5l7 7-7 7" />);
export const ChevronDownIcon = lineIcon("ChevronDownIcon", <path d="M5 9l7 7 7-7" />);
export const ArrowUpIcon = lineIcon("ArrowUpIcon", <path d="M12 19V5M5.5 11.5L12 5l6.5 6.5" />);
export const ArrowRightIcon = lineIcon("ArrowRightIcon", <path d="M5 12h14M12.5 5.5L19 12l-6.5 6.5" />);
export const SearchIcon = lineIcon(
  "SearchIcon",
  <>
    <circle cx="11" cy="11" r="6.5" />
    <path d="M16 16l4.5 4.5" />
  </>,
);
export const CheckIcon = lineIcon("CheckIcon", <path d="M4.5 12.5l5 5 10-11" />);
export const RefreshIcon = lineIcon(
  "RefreshIcon",
  <>
    <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8" />
    <path d="M4 4v4h4M4 13a8 8 0 0 0 14.6 4.5L20 16" />
    <path d="M20 20v-4h-4" />
  </>,
);
export const PlayIcon = lineIcon("PlayIcon", <path d="M8 5.5v13l10.5-6.5L8 5.5z" />);
// Information and contact
export const MailIcon = lineIcon(
  "MailIcon",
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5L12 13l8.5-6.5" />
  </>,
);
export const PhoneIcon = lineIcon(
  "PhoneIcon",
  <path d="M6.6 3.5h2.6l1.4 4-2 1.3a11 11 0 0 0 6.6 6.6l1.3-2 4 1.4v2.6a2 2 0 0 1-2.2 2A16.5 16.5 0 0 1 4.6 5.7a2 2 0 0 1 2-2.2z" />,
);
export const MapPinIcon = lineIcon(
  "MapPinIcon",
  <>
    <path d="M12 21s-6.5-5.6-6.5-11a6.5 6.5 0 0 1 13 0c0 5.4-6.5 11-6.5 11z" />
    <circle cx="12" cy="10" r="2.3" />
  </>,
);
export const ClockIcon = lineIcon(
  "ClockIcon",
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </>,
);
export const UsersIcon = lineIcon(
  "UsersIcon",
  <>
    <circle cx="9" cy="8.5" r="3.2" />
    <path d="M3 19.5c.6-3.2 3-5 6-5s5.4 1.8 6 5" />
    <path d="M15.5 5.6a3 3 0 0 1 0 5.8M17.5 14.8c1.8.6 3 2.2 3.5 4.7" />
  </>,
);
export const AlertIcon = lineIcon(
  "AlertIcon",
  <>
    <path d="M12 3.8L2.8 19.5h18.4L12 3.8z" />
    <path d="M12 10v4.2M12 17v.1" />
  </>,
);
export const GlobeIcon = lineIcon(
  "GlobeIcon",
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M3.5 12h17M12 3.5c2.4 2.4 3.5 5.2 3.5 8.5s-1.1 6.1-3.5 8.5c-2.4-2.4-3.5-5.2-3.5-8.5s1.1-6.1 3.5-8.5z" />
  </>,
);
export const StarIcon = solidIcon(
  "StarIcon",
  <path d="M12 3.2l2.7 5.6 6.1.8-4.5 4.2 1.1 6.1L12 17l-5.4 2.9 1.1-6.1-4.5-4.2 6.1-.8L12 3.2z" />,
);
export const ImageIcon = lineIcon(
  "ImageIcon",
  <>
    <rect x="3.5" y="4.5" width="17" height="15" rx="2" />
    <circle cx="9" cy="10" r="1.8" />
    <path d="M4 18l5-5 3.5 3.5L15 14l5 4.5" />
  </>,
);
export const TagIcon = lineIcon(
  "TagIcon",
  <>
    <path d="M3.5 12.2V4.5a1 1 0 0 1 1-1h7.7l8.3 8.3-8.7 8.7-8.3-8.3z" />
    <circle cx="8.2" cy="8.2" r="1.5" />
  </>,
);

// Travel and services
export const CompassIcon = lineIcon(
  "CompassIcon",
  <>
    <circle cx="12" cy="12" r="8.5" />
    <path d="M15.5 8.5l-2 5-5 2 2-5 5-2z" />
  </>,
);
export const BriefcaseIcon = lineIcon(
  "BriefcaseIcon",
  <>
    <rect x="3" y="7" width="18" height="12.5" rx="2" />
    <path d="M9 7V5.5A1.5 1.5 0 0 1 10.5 4h3A1.5 1.5 0 0 1 15 5.5V7M3 12.5h18" />
  </>,
);
export const GraduationCapIcon = lineIcon(
  "GraduationCapIcon",
  <>
    <path d="M2.5 9.5L12 5l9.5 4.5L12 14 2.5 9.5z" />
    <path d="M6.5 11.5v4.3c1.4 1.4 3.3 2.2 5.5 2.2s4.1-.8 5.5-2.2v-4.3M21.5 9.5v5" />
  </>,
);
// Brand marks: simplified original renderings for social links.
export const WhatsAppIcon = solidIcon(
  "WhatsAppIcon",
  <path d="M12 2.8a9.1 9.1 0 0 0-7.8 13.8L3 21l4.5-1.2A9.1 9.1 0 1 0 12 2.8zm0 1.7a7.4 7.4 0 1 1-3.8 13.8l-.3-.2-2.6.7.7-2.5-.2-.3A7.4 7.4 0 0 1 12 4.5zm-3 3.4c-.2 0-.5 0-.7.3-.3.3-1 1-1 2.3s1 2.7 1.2 2.9c.1.2 2 3.1 4.9 4.3 2.4.9 2.9.8 3.4.7.5 0 1.7-.7 1.9-1.4.2-.7.2-1.3.2-1.4-.1-.1-.3-.2-.6-.4l-1.9-.9c-.3-.1-.5-.1-.7.1l-.9 1.1c-.2.2-.3.2-.6.1-.3-.2-1.2-.4-2.2-1.4-.8-.7-1.4-1.6-1.5-1.9-.2-.3 0-.4.1-.6l.4-.5.3-.5v-.5l-.9-2c-.2-.5-.4-.5-.6-.5H9z" />,
);
export const InstagramIcon = lineIcon(
  "InstagramIcon",
  <>
    <rect x="3.5" y="3.5" width="17" height="17" rx="5" />
    <circle cx="12" cy="12" r="4" />
    <circle cx="17.3" cy="6.7" r=".6" fill="currentColor" />
  </>,
);
export const FacebookIcon = solidIcon(
  "FacebookIcon",
  <path d="M13.5 21.5v-8h2.7l.4-3.2h-3.1V8.3c0-.9.3-1.6 1.6-1.6h1.7V3.9c-.3 0-1.3-.1-2.4-.1-2.4 0-4.1 1.5-4.1 4.2v2.3H7.6v3.2h2.7v8h3.2z" />,
);
export const XBrandIcon = solidIcon(
  "XBrandIcon",
  <path d="M17.2 3.5h3l-6.6 7.6 7.8 10.4h-6.1l-4.8-6.3-5.5 6.3H2l7.1-8.1L1.6 3.5h6.2l4.3 5.8 5.1-5.8zm-1 16.2h1.7L7 5.2H5.2l11 14.5z" />,
);
export const LinkedInIcon = solidIcon(
  "LinkedInIcon",
  <path d="M5 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM3.3 9h3.4v11.5H3.3V9zm5.6 0h3.3v1.6c.5-.9 1.6-1.9 3.4-1.9 3.6 0 4.2 2.3 4.2 5.4v6.4h-3.4v-5.7c0-1.4 0-3.1-1.9-3.1s-2.2 1.5-2.2 3v5.8H8.9V9z" />,
);
export const TikTokIcon = solidIcon(
  "TikTokIcon",
  <path d="M16.6 3h-3.2v12.3a2.8 2.8 0 1 1-2-2.7V9.3a6 6 0 1 0 5.2 6V9.1a7.4 7.4 0 0 0 4.1 1.3V7.2a4.2 4.2 0 0 1-4.1-4.2z" />,
);
export const GoogleIcon = solidIcon(
  "GoogleIcon",
  <path d="M21.4 10.2H12v3.9h5.4c-.5 2.4-2.6 3.9-5.4 3.9a6 6 0 1 1 3.9-10.6l2.9-2.8A10 10 0 1 0 12 22c5.8 0 9.6-4 9.6-9.8 0-.7-.1-1.3-.2-2z" />,
);
