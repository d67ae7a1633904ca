/**
 * The package search bar shared by home and /packages (SPEC §2, §5).
 *
 * - Destinations: free text with live suggestions (2+ characters, 500 ms debounce, closes on any
 *   document click, errors silent), as an accessible combobox (arrow keys, Enter, Escape).
 * - Travel type (from the travel-types list), start/end dates (native pickers, minimum today / the
 *   start date), residency (default resident).
 * - Redirect mode navigates to /packages with only the non-empty values; otherwise the parent's
 *   onSearch gets the filters, and onChange hears every change except destination typing.
 * - It is a real GET form to /packages, so searching works before JavaScript loads.
 */
import { saveTripDetails } from "#app/lib/trip-details.ts";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { useNavigate } from "react-router";
import type { ApiTravelType } from "#domain/api-types.ts";
import { SEARCH_RESIDENCIES, toInquiryResidency, type SearchResidency } from "#domain/residency.ts";
import type { I18n } from "@lingui/core";
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { RESIDENCY_MESSAGES } from "#app/lib/i18n/domain-labels.ts";
import { queries } from "#app/lib/queries.ts";
import {
  endDateMin,
  hasSearchableFilter,
  normaliseFilters,
  packagesUrl,
  todayIso,
  type SearchFilters,
} from "#app/lib/search-params.ts";
import { CompassIcon, MapPinIcon, SearchIcon, UsersIcon } from "./icons.tsx";
import { useLocalize } from "#app/lib/i18n/link.tsx";

export const DESTINATION_DEBOUNCE_MS = 500;
export const DESTINATION_MIN_CHARS = 2;

export interface SearchBarProps {
  /** Navigate to /packages on submit (default). When false, onSearch receives the filters instead. */
  redirect?: boolean;
  initial?: Partial<SearchFilters>;
  onSearch?: (filters: SearchFilters) => void;
  /** Redirect off only: any change other than destination typing. */
  onChange?: (filters: SearchFilters) => void;
  /** Travel types known to the server render, so the select is complete before JavaScript loads. */
  travelTypes?: ApiTravelType[];
  className?: string;
  /** Visual variant: "floating" sits on a hero image, "inline" on a plain background. */
  variant?: "floating" | "inline";
}

/** One empty list, so a search bar without travel types does not recompute its options on every render. */
const NO_TRAVEL_TYPES: ApiTravelType[] = [];

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

function residencyLabel(i18n: I18n, code: SearchResidency): string {
  return i18n._(RESIDENCY_MESSAGES[toInquiryResidency(code)!]);
}

/** The hint under the bar when nothing was entered to search for. */
const NOTHING_TO_SEARCH = msg`Enter a destination, travel type or date to search.`;

export function SearchBar({
  redirect = true,
  initial,
  onSearch,
  onChange,
  travelTypes: serverTravelTypes,
  className = "",
  variant = "floating",
}: SearchBarProps) {
  const navigate = useNavigate();
  const localize = useLocalize();
  const { t, i18n } = useLingui();
  const uid = useId();
  const ids = {
    destinations: `${uid}-destinations`,
    listbox: `${uid}-suggestions`,
    travelType: `${uid}-travel-type`,
    start: `${uid}-start`,
    end: `${uid}-end`,
    residency: `${uid}-residency`,
    hint: `${uid}-hint`,
  };

  const [filters, setFilters] = useState<SearchFilters>(() => normaliseFilters(initial));
  // Suggestions are for what the traveller types, not for a destination that arrived in the URL.
  const [typed, setTyped] = useState(false);
  // Follow the parent when it changes the filters (a removed tag, Browse All Packages).
  const initialKey = JSON.stringify(normaliseFilters(initial));
  useEffect(() => {
    setFilters(normaliseFilters(JSON.parse(initialKey) as SearchFilters));
    setTyped(false);
  }, [initialKey]);

  // The server renders with its own date; the browser corrects it to the visitor's today after hydration.
  const [today, setToday] = useState(() => todayIso());
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => {
    setToday(todayIso());
    setHydrated(true);
  }, []);

  const [hint, setHint] = useState("");
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const comboRef = useRef<HTMLDivElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  // The residency field starts at "resident" (SPEC §3): only one the visitor picked is carried into
  // inquiries (issue 24 item 6).
  const residencyPicked = useRef(false);

  const text = filters.destinations;
  const debouncedText = useDebounced(text.trim(), DESTINATION_DEBOUNCE_MS);
  const wantsSuggestions = typed && text.trim().length >= DESTINATION_MIN_CHARS;
  const suggestionsQuery = useQuery({
    ...queries.searchDestinations(debouncedText),
    enabled: typed && debouncedText.length >= DESTINATION_MIN_CHARS,
  });
  const suggestions = wantsSuggestions && !suggestionsQuery.isError ? (suggestionsQuery.data ?? []).slice(0, 8) : [];
  const suggestionsLoading =
    wantsSuggestions && (debouncedText !== text.trim() || suggestionsQuery.isFetching || suggestionsQuery.isPending);
  const showList = open && wantsSuggestions && !suggestionsQuery.isError && debouncedText === text.trim() && !suggestionsQuery.isPending;

  const travelTypesQuery = useQuery({
    ...queries.travelTypes(),
    ...(serverTravelTypes?.length ? { initialData: serverTravelTypes } : {}),
  });
  const travelTypes = travelTypesQuery.data ?? serverTravelTypes ?? NO_TRAVEL_TYPES;

  // SPEC §4: the dropdown closes on any document click (clicks inside the text box keep it open).
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => {
      if (e.target instanceof Node && inputRef.current?.contains(e.target)) return;
      setOpen(false);
      setActive(-1);
    };
    document.addEventListener("click", close);
    return () => document.removeEventListener("click", close);
  }, [open]);

  const update = (patch: Partial<SearchFilters>) => {
    const next = { ...filters, ...patch };
    // An end date before a new start date is no longer possible; clear it.
    if (patch.start_date !== undefined && next.end_date && next.start_date && next.end_date < next.start_date) next.end_date = "";
    setFilters(next);
    setHint("");
    if (!redirect && !("destinations" in patch)) onChange?.(next);
  };

  const choose = (name: string) => {
    setFilters((f) => ({ ...f, destinations: name }));
    setOpen(false);
    setActive(-1);
    inputRef.current?.focus();
  };

  const onComboKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === "ArrowDown") {
      if (!wantsSuggestions) return;
      e.preventDefault();
      setOpen(true);
      setActive((i) => (suggestions.length ? (i + 1) % suggestions.length : -1));
    } else if (e.key === "ArrowUp") {
      if (!showList || !suggestions.length) return;
      e.preventDefault();
      setActive((i) => (i <= 0 ? suggestions.length - 1 : i - 1));
    } else if (e.key === "Enter") {
      if (showList && active >= 0 && suggestions[active]) {
        e.preventDefault();
        choose(suggestions[active]!.name);
      }
    } else if (e.key === "Escape") {
      if (open) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // A pending suggestion lookup never swallows a search (issue 12): the typed text is searched as is.
    if (!hasSearchableFilter(filters)) {
      setHint(i18n._(NOTHING_TO_SEARCH));
      inputRef.current?.focus();
      return;
    }
    setOpen(false);
    // Dates and residency searched for carry into the inquiry forms of this visit.
    saveTripDetails({
      ...(filters.start_date ? { start_date: filters.start_date } : {}),
      ...(filters.end_date ? { end_date: filters.end_date } : {}),
      ...(filters.residency && residencyPicked.current ? { residency: toInquiryResidency(filters.residency) } : {}),
    });
    if (redirect) navigate(localize(packagesUrl(filters)));
    else onSearch?.(filters);
  };

  const endMin = endDateMin(filters.start_date, today);
  const activeId = showList && active >= 0 && suggestions[active] ? `${ids.listbox}-${active}` : undefined;
  const tone = variant === "floating" ? "bg-white/95 shadow-xl ring-1 ring-black/5 backdrop-blur" : "bg-white shadow-sm ring-1 ring-earth-900/10";
  const fieldBox =
    "flex items-center gap-2 rounded-xl border border-earth-900/15 bg-white px-3 transition focus-within:border-acacia-600 focus-within:ring-2 focus-within:ring-acacia-600/30";
  const control = "h-11 w-full min-w-0 bg-transparent text-[15px] text-earth-900 outline-none placeholder:text-earth-900/60";
  const labelCls = "mb-1 block text-xs font-semibold uppercase tracking-wide text-earth-900/75";

  const travelTypeOptions = useMemo(() => {
    const seen = new Set<string>();
    return travelTypes.filter((type) => type.value && !seen.has(type.value) && seen.add(type.value));
  }, [travelTypes]);
  // A travel type given by its name in the page's language (a service card's link, decision 0082) is that option.
  const travelTypeOption = travelTypeOptions.find((type) => type.value === filters.travel_type || type.name === filters.travel_type);
  const travelType = travelTypeOption?.value ?? filters.travel_type;

  return (
    <form
      role="search"
      aria-label={t`Search packages`}
      method="get"
      action={localize("/packages")}
      onSubmit={submit}
      noValidate
      className={`@container rounded-2xl p-3 sm:p-4 ${tone} ${className}`}
      data-testid="search-bar"
      data-hydrated={hydrated || undefined}
    >
      {/* Laid out by the bar's own width (container queries): one row where it is wide, two rows on the home hero, stacked on phones. */}
      <div className="grid grid-cols-2 gap-3 @3xl:grid-cols-4 @3xl:items-end @6xl:grid-cols-[minmax(0,1.5fr)_minmax(0,1.2fr)_minmax(0,1.05fr)_minmax(0,1.05fr)_minmax(0,1.25fr)_auto]">
        <div className="col-span-2 @6xl:col-span-1" ref={comboRef}>
          <label htmlFor={ids.destinations} className={labelCls}>
            <Trans>Destination</Trans>
          </label>
          <div className="relative">
            <div className={fieldBox}>
              <MapPinIcon size={18} className="shrink-0 text-savanna-600" />
              <input
                ref={inputRef}
                id={ids.destinations}
                name="destinations"
                type="text"
                role="combobox"
                autoComplete="off"
                aria-autocomplete="list"
                aria-expanded={showList}
                aria-controls={ids.listbox}
                aria-activedescendant={activeId}
                aria-describedby={hint ? ids.hint : undefined}
                placeholder={t`Where to? e.g. Maasai Mara`}
                value={filters.destinations}
                onChange={(e) => {
                  setFilters((f) => ({ ...f, destinations: e.target.value }));
                  setTyped(true);
                  setHint("");
                  setActive(-1);
                  setOpen(e.target.value.trim().length >= DESTINATION_MIN_CHARS);
                }}
                onFocus={() => {
                  if (wantsSuggestions) setOpen(true);
                }}
                onKeyDown={onComboKeyDown}
                className={control}
              />
              {suggestionsLoading ? (
                <span
                  className="h-4 w-4 shrink-0 animate-spin rounded-full border-2 border-acacia-600/30 border-t-acacia-600"
                  role="status"
                  aria-label={t`Loading suggestions`}
                  data-testid="suggestions-loading"
                />
              ) : null}
            </div>
            <ul
              id={ids.listbox}
              role="listbox"
              aria-label={t`Destination suggestions`}
              hidden={!showList}
              className="absolute inset-x-0 top-full z-30 mt-1 max-h-72 overflow-auto rounded-xl bg-white py-1 shadow-xl ring-1 ring-earth-900/10"
            >
              {suggestions.map((d, i) => (
                <li
                  key={d.destination_id ?? d.id ?? d.name}
                  id={`${ids.listbox}-${i}`}
                  role="option"
                  aria-selected={i === active}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => choose(d.name)}
                  className={`flex cursor-pointer items-center gap-2 px-3 py-2.5 text-[15px] ${
                    i === active ? "bg-acacia-700 text-white" : "text-earth-900 hover:bg-savanna-100"
                  }`}
                >
                  <MapPinIcon size={16} className={i === active ? "text-white" : "text-savanna-600"} />
                  <span>{d.name}</span>
                  {d.continents?.[0] ? (
                    <span className={`ms-auto text-xs ${i === active ? "text-white/85" : "text-earth-900/60"}`}>{d.continents[0]}</span>
                  ) : null}
                </li>
              ))}
              {suggestions.length === 0 ? (
                <li role="option" aria-selected={false} aria-disabled="true" className="px-3 py-2.5 text-sm text-earth-900/70">
                  <Trans>No matching destinations. Search anyway to see the closest packages.</Trans>
                </li>
              ) : null}
            </ul>
          </div>
        </div>

        <div className="col-span-2 @6xl:col-span-1">
          <label htmlFor={ids.travelType} className={labelCls}>
            <Trans>Travel type</Trans>
          </label>
          <div className={fieldBox}>
            <CompassIcon size={18} className="shrink-0 text-savanna-600" />
            <select
              id={ids.travelType}
              name="travel_type"
              value={travelType}
              onChange={(e) => update({ travel_type: e.target.value })}
              className={`${control} cursor-pointer`}
            >
              <option value="">{t`Any travel type`}</option>
              {travelTypeOptions.map((type) => (
                <option key={type.value} value={type.value}>
                  {type.name}
                </option>
              ))}
              {travelType && !travelTypeOption ? (
                <option value={travelType}>{travelType}</option>
              ) : null}
            </select>
          </div>
        </div>

        <div>
          <label htmlFor={ids.start} className={labelCls}>
            <Trans>Start date</Trans>
          </label>
          <div className={fieldBox}>
            <input
              id={ids.start}
              name="start_date"
              type="date"
              min={today}
              value={filters.start_date}
              onChange={(e) => update({ start_date: e.target.value })}
              className={control}
            />
          </div>
        </div>

        <div>
          <label htmlFor={ids.end} className={labelCls}>
            <Trans>End date</Trans>
          </label>
          <div className={fieldBox}>
            <input
              id={ids.end}
              name="end_date"
              type="date"
              min={endMin}
              value={filters.end_date}
              onChange={(e) => update({ end_date: e.target.value })}
              className={control}
            />
          </div>
        </div>

        <div className="col-span-2 @3xl:col-span-1">
          <label htmlFor={ids.residency} className={labelCls}>
            <Trans>Residency</Trans>
          </label>
          <div className={fieldBox}>
            <UsersIcon size={18} className="shrink-0 text-savanna-600" />
            <select
              id={ids.residency}
              name="residency"
              value={filters.residency}
              onChange={(e) => {
                residencyPicked.current = true;
                update({ residency: e.target.value as SearchResidency });
              }}
              className={`${control} cursor-pointer`}
            >
              {SEARCH_RESIDENCIES.map((code) => (
                <option key={code} value={code}>
                  {residencyLabel(i18n, code)}
                </option>
              ))}
            </select>
          </div>
        </div>

        <div className="col-span-2 @3xl:col-span-1">
          {/* Busy, not disabled, while suggestions load (SPEC §9 asked for disabled; issue 12: a press is never lost). */}
          <button
            type="submit"
            aria-busy={suggestionsLoading || undefined}
            data-loading={suggestionsLoading || undefined}
            className="flex h-[46px] w-full items-center justify-center gap-2 rounded-xl bg-acacia-700 px-6 text-[15px] font-semibold text-white shadow transition hover:bg-acacia-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-700 disabled:cursor-not-allowed disabled:opacity-60"
          >
            <SearchIcon size={18} />
            <Trans>Find Now</Trans>
          </button>
        </div>
      </div>
      <p id={ids.hint} role="status" className={hint ? "mt-2 text-sm font-medium text-savanna-700" : "sr-only"}>
        {hint}
      </p>
    </form>
  );
}
