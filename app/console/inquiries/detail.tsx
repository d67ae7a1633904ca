/**
 * /console/inquiries/:id: every field and where it came from, both emails' delivery, the
 * pipeline (status with lost reason, owner), reply by email or WhatsApp, notes and history.
 * Each form posts an `intent`; a change made by someone else meanwhile is refused (409) and shown.
 */
import { data, Form, Link, redirect, useActionData, useLoaderData } from "react-router";
import type { Outcome } from "#domain/inbox-context.ts";
import { inquiryReference } from "#domain/inquiry-reference.ts";
import { allowedMoves, formatDuration, noteSchema, replySchema, STATUS_LABELS, statusChangeSchema } from "#domain/inquiry-pipeline.ts";
import { QUOTE_STATE_LABELS } from "#domain/quotes/versions.ts";
import { can } from "#domain/staff-roles.ts";
import { ErrorSummary, Field, SuccessNotice, ValidatedForm } from "../components/form-fields.tsx";
import { OnceField } from "../components/once-field.tsx";
import { readForm } from "../lib/forms.server.ts";
import { newOnceToken, once } from "../lib/once.server.ts";
import { consoleMeta } from "../lib/meta.ts";
import { EMAIL_KINDS, emailState, when } from "./labels.ts";
import { Thread } from "./thread.tsx";
import type { Route } from "./+types/detail";
import { consoleOf } from "../lib/console-area.ts";

export const meta = ({ loaderData: data }: Route.MetaArgs) => consoleMeta(data ? `Inquiry ${inquiryReference(data.inquiry.id)}` : "Inquiry");

function inquiryId(param: string | undefined): number {
  const id = Number(param);
  if (!Number.isInteger(id) || id < 1) throw new Response(null, { status: 404 });
  return id;
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const member = await consoleOf(context).staff.require("inquiries:read");
  const id = inquiryId(params.id);
  const [inquiry, staff, mail] = await Promise.all([consoleOf(context).inbox.get(id), consoleOf(context).inbox.staffOptions(), consoleOf(context).inboundMail.thread(id)]);
  if (!inquiry) throw new Response(null, { status: 404 });
  const canQuote = can(member.role, "quotes:write");
  const readsQuotes = can(member.role, "quotes:read");
  const url = new URL(request.url);
  return {
    inquiry,
    staff,
    mail,
    canWrite: can(member.role, "inquiries:write"),
    canQuote,
    readsQuotes,
    quotes: readsQuotes ? await consoleOf(context).quotes.forInquiry(id) : [],
    quoteError: url.searchParams.get("quote_error"),
    // Each form that sends or creates has its own one-time token (decision 0043): a second click
    // stores and sends nothing, and a new token after a success redraws the form empty.
    once: { reply: newOnceToken(), note: newOnceToken(), release: newOnceToken(), quote: newOnceToken() },
    done: url.searchParams.get("done"),
  };
}

type Failure = { errors: Record<string, string>; values: Record<string, string>; intent: string };

function answer(result: Outcome<object>, values: Record<string, string>, intent: string, id: number, done: string) {
  if (result.ok) return redirect(`/console/inquiries/${id}?done=${done}`);
  if (result.reason === "not_found") throw new Response(null, { status: 404 });
  const errors = result.reason === "conflict" ? { form: result.message } : result.errors;
  return data<Failure>({ errors, values, intent }, { status: result.reason === "conflict" ? 409 : 400 });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  await consoleOf(context).staff.require("inquiries:write");
  const id = inquiryId(params.id);
  const values = await readForm(request);
  const intent = values.intent ?? "";
  switch (intent) {
    case "status":
      return answer(await consoleOf(context).inbox.changeStatus(id, values), values, intent, id, "status");
    case "owner":
      return answer(await consoleOf(context).inbox.assignOwner(id, values), values, intent, id, "owner");
    case "note":
      return once(context, values, intent, async () => answer(await consoleOf(context).inbox.addNote(id, values), values, intent, id, "note"));
    case "reply":
      // The token also keys the outbox row, so even a post that got past the claim sends once.
      return once(context, values, intent, async () => answer(await consoleOf(context).inbox.reply(id, values, values.once!), values, intent, id, "reply"));
    case "release":
      return once(context, values, intent, async () => answer(await consoleOf(context).inbox.releaseFromSpam(id), values, intent, id, "release"));
    default:
      return data<Failure>({ errors: { form: "Unknown action." }, values, intent }, { status: 400 });
  }
}

const DONE: Record<string, string> = {
  status: "Status changed.",
  owner: "Owner changed.",
  note: "Note added.",
  reply: "Reply queued. It shows below as pending until the mail server accepts it.",
  release: "Released from spam. The sales notification and the traveller's acknowledgement are on their way.",
};

function Facts({ rows }: { rows: Array<[string, React.ReactNode]> }) {
  return (
    <dl className="c-facts">
      {rows
        .filter(([, v]) => v !== null && v !== undefined && v !== "")
        .map(([k, v]) => (
          <div key={k}>
            <dt>{k}</dt>
            <dd>{v}</dd>
          </div>
        ))}
    </dl>
  );
}

export default function InquiryDetail() {
  const { inquiry: i, staff, mail, canWrite, canQuote, readsQuotes, quotes, quoteError, once, done } = useLoaderData<typeof loader>();
  const failed = useActionData<typeof action>() as Failure | undefined;
  const errorsFor = (intent: string) => (failed?.intent === intent ? failed.errors : undefined);
  const typed = (intent: string, name: string, fallback = "") => (failed?.intent === intent ? (failed.values[name] ?? fallback) : fallback);
  const staffName = (id: string | null) => staff.find((s) => s.id === id)?.name ?? (id ? "Former staff" : "Nobody");
  const firstName = i.fullName.split(/\s+/)[0];
  const defaultSubject = i.acknowledgementSubject ? `Re: ${i.acknowledgementSubject}` : "Your safari inquiry";
  const locked = i.isSpam || !!i.erasedAt;
  return (
    <>
      <p>
        <Link to="/console/inquiries">← All inquiries</Link>
      </p>
      <h1>
        Inquiry {inquiryReference(i.id)}: {i.erasedAt ? "personal data erased" : i.fullName}
      </h1>
      <p className="c-actions">
        <span className="c-badge">{STATUS_LABELS[i.status]}</span>
        {i.needsReply ? <span className="c-badge c-badge-warn">Needs reply: no answer after {i.needsReplyAfter}</span> : null}
        {i.isSpam ? <span className="c-badge c-badge-warn">Flagged as spam ({i.spamReason ?? "flagged"})</span> : null}
        <span className="c-muted">
          Received {when(i.createdAt)}
          {i.firstReplyMs !== null ? ` · first reply after ${formatDuration(i.firstReplyMs)}` : " · not answered yet"}
        </span>
      </p>
      {done && DONE[done] ? (
        <SuccessNotice>
          <p>{DONE[done]}</p>
        </SuccessNotice>
      ) : null}
      {failed && (failed.intent === "release" || failed.errors.form) ? <ErrorSummary errors={failed.errors} /> : null}

      {i.isSpam && canWrite && !i.erasedAt ? (
        <section className="c-card" aria-labelledby="spam-heading">
          <h2 id="spam-heading">Spam</h2>
          <p>Nobody was emailed about this inquiry. If it is genuine, release it: the two emails it was owed are sent once.</p>
          <Form method="post">
            <input type="hidden" name="intent" value="release" />
            <OnceField token={once.release} />
            <button type="submit" className="c-button">
              Not spam: release it
            </button>
          </Form>
        </section>
      ) : null}

      <div className="c-inquiry">
        {/* The work first (issue 28 item 1): on a phone the actions come before the facts; on a wide screen they stand side by side. */}
        <div className="c-inquiry-actions">
          {canWrite && !locked ? (
            <section className="c-card" aria-labelledby="pipeline-heading">
              <h2 id="pipeline-heading">Status and owner</h2>
              <ValidatedForm schema={statusChangeSchema} serverErrors={errorsFor("status")} aria-label="Change status" className="c-inline-form">
                {(errors) => (
                  <>
                    <input type="hidden" name="intent" value="status" />
                    <input type="hidden" name="version" value={i.version} />
                    <div className="c-field">
                      <label htmlFor="f-status">Status</label>
                      <select id="f-status" name="status" className="c-select" defaultValue={typed("status", "status", allowedMoves(i.status)[0])} aria-invalid={errors.status ? true : undefined} aria-describedby={errors.status ? "f-status-error" : undefined}>
                        {allowedMoves(i.status).map((s) => (
                          <option key={s} value={s}>
                            {STATUS_LABELS[s]}
                          </option>
                        ))}
                      </select>
                      {errors.status ? (
                        <p id="f-status-error" className="c-error">
                          {errors.status}
                        </p>
                      ) : null}
                    </div>
                    {/* Shown by CSS once "Lost" is chosen (console.css), with or without JavaScript: a phone keeps status and reply on its first screen. */}
                    <div className="c-lost-reason">
                      <Field name="lost_reason" label="Reason, if lost" defaultValue={typed("status", "lost_reason", i.lostReason ?? "")} error={errors.lost_reason} />
                    </div>
                    <button type="submit" className="c-button">
                      Change status
                    </button>
                  </>
                )}
              </ValidatedForm>
              <Form method="post" aria-label="Assign owner" className="c-inline-form">
                <input type="hidden" name="intent" value="owner" />
                <input type="hidden" name="version" value={i.version} />
                <div className="c-field">
                  <label htmlFor="f-owner">Owner (now: {staffName(i.ownerId)})</label>
                  <select id="f-owner" name="owner_id" className="c-select" defaultValue={i.ownerId ?? ""} aria-invalid={errorsFor("owner")?.owner_id ? true : undefined}>
                    <option value="">Nobody</option>
                    {staff.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name} ({s.email})
                      </option>
                    ))}
                  </select>
                  {errorsFor("owner")?.owner_id ? <p className="c-error">{errorsFor("owner")!.owner_id}</p> : null}
                </div>
                <button type="submit" className="c-button c-button-quiet">
                  Assign
                </button>
              </Form>
              {canQuote && !locked ? (
                <Form method="post" action="/console/quotes/new" className="c-build-quote">
                  <input type="hidden" name="inquiry_id" value={i.id} />
                  <OnceField token={once.quote} />
                  <button type="submit" className="c-button">
                    Build a quote
                  </button>
                </Form>
              ) : null}
            </section>
          ) : (
            <p className="c-muted">Status: {STATUS_LABELS[i.status]}{i.lostReason ? ` (${i.lostReason})` : ""} · Owner: {staffName(i.ownerId)}</p>
          )}
          {canWrite && !locked ? (
            <section className="c-card" aria-labelledby="reply-heading">
              <h2 id="reply-heading">Reply</h2>
              {/* Drawn again (empty) when a reply was stored, and only then: adding a note keeps a half-typed reply. */}
              <ValidatedForm key={`reply-${i.emails.filter((e) => e.kind === "inquiry_reply").length}`} schema={replySchema} serverErrors={errorsFor("reply")} aria-label="Reply by email">
                {(errors) => (
                  <>
                    <input type="hidden" name="intent" value="reply" />
                    <OnceField token={typed("reply", "once", once.reply)} />
                    <Field name="subject" label="Subject" defaultValue={typed("reply", "subject", defaultSubject)} error={errors.subject} />
                    <div className="c-field">
                      <label htmlFor="f-body">Message</label>
                      <textarea id="f-body" name="body" rows={6} className="c-textarea" defaultValue={typed("reply", "body", `Jambo ${firstName},\n\n`)} aria-invalid={errors.body ? true : undefined} aria-describedby={errors.body ? "f-body-error" : undefined} />
                      {errors.body ? (
                        <p id="f-body-error" className="c-error">
                          {errors.body}
                        </p>
                      ) : null}
                    </div>
                    <button type="submit" className="c-button">
                      Send reply
                    </button>
                    <p className="c-muted c-small">To {i.email}, in the thread of our acknowledgement; your name and our contact details are added below it.</p>
                  </>
                )}
              </ValidatedForm>
              {i.whatsappUrl ? (
                <p>
                  <a className="c-button c-button-quiet" href={i.whatsappUrl} target="_blank" rel="noopener noreferrer">
                    Reply on WhatsApp to {firstName}
                  </a>
                </p>
              ) : null}
            </section>
          ) : null}
          {readsQuotes ? (
            <section className="c-card" aria-labelledby="quotes-heading">
              <h2 id="quotes-heading">Quotes</h2>
              {quoteError ? (
                <p className="c-error" role="alert">
                  {quoteError}
                </p>
              ) : null}
              {quotes.length ? (
                <ul className="c-list">
                  {quotes.map((q) => (
                    <li key={q.id}>
                      <Link to={`/console/quotes/${q.id}`}>Quote {q.id}, version {q.version}</Link>: {QUOTE_STATE_LABELS[q.state]}
                      <div className="c-muted c-small">
                        {q.sentAt ? `Sent ${when(q.sentAt)}` : "Not sent"} · {q.firstOpenedAt ? `opened first ${when(q.firstOpenedAt)}, last ${when(q.lastOpenedAt)}` : "not opened"}
                      </div>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="c-muted">No quote yet.</p>
              )}
            </section>
          ) : null}
        </div>
        <div className="c-inquiry-facts">
          <section className="c-card" aria-labelledby="trip-heading">
            <h2 id="trip-heading">The traveller and the trip</h2>
            <Facts
              rows={[
                ["Name", i.fullName],
                ["Email", i.email ? <a href={`mailto:${i.email}`}>{i.email}</a> : null],
                ["Phone", i.phone],
                ["Party", i.party],
                ["Dates", i.dates],
                ["Residency", i.residencyLabel],
                ["Budget tier", i.budgetLabel],
                [
                  "Estimate",
                  i.estimate ? (
                    <div data-testid="inquiry-estimate">
                      <strong>{i.estimate.total}</strong> <span className="c-muted">(the site's price when it was sent: {i.estimate.about})</span>
                      <ul className="c-list">
                        {i.estimate.lines.map((line) => (
                          <li key={line}>{line}</li>
                        ))}
                      </ul>
                      <p className="c-muted">{i.estimate.seasons.join("; ")}</p>
                    </div>
                  ) : null,
                ],
                ["Message", i.message ? <span className="c-pre">{i.message}</span> : null],
              ]}
            />
          </section>
          <section className="c-card" aria-labelledby="source-heading">
            <h2 id="source-heading">Where it came from</h2>
            <Facts
              rows={[
                [
                  "Package",
                  i.package ? (
                    i.package.archived ? (
                      <span data-testid="package-archived">{i.package.title} (archived, off the site)</span>
                    ) : (
                      <a href={`/packages/${i.package.id}`}>{i.package.title ?? `#${i.package.id} (withdrawn)`}</a>
                    )
                  ) : null,
                ],
                ["Service", i.service ? (i.service.name ?? `#${i.service.id} (withdrawn)`) : null],
                ["Destination", i.destination ? <a href={`/destinations/${i.destination.id}`}>{i.destination.name ?? `#${i.destination.id} (withdrawn)`}</a> : null],
                ["Source page", i.sourcePage],
                ["Source URL", i.sourceUrl],
                ["Client", [i.clientIp, i.userAgent].filter(Boolean).join(" · ")],
              ]}
            />
          </section>
          <section className="c-card" aria-labelledby="emails-heading">
            <h2 id="emails-heading">Emails</h2>
            {i.emails.length ? (
              <ul className="c-list">
                {i.emails.map((e) => (
                  <li key={e.id}>
                    <strong>{EMAIL_KINDS[e.kind] ?? e.kind}</strong> to {e.to}: “{e.subject}”
                    <div className={e.status === "dead" ? "c-error" : "c-muted"}>{emailState(e)}</div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="c-muted">{i.isSpam ? "None: spam is not emailed." : "None."}</p>
            )}
          </section>
          <section className="c-card" aria-labelledby="notes-heading">
            <h2 id="notes-heading">Notes</h2>
            {i.notes.length ? (
              <ul className="c-list">
                {i.notes.map((n) => (
                  <li key={n.id}>
                    <div className="c-pre">{n.body}</div>
                    <div className="c-muted c-small">
                      {n.authorEmail} · {when(n.createdAt)}
                    </div>
                  </li>
                ))}
              </ul>
            ) : (
              <p className="c-muted">No notes yet.</p>
            )}
            {canWrite && !i.erasedAt ? (
              <ValidatedForm key={`note-${i.notes.length}`} schema={noteSchema} serverErrors={errorsFor("note")} aria-label="Add a note">
                {(errors) => (
                  <>
                    <input type="hidden" name="intent" value="note" />
                    <OnceField token={typed("note", "once", once.note)} />
                    <div className="c-field">
                      <label htmlFor="f-note">New note (staff only)</label>
                      <textarea id="f-note" name="body" rows={3} className="c-textarea" defaultValue={typed("note", "body")} aria-invalid={errors.body ? true : undefined} aria-describedby={errors.body ? "f-note-error" : undefined} />
                      {errors.body ? (
                        <p id="f-note-error" className="c-error">
                          {errors.body}
                        </p>
                      ) : null}
                    </div>
                    <button type="submit" className="c-button c-button-quiet">
                      Add note
                    </button>
                  </>
                )}
              </ValidatedForm>
            ) : null}
          </section>
        </div>
      </div>

      <Thread createdAt={i.createdAt} history={i.history} emails={mail.emails} status={mail.status} staffName={staffName} />
    </>
  );
}
