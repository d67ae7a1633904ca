/**
 * The publishing intents of every editor page's action (decision 0030): "cancel-schedule" needs
 * nothing of the form; "schedule" needs the entity's parsed document, like Save and Publish.
 */
import type { PublishableEntity } from "#domain/publishing.ts";
import type { EditorResult } from "#domain/catalogue-editor-context.ts";
import { formFailure, type FormValues } from "../lib/forms.server.ts";
import { type AppContext } from "../../lib/areas.ts";
import { consoleOf } from "../lib/console-area.ts";

/** The result of the publishing intent `values.intent` names, or null when it names another. */
export async function publishingIntent(
  context: AppContext,
  entity: PublishableEntity,
  id: number,
  values: FormValues,
  document?: unknown,
): Promise<{ result: EditorResult<any>; done: string } | null> {
  const publishing = consoleOf(context).catalogueEditor.publishing;
  if (values.intent === "cancel-schedule") {
    return { result: await publishing.cancelSchedule(entity, id, Number(values.schedule)), done: "schedule-cancelled" };
  }
  if (values.intent === "schedule" && document !== undefined) {
    return { result: await publishing.schedule(entity, id, document, values.base || undefined, values.publish_at ?? ""), done: "scheduled" };
  }
  return null;
}

/**
 * For an action: handles a publishing intent, answering the form's failure (what was typed kept;
 * `fail` says how, formFailure unless the page's form is a Conform form) or throwing the redirect `back(done)`; null when the intent is another one. Call it once before
 * parsing the form (cancel) and once with the parsed document (schedule).
 */
export async function handlePublishingIntent<F = ReturnType<typeof formFailure>>(
  context: AppContext,
  entity: PublishableEntity,
  id: number,
  values: FormValues,
  back: (done: string) => Response,
  document?: unknown,
  fail: (status: number, errors: Record<string, string>) => F | ReturnType<typeof formFailure> = (status, errors) => formFailure(status, errors, values, values.intent),
) {
  const outcome = await publishingIntent(context, entity, id, values, document);
  if (!outcome) return null;
  if (!outcome.result.ok) return fail(outcome.result.status, outcome.result.errors);
  throw back(outcome.done);
}
