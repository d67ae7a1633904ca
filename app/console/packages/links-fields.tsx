/**
 * The package's services (ticked from the fixed list; at least one to publish) and destinations
 * (chosen from the published ones, in the order the page lists them), decision 0027. Services are
 * checkboxes of one name, `service_ids`, each with its id; destinations a Conform list
 * (`destination_ids[0]`, decision 0072) whose Up, Down and Remove are Conform's intents, carried
 * out in place with JavaScript and by the server without it. Adding one needs the server (the
 * select's choice; package-rows.server.ts).
 */
import type { ButtonHTMLAttributes } from "react";
import type { PackageChoices } from "#domain/catalogue-editor-context.ts";
import type { RowButton } from "../editing/use-document-form.ts";

/** The list intents of Conform's form that the destination buttons use. */
export interface DestinationListIntents {
  remove: { getButtonProps(options: { name: string; index: number }): ButtonHTMLAttributes<HTMLButtonElement> };
  reorder: { getButtonProps(options: { name: string; from: number; to: number }): ButtonHTMLAttributes<HTMLButtonElement> };
}

interface Props {
  choices: PackageChoices;
  /** The services ticked when the form was drawn. */
  services: ReadonlyArray<string>;
  /** The destinations' rows: Conform's key and the id each holds. */
  destinations: ReadonlyArray<{ key: string; id: string }>;
  errors: Record<string, string>;
  busy: boolean;
  form: DestinationListIntents;
  rowButton: RowButton;
}

const destinationButtonId = (index: number, what: "up" | "down" | "remove") => `destination-${index}-${what}`;
const ADD_DESTINATION_ID = "f-destination_add";

export function ServicesAndDestinations({ choices, services, destinations, errors, busy, form, rowButton }: Props) {
  const chosenServices = new Set(services);
  const ids = destinations.map((d) => d.id);
  const nameOf = (id: string) => choices.destinations.find((d) => String(d.id) === id)?.name ?? `Destination ${id} (no longer published)`;
  const addable = choices.destinations.filter((d) => !ids.includes(String(d.id)));
  const servicesError = errors.service_ids;
  const destinationsError = errors.destination_ids;
  const move = (i: number, what: "up" | "down") => {
    const to = what === "up" ? i - 1 : i + 1;
    // The moved destination's button that is still enabled at its new place.
    const stays = what === "up" ? (to === 0 ? "down" : "up") : to === ids.length - 1 ? "up" : "down";
    return rowButton(form.reorder.getButtonProps({ name: "destination_ids", from: i, to }), destinationButtonId(to, stays));
  };
  return (
    <section className="c-card" aria-labelledby="h-links">
      <h2 id="h-links">Services and destinations</h2>
      <fieldset aria-describedby={servicesError ? "f-service_ids-error" : "f-service_ids-hint"} aria-invalid={servicesError ? true : undefined}>
        <legend>Services</legend>
        <p id="f-service_ids-hint" className="c-hint">
          At least one is needed to publish. The package is listed under each.
        </p>
        <div className="c-checks">
          {choices.services.map((s) => (
            <div className="c-check" key={s.id}>
              <input id={`f-service-${s.id}`} type="checkbox" name="service_ids" value={String(s.id)} defaultChecked={chosenServices.has(String(s.id))} />
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
            {destinations.map(({ key, id }, i) => (
              <li key={key}>
                <input type="hidden" name={`destination_ids[${i}]`} value={id} />
                <span className="c-ordered-name">
                  {i + 1}. {nameOf(id)}
                </span>
                <span className="c-ordered-actions">
                  <button id={destinationButtonId(i, "up")} className="c-button c-button-quiet" {...move(i, "up")} disabled={busy || i === 0}>
                    Up<span className="c-skip">: move {nameOf(id)} up</span>
                  </button>
                  <button id={destinationButtonId(i, "down")} className="c-button c-button-quiet" {...move(i, "down")} disabled={busy || i === destinations.length - 1}>
                    Down<span className="c-skip">: move {nameOf(id)} down</span>
                  </button>
                  <button
                    id={destinationButtonId(i, "remove")}
                    className="c-button c-button-quiet"
                    {...rowButton(form.remove.getButtonProps({ name: "destination_ids", index: i }), ADD_DESTINATION_ID)}
                  >
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
