/**
 * The first-run checklist on an owner's dashboard (issue 28 item 6, decision 0065): each step done
 * or not, what is missing, and where to do it. Shown while any step is open.
 */
import { Link } from "react-router";
import type { SetupStep } from "#domain/setup/checklist.ts";

export function SetupChecklist({ steps }: { steps: SetupStep[] }) {
  const left = steps.filter((s) => !s.done).length;
  return (
    <section className="c-card c-setup" aria-labelledby="setup-heading">
      <h2 id="setup-heading">Getting started</h2>
      <p className="c-muted">
        {left === 1 ? "One step is" : `${left} steps are`} left before the team can sell from here. This list goes away once all are done.
      </p>
      <ol className="c-setup-steps">
        {steps.map((s) => (
          <li key={s.key} className={s.done ? "is-done" : undefined}>
            <span className="c-setup-mark" aria-hidden="true">
              {s.done ? "✓" : ""}
            </span>
            <div>
              <strong>{s.title}</strong> <span className="c-visually-hidden">{s.done ? "(done)" : "(to do)"}</span>
              <div className="c-small">{s.detail}</div>
              {s.done ? null : s.href ? (
                <Link to={s.href} className="c-small">
                  {s.action}
                </Link>
              ) : (
                <div className="c-small c-muted">{s.action}, then restart it (README, Configuration).</div>
              )}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
