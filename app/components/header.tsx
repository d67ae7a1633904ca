/**
 * The site header of SPEC §2: the ten entries in order (Travel Management as
 * two stacked words, active for every path under it), a scrolled style past
 * 10 px, and on smaller screens a hamburger that opens the full-screen menu.
 * On the home page it floats transparent over the hero until scrolled.
 */
import { useCallback, useEffect, useRef, useState } from "react";
import { useLocation } from "react-router";
import { Link } from "#app/lib/i18n/link.tsx";
import { HEADER_SCROLL_THRESHOLD, useScrolledPast } from "../lib/scroll.ts";
import { MenuIcon } from "./icons.tsx";
import { Logo } from "./logo.tsx";
import { MobileMenu } from "./mobile-menu.tsx";
import { NAV_ITEMS, isNavActive } from "./nav-items.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";
import { useLingui } from "@lingui/react";
import { msg } from "@lingui/core/macro";
import { splitLocalePath } from "#domain/locales.ts";

export function Header({ overlay = false }: { overlay?: boolean }) {
  const { pathname } = useLocation();
  const { i18n } = useLingui();
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  const hamburgerRef = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);

  // SPEC §2: the menu closes on route change.
  useEffect(() => setMenuOpen(false), [pathname]);

  // Focus returns to the hamburger when the menu closes.
  useEffect(() => {
    if (wasOpen.current && !menuOpen) hamburgerRef.current?.focus({ preventScroll: true });
    wasOpen.current = menuOpen;
  }, [menuOpen]);

  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const light = overlay && !scrolled;

  return (
    <>
    <header
      data-scrolled={scrolled}
      className={`fixed inset-x-0 top-0 z-40 transition-[background-color,box-shadow,height] duration-300 motion-reduce:transition-none ${
        scrolled
          ? "bg-white/95 shadow-md shadow-earth-900/5 backdrop-blur supports-[backdrop-filter]:bg-white/85"
          : overlay
            ? "bg-gradient-to-b from-earth-900/60 to-transparent"
            : "bg-savanna-50 ring-1 ring-earth-900/5"
      }`}
    >
      <div className={`mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 transition-[height] duration-300 sm:px-6 lg:px-8 ${scrolled ? "h-16" : "h-20"}`}>
        <Link to="/" className="shrink-0 rounded-lg focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-savanna-500">
          <Logo light={light} compact={scrolled} />
        </Link>

        <nav aria-label={i18n._(msg`Main`)} className="hidden xl:block">
          <ul className="flex items-center gap-0.5">
            {NAV_ITEMS.map((item) => {
              const active = isNavActive(item.to, splitLocalePath(pathname).path);
              const label = i18n._(item.label);
              return (
                <li key={item.to}>
                  <Link
                    to={item.to}
                    aria-current={active ? "page" : undefined}
                    className={`relative flex min-h-11 items-center whitespace-nowrap rounded-lg px-2.5 text-[0.94rem] font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 ${
                      light ? "focus-visible:outline-white" : "focus-visible:outline-acacia-700"
                    } ${
                      active
                        ? light
                          ? "text-savanna-100"
                          : "text-acacia-700"
                        : light
                          ? "text-white hover:text-savanna-100"
                          : "text-earth-900 hover:text-acacia-700"
                    }`}
                  >
                    {item.stacked ? (
                      <span className="flex flex-col text-center text-[0.8rem] leading-[1.05]">
                        {label.split(" ").map((word) => (
                          <span key={word}>{word}</span>
                        ))}
                      </span>
                    ) : (
                      label
                    )}
                    <span
                      aria-hidden="true"
                      className={`absolute inset-x-2.5 -bottom-0.5 h-0.5 rounded-full transition ${
                        active ? (light ? "bg-savanna-100" : "bg-savanna-500") : "bg-transparent"
                      }`}
                    />
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <div className="flex items-center gap-1">
        <LanguageSwitcher light={light} />
        <button
          ref={hamburgerRef}
          type="button"
          className={`flex h-11 w-11 items-center justify-center rounded-full transition xl:hidden focus-visible:outline-2 focus-visible:outline-offset-2 ${
            light
              ? "bg-white/15 text-white ring-1 ring-white/40 hover:bg-white/25 focus-visible:outline-white"
              : "bg-white text-earth-900 shadow-sm ring-1 ring-earth-900/10 hover:bg-savanna-100 focus-visible:outline-acacia-700"
          }`}
          aria-label={i18n._(msg`Open menu`)}
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          onClick={() => setMenuOpen(true)}
        >
          <MenuIcon size={22} />
        </button>
        </div>
      </div>
    </header>
    {/* Outside <header>: its backdrop filter would become the fixed menu's containing block. */}
    <MobileMenu id="mobile-menu" open={menuOpen} pathname={pathname} onClose={closeMenu} />
    </>
  );
}
