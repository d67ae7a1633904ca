/**
 * Section navigation for long editors (issue 28 item 1): the package editor runs to about 18
 * screens on a laptop. On a wide screen the list of sections stays in view beside the form; on a
 * narrower one it is a row of links above it (a sticky row there would hide the fields focus
 * reaches, under the header and above the sticky Save bar). Plain links to the sections' headings:
 * it works before and without JavaScript.
 */
import type { ReactNode } from "react";

export interface EditorSection {
  /** The id of the section's heading. */
  id: string;
  label: string;
}

export function EditorWithSections({ sections, label, children }: { sections: EditorSection[]; label: string; children: ReactNode }) {
  return (
    <div className="c-with-sections">
      <nav className="c-section-nav" aria-label={label}>
        <ol>
          {sections.map((s) => (
            <li key={s.id}>
              <a href={`#${s.id}`}>{s.label}</a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="c-with-sections-body">{children}</div>
    </div>
  );
}
