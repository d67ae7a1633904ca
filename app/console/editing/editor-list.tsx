/**
 * The table of a catalogue editor's list page (packages, stories, destinations): each entry links
 * to its editor, with its status badge and one column of the list's own (when it changed, how many
 * packages use it). Cells carry data-label so the table stacks readably on a phone.
 */
import type { ReactNode } from "react";
import { Link } from "react-router";
import { StatusBadge } from "./editing-parts.tsx";
import type { EditingStatus } from "./status.ts";

export function EditorListTable<Entry extends { id: number; status: EditingStatus }>(props: {
  entries: Entry[];
  /** Read by screen readers only, e.g. "Packages and their status". */
  caption: string;
  rowTestId: string;
  /** The editor of an entry is at `${editorPath}/${id}`. */
  editorPath: string;
  nameHeading: string;
  name: (entry: Entry) => string;
  /** Shown after the name's link, e.g. "(featured)". */
  afterName?: (entry: Entry) => ReactNode;
  extra: { heading: string; cell: (entry: Entry) => ReactNode };
}) {
  const { extra } = props;
  return (
    <div className="c-card">
      <table className="c-table">
        <caption className="c-skip">{props.caption}</caption>
        <thead>
          <tr>
            <th scope="col">{props.nameHeading}</th>
            <th scope="col">Status</th>
            <th scope="col">{extra.heading}</th>
          </tr>
        </thead>
        <tbody>
          {props.entries.map((entry) => (
            <tr key={entry.id} data-testid={props.rowTestId}>
              <td data-label={props.nameHeading}>
                <Link to={`${props.editorPath}/${entry.id}`}>{props.name(entry)}</Link>
                {props.afterName?.(entry)}
              </td>
              <td data-label="Status">
                <StatusBadge status={entry.status} />
              </td>
              <td data-label={extra.heading}>{extra.cell(entry)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
