/**
 * The console's menu (issue 28 item 2), from THE navigation in ./console-nav.ts. On a desk the
 * groups sit in one bar, each a <details> that opens a list of its pages; on a phone one "Menu"
 * <details> holds every group. <details> opens with a click, Enter or Space without any script;
 * the script only tidies: one group open at a time, Escape and a click elsewhere close it, and a
 * navigation closes everything (the menus are keyed by the page's path, so they start closed).
 */
import { useEffect, useRef } from "react";
import { NavLink, useLocation } from "react-router";
import { currentGroup, DASHBOARD, navFor, type NavGroup } from "./console-nav.ts";

function GroupLinks({ group }: { group: NavGroup }) {
  return (
    <ul className="c-nav-links">
      {group.items.map((i) => (
        <li key={i.to}>
          <NavLink to={i.to}>{i.label}</NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Closes the desk bar's open group on Escape (focus back on its summary) and on a click outside it. */
function useTidyDisclosures(bar: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const openGroups = () => [...(bar.current?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? [])];
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== "Escape") return;
      for (const d of openGroups()) {
        d.open = false;
        if (d.contains(document.activeElement)) d.querySelector("summary")?.focus();
      }
    };
    const onClick = (e: MouseEvent) => {
      for (const d of openGroups()) if (!d.contains(e.target as Node)) d.open = false;
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("click", onClick);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("click", onClick);
    };
  }, [bar]);
}

export function ConsoleNavMenu({ role }: { role: string }) {
  const { pathname } = useLocation();
  const groups = navFor(role);
  const here = currentGroup(groups, pathname);
  const bar = useRef<HTMLElement>(null);
  useTidyDisclosures(bar);
  // Opening one group closes the others.
  const onToggle = (e: React.SyntheticEvent<HTMLDetailsElement>) => {
    const opened = e.currentTarget;
    if (!opened.open) return;
    for (const d of bar.current?.querySelectorAll<HTMLDetailsElement>("details[open]") ?? []) if (d !== opened) d.open = false;
  };
  return (
    <>
      <nav className="c-nav c-nav-desk" aria-label="Console" ref={bar} key={`desk${pathname}`}>
        <ul className="c-nav-bar">
          <li>
            <NavLink to={DASHBOARD.to} end className="c-nav-top">
              {DASHBOARD.label}
            </NavLink>
          </li>
          {groups.map((g) => (
            <li key={g.id} className={`c-nav-item c-nav-item-${g.id}`}>
              <details className="c-nav-group" onToggle={onToggle}>
                {/* aria-current="true": the group of the page shown (its link inside says "page"). */}
                <summary aria-current={g.id === here ? "true" : undefined}>{g.label}</summary>
                <div className="c-nav-panel">
                  <GroupLinks group={g} />
                </div>
              </details>
            </li>
          ))}
        </ul>
      </nav>
      <nav className="c-nav c-nav-phone" aria-label="Console" key={`phone${pathname}`}>
        <details className="c-nav-menu">
          <summary>
            Menu
            {here ? <span className="c-nav-where"> · {groups.find((g) => g.id === here)?.label}</span> : null}
          </summary>
          <ul className="c-nav-sections">
            <li>
              <NavLink to={DASHBOARD.to} end>
                {DASHBOARD.label}
              </NavLink>
            </li>
            {groups.map((g) => (
              <li key={g.id}>
                {/* Not a label of the list: tests and tools find form fields by label, and "Sales" is a role's too. */}
                <p className="c-nav-heading">{g.label}</p>
                <GroupLinks group={g} />
              </li>
            ))}
          </ul>
        </details>
      </nav>
    </>
  );
}
