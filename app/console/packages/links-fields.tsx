/**
 * The package's services (ticked from the fixed list; at least one to publish) and destinations
 * (chosen from the published ones, in the order the page lists them), decision 0027. Adding,
 * moving and removing a destination post the form back with the change, like the tier buttons.
 */
import type { PackageChoices } from "#domain/catalogue-editor-context.ts";
import { formRowCount } from "#domain/package-document.ts";

interface Props {
  choices: PackageChoices;
  values: Record<string, string>;
  errors: Record<string, string>;
  busy: boolean;
}

export const destinationButtonId = (index: number, what: "up" | "down" | "remove") => `destination-${index}-${what}`;
export const ADD_DESTINATION_ID = "f-destination_add";

const firstError = (errors: Record<string, string>, name: string) => errors[name] ?? Object.entries(errors).find(([k]) => k.startsWith(`${name}.`))?.[1];

export function ServicesAndDestinations({ choices, values, errors, busy }: Props) {
  const chosenServices = new Set(Object.entries(values).filter(([k]) => /^service_ids\.\d+$/.test(k)).map(([, v]) => v));
  const destinations = Array.from({ length: formRowCount(values, "destination_ids") }, (_, i) => values[`destination_ids.${i}`]).filter((v): v is string => Boolean(v));
  const nameOf = (id: string) => choices.destinations.find((d) => String(d.id) === id)?.name ?? `Destination ${id} (no longer published)`;
  const addable = choices.destinations.filter((d) => !destinations.includes(String(d.id)));
  const servicesError = firstError(errors, "service_ids");
  const destinationsError = firstError(errors, "destination_ids");
  return (
    <section className="c-card" aria-labelledby="h-links">
      <h2 id="h-links">Services and destinations</h2>
      <fieldset aria-describedby={servicesError ? "f-service_ids-error" : "f-service_ids-hint"} aria-invalid={servicesError ? true : undefined}>
        <legend>Services</legend>
        <p id="f-service_ids-hint" className="c-hint">
          At least one is needed to publish. The package is listed under each.
        </p>
        <div className="c-checks">
          {choices.services.map((s, i) => (
            <div className="c-check" key={s.id}>
              <input id={`f-service-${s.id}`} type="checkbox" name={`service_ids.${i}`} value={String(s.id)} defaultChecked={chosenServices.has(String(s.id))} />
              <label htmlFor={`f-service-${s.id}`}>{s.name}</label>
            </div>
          ))}
        </div>
        {servicesError ? (
          <p id="f-service_ids-error" className="c-error">
            {servicesError}
          </p>
        ) : null}
      </fieldset>

      <fieldset aria-describedby={destinationsError ? "f-destination_ids-error" : undefined}>
        <legend>Destinations, in the order the page lists them</legend>
        {destinations.length ? (
          <ol className="c-ordered" data-testid="package-destinations">
            {destinations.map((id, i) => (
              <li key={`${id}-${i}`}>
                <input type="hidden" name={`destination_ids.${i}`} value={id} />
                <span className="c-ordered-name">
                  {i + 1}. {nameOf(id)}
                </span>
                <span className="c-ordered-actions">
                  <button type="submit" id={destinationButtonId(i, "up")} name="intent" value={`destination-up-${i}`} className="c-button c-button-quiet" disabled={busy || i === 0}>
                    Up<span className="c-skip">: move {nameOf(id)} up</span>
                  </button>
                  <button
                    type="submit"
                    id={destinationButtonId(i, "down")}
                    name="intent"
                    value={`destination-down-${i}`}
                    className="c-button c-button-quiet"
                    disabled={busy || i === destinations.length - 1}
                  >
                    Down<span className="c-skip">: move {nameOf(id)} down</span>
                  </button>
                  <button type="submit" id={destinationButtonId(i, "remove")} name="intent" value={`remove-destination-${i}`} className="c-button c-button-quiet" disabled={busy}>
                    Remove<span className="c-skip"> {nameOf(id)}</span>
                  </button>
                </span>
              </li>
            ))}
          </ol>
        ) : (
          <p className="c-muted">No destinations yet.</p>
        )}
        {destinationsError ? (
          <p id="f-destination_ids-error" className="c-error">
            {destinationsError}
          </p>
        ) : null}
        {addable.length ? (
          <div className="c-add-row">
            <div className="c-field">
              <label htmlFor={ADD_DESTINATION_ID}>Add a destination</label>
              <select id={ADD_DESTINATION_ID} name="destination_add" defaultValue="">
                <option value="">Choose a destination</option>
                {addable.map((d) => (
                  <option key={d.id} value={String(d.id)}>
                    {d.name}
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" name="intent" value="add-destination" className="c-button c-button-quiet" disabled={busy}>
              Add destination
            </button>
          </div>
        ) : null}
      </fieldset>
    </section>
  );
}
