/**
 * /console/rates (editors, owners; decision 0033): the seasons every package's rates use, with add,
 * edit and delete, and one package's rate sheet with CSV download and upload. Plain posted forms:
 * everything works without JavaScript; the season form checks the same schema as the server first.
 */
import { OnceField } from "../components/once-field.tsx";
import { newOnceToken, once } from "../lib/once.server.ts";
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import { formatAmount } from "#domain/rates/money.ts";
import { price } from "#domain/rates/price.ts";
import type { SheetError } from "#domain/rates/rate-sheet.ts";
import { seasonSchema } from "#domain/rates/schema.ts";
import type { PackageGaps, StoredSeason } from "#domain/rates/console-context.ts";
import { formatIsoDay } from "#domain/formatting.ts";
import { INQUIRY_RESIDENCIES, RESIDENCY_LABELS, type InquiryResidency } from "#domain/residency.ts";
import { TIER_LABELS } from "#domain/tiers.ts";
import { ErrorSummary, Field, SuccessNotice, ValidatedForm } from "../components/form-fields.tsx";
import { consoleMeta } from "../lib/meta.ts";
import ratesCss from "./rates.css?url";
import { RateGrid } from "./rate-grid.tsx";
import type { Route } from "./+types/page";
import { consoleOf } from "../lib/console-area.ts";

export const meta = () => consoleMeta("Rates");
export const links = () => [{ rel: "stylesheet", href: ratesCss }];

/** The largest rate sheet accepted in one upload, well under the console's body limit. */
const MAX_SHEET_BYTES = 30_000;

export async function loader({ context, url }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:read");
  // `url`, not request.url: React Router 8 passes the raw request (a client navigation's `.data`
  // path and its `_routes` parameter); `url` is the page's own.
  const [seasons, packages, coverage] = await Promise.all([consoleOf(context).rates.seasons(), consoleOf(context).catalogueEditor.packages(), consoleOf(context).rates.coverage()]);
  const packageId = Number(url.searchParams.get("package"));
  const chosen = packages.find((p) => p.id === packageId) ?? null;
  const [sheet, tiers] = chosen ? await Promise.all([consoleOf(context).rates.sheet(chosen.id), consoleOf(context).rates.tiers(chosen.id)]) : [null, null];
  const editId = Number(url.searchParams.get("edit"));
  return {
    tiers: tiers ?? [],
    tryout: chosen && url.searchParams.has("try") ? await tryPrice(context, chosen.id, url.searchParams) : null,
    rateChange: url.searchParams.get("rate"),
    seasons,
    coverage,
    packages: packages.map((p) => ({ id: p.id, title: p.title })),
    chosen,
    rates: sheet ?? [],
    editing: seasons.find((s) => s.id === editId) ?? null,
    saved: url.searchParams.get("saved"),
    imported: url.searchParams.get("imported"),
    // A new season is added once however often "Save season" is clicked (decision 0043).
    once: newOnceToken(),
  };
}

/** The price tryout's question as typed, and the price function's answer for the package's stored rates. */
async function tryPrice(context: Route.LoaderArgs["context"], packageId: number, q: URLSearchParams) {
  const typed = { tier: q.get("tier") ?? "", residency: q.get("residency") ?? "residents", adults: q.get("adults") ?? "2", children: q.get("children") ?? "", start: q.get("start") ?? "", nights: q.get("nights") ?? "1" };
  const residency = (INQUIRY_RESIDENCIES as readonly string[]).includes(typed.residency) ? (typed.residency as InquiryResidency) : "residents";
  const childAges = typed.children.split(",").map((a) => a.trim()).filter(Boolean).map((a) => (/^\d{1,2}$/.test(a) ? Number(a) : NaN));
  const result = price(await consoleOf(context).rates.packageRates(packageId), {
    tierId: Number(typed.tier),
    residency,
    party: { adults: Number(typed.adults.trim() || NaN), childAges },
    startDate: typed.start.trim(),
    nights: Number(typed.nights.trim() || NaN),
  });
  return { typed, result };
}

type ActionFailure = { intent: string; errors: Record<string, string>; values?: Record<string, string>; sheetErrors?: SheetError[]; unpriced?: PackageGaps[]; token?: string };

export async function action({ context, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("content:write");
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return data<ActionFailure>({ intent: "form", errors: { form: "The form could not be read; please try again." } }, { status: 400 });
  }
  const text = (k: string) => (typeof form.get(k) === "string" ? (form.get(k) as string) : "");
  const intent = text("intent");
  const id = Number(text("id")) || undefined;

  if (intent === "season") {
    const values = { name: text("name"), kind: text("kind"), start: text("start"), end: text("end"), priority: text("priority") };
    const typed = { ...values, id: text("id"), once: text("once") };
    const save = async () => {
      const result = await consoleOf(context).rates.saveSeason(values, id, text("confirm") || undefined);
      if (!result.ok) return data<ActionFailure>({ intent, errors: result.errors, values: typed, unpriced: result.unpriced, token: result.token }, { status: result.status });
      return redirect(`/console/rates?saved=${encodeURIComponent(values.name.trim())}`);
    };
    if (id) return save();
    return once(context, typed, intent, save, (status, message) => data<ActionFailure>({ intent, errors: { form: message }, values: typed }, { status }));
  }
  if (intent === "delete-season" && id) {
    const result = await consoleOf(context).rates.deleteSeason(id);
    if (!result.ok) return data<ActionFailure>({ intent, errors: result.errors }, { status: result.status });
    throw redirect("/console/rates?saved=deleted");
  }
  if (intent === "import") {
    const packageId = Number(text("packageId"));
    const file = form.get("sheet");
    const csv = file instanceof File ? (file.size > MAX_SHEET_BYTES ? null : await file.text()) : null;
    if (!csv) {
      const message = file instanceof File && file.size > MAX_SHEET_BYTES ? "That file is too large for one rate sheet (30 KB at most)." : "Choose a CSV file.";
      return data<ActionFailure>({ intent, errors: { sheet: message } }, { status: 400 });
    }
    const result = await consoleOf(context).rates.importSheet(packageId, csv);
    if (!result.ok) {
      return data<ActionFailure>({ intent, errors: { form: `Nothing was saved: the sheet has ${result.errors.length} problem${result.errors.length === 1 ? "" : "s"}, listed below.` }, sheetErrors: result.errors }, { status: result.status });
    }
    throw redirect(`/console/rates?package=${packageId}&imported=${result.rates}`);
  }
  return data<ActionFailure>({ intent: "form", errors: { form: "Unknown action." } }, { status: 400 });
}

const day = (iso: string) => formatIsoDay(iso, { month: "short" });

/** Packages and the date ranges they cannot price, with what is missing there. */
function UnpricedList({ gaps }: { gaps: PackageGaps[] }) {
  return (
    <ul className="c-list" data-testid="unpriced-packages">
      {gaps.map((g) => (
        <li key={g.id} data-testid="unpriced-package">
          <Link to={`/console/rates?package=${g.id}`}>{g.title}</Link>
          <ul>
            {g.ranges.map((r) => (
              <li key={r.first} data-testid="unpriced-range">
                {rangeText(r)}
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}

/** "1 Apr to 30 Apr 2027 (30 nights): no High rate for Value (International Visitors)". */
function rangeText(r: PackageGaps["ranges"][number]): string {
  const when = r.first === r.last ? day(r.first) : `${day(r.first)} to ${day(r.last)}`;
  return `${when} (${r.nights} ${r.nights === 1 ? "night" : "nights"}): ${r.season === null ? "no season covers these dates" : `no ${r.season} rate for ${missingText(r.missing)}`}`;
}

/** "Value, Comfort (all residencies); Premier (International Visitors)": tiers grouped by the residencies they miss. */
function missingText(missing: PackageGaps["ranges"][number]["missing"]): string {
  const byTier = new Map<string, InquiryResidency[]>();
  for (const m of missing) byTier.set(TIER_LABELS[m.tier], [...(byTier.get(TIER_LABELS[m.tier]) ?? []), m.residency]);
  const byResidencies = new Map<string, string[]>();
  for (const [tier, residencies] of byTier) {
    const words = residencies.length === INQUIRY_RESIDENCIES.length ? "all residencies" : residencies.map((r) => RESIDENCY_LABELS[r]).join(", ");
    byResidencies.set(words, [...(byResidencies.get(words) ?? []), tier]);
  }
  return [...byResidencies].map(([words, tiers]) => `${tiers.join(", ")} (${words})`).join("; ");
}

function seasonDates(s: StoredSeason) {
  return s.kind === "recurring" ? `${s.start} to ${s.end}, every year` : `${s.start} to ${s.end}`;
}

function SeasonForm({ editing, failed, onceToken, saved }: { editing: StoredSeason | null; failed: ActionFailure | undefined; onceToken: string; saved: string | null }) {
  const typed = failed?.intent === "season" ? failed.values : undefined;
  const warning = failed?.intent === "season" ? failed : undefined;
  const current = typed ?? (editing ? { id: String(editing.id), name: editing.name, kind: editing.kind, start: editing.start, end: editing.end, priority: String(editing.priority) } : undefined);
  const heading = editing ? `Edit the season ${editing.name}` : "Add a season";
  return (
    <section className="c-card" aria-labelledby="season-form-heading">
      <h2 id="season-form-heading">{heading}</h2>
      <ValidatedForm schema={seasonSchema} serverErrors={failed?.intent === "season" ? failed.errors : undefined} key={editing?.id ?? (saved ? onceToken : "new")}>
        {(errors) => (
          <>
            <input type="hidden" name="intent" value="season" />
            {current?.id ? <input type="hidden" name="id" value={current.id} /> : <OnceField token={typed?.once || onceToken} />}
            <Field name="name" label="Name" defaultValue={current?.name} error={errors.name} hint="For example Low, High, Peak, Festive." />
            <div className="c-field">
              <label htmlFor="f-kind">Repeats</label>
              <select id="f-kind" name="kind" defaultValue={current?.kind ?? "recurring"} aria-invalid={errors.kind ? true : undefined}>
                <option value="recurring">Every year (dates as MM-DD)</option>
                <option value="one_year">One year only (dates as YYYY-MM-DD)</option>
              </select>
              {errors.kind ? <p className="c-error">{errors.kind}</p> : null}
            </div>
            <Field name="start" label="First day" defaultValue={current?.start} error={errors.start} hint="07-01 every year, or 2026-07-01. A season may run over New Year, e.g. 12-15 to 01-05." />
            <Field name="end" label="Last day" defaultValue={current?.end} error={errors.end} />
            <Field name="priority" label="Priority" inputMode="numeric" defaultValue={current?.priority ?? "0"} error={errors.priority} hint="0 to 100. Where seasons overlap, the higher priority prices the night; equal priorities may not overlap." />
            {warning?.unpriced?.length ? (
              <div className="c-alert c-alert-warn" data-testid="season-unpriced-warning">
                <p>
                  <strong>Not saved yet.</strong> With this season, these packages would have no price on these dates (the site would ask travellers to contact you):
                </p>
                <UnpricedList gaps={warning.unpriced} />
              </div>
            ) : null}
            <div className="c-actions">
              <button type="submit" className="c-button">
                {editing ? "Save season" : "Add season"}
              </button>
              {warning?.token ? (
                <button type="submit" name="confirm" value={warning.token} className="c-button c-button-quiet">
                  Save anyway, leaving these dates unpriced
                </button>
              ) : null}
              {editing ? <Link to="/console/rates">Cancel</Link> : null}
            </div>
          </>
        )}
      </ValidatedForm>
    </section>
  );
}

export default function Rates() {
  const { seasons, coverage, packages, chosen, rates, editing, saved, imported, tiers, tryout, rateChange, once: onceToken } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as ActionFailure | undefined;
  return (
    <>
      <h1>Rates</h1>
      <p className="c-muted">Seasons are shared by every package. Each package's rates are per night, per tier, residency, season and currency: edit one rate at a time or the whole CSV rate sheet.</p>
      <p>
        <Link to="/console/rates/bulk">Bulk tools: copy a season's prices, raise a season by a percentage</Link>
      </p>
      {saved ? (
        <SuccessNotice>
          <p>{saved === "deleted" ? "Season deleted." : `Season ${saved} saved.`}</p>
        </SuccessNotice>
      ) : null}
      {failed && failed.intent === "delete-season" ? <ErrorSummary errors={failed.errors} /> : null}

      <section className="c-card" aria-labelledby="seasons-heading">
        <h2 id="seasons-heading">Seasons</h2>
        {seasons.length === 0 ? (
          <p>No seasons yet: add the first below.</p>
        ) : (
          <table className="c-table" data-testid="seasons">
            <caption className="c-skip">Seasons, highest priority first</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Dates</th>
                <th scope="col">Priority</th>
                <th scope="col">Rates</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {seasons.map((s) => (
                <tr key={s.id} data-testid="season-row">
                  <td data-label="Name">{s.name}</td>
                  <td data-label="Dates">{seasonDates(s)}</td>
                  <td data-label="Priority">{s.priority}</td>
                  <td data-label="Rates">{s.rates}</td>
                  <td>
                    <div className="c-actions">
                      <Link to={`/console/rates?edit=${s.id}`} aria-label={`Edit ${s.name}`}>
                        Edit
                      </Link>
                      {s.rates === 0 ? (
                        <Form method="post">
                          <input type="hidden" name="intent" value="delete-season" />
                          <input type="hidden" name="id" value={s.id} />
                          <button type="submit" className="c-button c-button-quiet" aria-label={`Delete ${s.name}`}>
                            Delete
                          </button>
                        </Form>
                      ) : null}
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <SeasonForm editing={editing} failed={failed} onceToken={onceToken} saved={saved} />

      <section className="c-card" aria-labelledby="unpriced-heading" data-testid="unpriced-dates">
        <h2 id="unpriced-heading">Unpriced dates</h2>
        <p className="c-hint">
          Dates in the coming 12 months on which a package with rates has no price for a tier and residency it sells: no season covers them, or the season has no rate for
          them. Travellers see no price for trips starting there.
        </p>
        {coverage.length === 0 ? <p>Every package with rates is priced on every date.</p> : <UnpricedList gaps={coverage} />}
      </section>

      <section className="c-card" aria-labelledby="sheet-heading">
        <h2 id="sheet-heading">Rate sheet of a package</h2>
        <Form method="get">
          <div className="c-field">
            <label htmlFor="f-package">Package</label>
            <select id="f-package" name="package" defaultValue={chosen?.id ?? ""}>
              <option value="">Choose a package</option>
              {packages.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="c-button">
            Show rates
          </button>
        </Form>
        {chosen ? <RateSheet chosen={chosen} rates={rates} tiers={tiers} seasons={seasons} gaps={coverage.find((g) => g.id === chosen.id) ?? null} imported={imported} rateChange={rateChange} failed={failed?.intent === "import" ? failed : undefined} /> : null}
      </section>
      {chosen ? <Tryout chosen={chosen} tiers={tiers} tryout={tryout} /> : null}
    </>
  );
}

type LoaderData = ReturnType<typeof useLoaderData<typeof loader>>;

function RateSheet({ chosen, rates, tiers, seasons, gaps, imported, rateChange, failed }: { chosen: { id: number; title: string }; rates: LoaderData["rates"]; tiers: LoaderData["tiers"]; seasons: LoaderData["seasons"]; gaps: PackageGaps | null; imported: string | null; rateChange: string | null; failed: ActionFailure | undefined }) {
  return (
    <>
      <h3 className="c-sheet-title">{chosen.title}</h3>
      {imported || rateChange ? (
        <SuccessNotice>
          <p>{imported ? `Rate sheet imported: ${imported} rates.` : rateChange === "deleted" ? "Rate deleted." : "Rate saved."}</p>
        </SuccessNotice>
      ) : null}
      {rates.length === 0 ? (
        <p>No rates yet: the site shows this package's tier prices.</p>
      ) : (
        <RateGrid packageId={chosen.id} title={chosen.title} rates={rates} tiers={tiers} seasons={seasons.map((season) => season.name)} gaps={gaps} rangeText={rangeText} />
      )}
      <p>
        <Link to={`/console/rates/${chosen.id}/rate`} className="c-button c-button-quiet">
          Add a rate
        </Link>
      </p>
      <p>
        <a href={`/console/rates/${chosen.id}/sheet.csv`} download>
          Download the rate sheet (CSV)
        </a>
      </p>
      <Form method="post" encType="multipart/form-data" action={`/console/rates?package=${chosen.id}`}>
        <ErrorSummary errors={failed?.errors} />
        {failed?.sheetErrors?.length ? (
          <table className="c-table" data-testid="sheet-errors">
            <caption>Problems in the uploaded sheet</caption>
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Column</th>
                <th scope="col">Problem</th>
              </tr>
            </thead>
            <tbody>
              {failed.sheetErrors.map((e, i) => (
                <tr key={i}>
                  <td data-label="Line">{e.row}</td>
                  <td data-label="Column">{e.column}</td>
                  <td data-label="Problem">{e.message}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        <input type="hidden" name="intent" value="import" />
        <input type="hidden" name="packageId" value={chosen.id} />
        <div className="c-field">
          <label htmlFor="f-sheet">Upload a rate sheet (CSV)</label>
          <p id="f-sheet-hint" className="c-hint">
            It replaces all of this package's rates, or, if any row has a problem, nothing changes. Amounts per night in KES or USD, e.g. 45000 or 45000.50; bands as 0-2: 0; 3-11: 12500 and 4: 60000; 7: 90000.
          </p>
          <input id="f-sheet" type="file" name="sheet" accept=".csv,text/csv" aria-describedby="f-sheet-hint" />
          {failed?.errors.sheet ? <p className="c-error">{failed.errors.sheet}</p> : null}
        </div>
        <button type="submit" className="c-button">
          Import the sheet
        </button>
      </Form>
    </>
  );
}

/** Try a price: the price function on this package's stored rates, with its message when there is no price. */
function Tryout({ chosen, tiers, tryout }: { chosen: { id: number; title: string }; tiers: LoaderData["tiers"]; tryout: LoaderData["tryout"] }) {
  const typed = tryout?.typed;
  const result = tryout?.result;
  const errors = result?.kind === "invalid_request" ? result.errors : {};
  return (
    <section className="c-card" aria-labelledby="tryout-heading">
      <h2 id="tryout-heading">Try a price for {chosen.title}</h2>
      <p className="c-hint">What the price function answers for a party on its dates, with the rates stored now.</p>
      <Form method="get" noValidate>
        <input type="hidden" name="package" value={chosen.id} />
        <input type="hidden" name="try" value="1" />
        <div className="c-filters">
          <div className="c-field">
            <label htmlFor="t-tier">Tier</label>
            <select id="t-tier" name="tier" defaultValue={typed?.tier ?? String(tiers[0]?.id ?? "")}>
              {tiers.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.label}
                </option>
              ))}
            </select>
          </div>
          <div className="c-field">
            <label htmlFor="t-residency">Residency</label>
            <select id="t-residency" name="residency" defaultValue={typed?.residency ?? "residents"}>
              {INQUIRY_RESIDENCIES.map((r) => (
                <option key={r} value={r}>
                  {RESIDENCY_LABELS[r]}
                </option>
              ))}
            </select>
          </div>
          <Field id="t-adults" name="adults" label="Adults" inputMode="numeric" defaultValue={typed?.adults ?? "2"} error={errors.adults} />
          <Field id="t-children" name="children" label="Children's ages" hint="Comma separated, e.g. 5, 12" defaultValue={typed?.children ?? ""} error={errors.childAges} />
          <Field id="t-start" name="start" label="First night" type="date" defaultValue={typed?.start ?? ""} error={errors.startDate} />
          <Field id="t-nights" name="nights" label="Nights" inputMode="numeric" defaultValue={typed?.nights ?? "1"} error={errors.nights} />
        </div>
        <button type="submit" className="c-button">
          Price it
        </button>
      </Form>
      {result && result.kind === "priced" ? (
        <div data-testid="tryout-result">
          <p className="c-tryout-total">Total {formatAmount(result.total, result.currency)}</p>
          <ul className="c-list">
            {result.lines.map((l, i) => (
              <li key={i}>
                {l.label}, {l.season}: {l.quantity} x {l.nights} night(s) x {formatAmount(l.unitAmount, result.currency)} = {formatAmount(l.amount, result.currency)}
              </li>
            ))}
          </ul>
          <p className="c-hint">Seasons: {result.seasons.map((s) => `${s.season} (priority ${s.priority}, ${s.nights} night(s)${s.outranked.length ? `, outranks ${s.outranked.join(", ")}` : ""})`).join("; ")}</p>
        </div>
      ) : result && result.kind !== "invalid_request" ? (
        <div className="c-alert c-alert-error" role="status" data-testid="tryout-result">
          <p>{result.message}</p>
        </div>
      ) : null}
    </section>
  );
}
