/**
 * The image worker: a child process that renders variants and cleans uploads for the web process
 * (render-pool.ts) over IPC. It exits when its parent goes, and the pool stops it when idle, which
 * gives its memory back.
 */
import { cleanUpload, UploadRefused, type CleanJob } from "../media/clean-upload.ts";
import { renderVariant, type RenderJob } from "./render-variant.ts";

export type WorkerRequest = { id: number } & ({ kind: "render"; job: RenderJob } | { kind: "clean"; job: CleanJob });

export interface WorkerReply {
  id: number;
  data?: Uint8Array;
  /** For "clean": what the cleaned original is. */
  info?: { contentType: string; width: number; height: number };
  error?: string;
  /** The upload is refused (a 4xx for the editor), not a failure of the worker. */
  refusal?: { status: number };
}

async function handle(message: WorkerRequest): Promise<WorkerReply> {
  if (message.kind === "clean") {
    const { data, ...info } = await cleanUpload(message.job);
    return { id: message.id, data, info };
  }
  return { id: message.id, data: await renderVariant(message.job) };
}

process.on("message", (message: WorkerRequest) => {
  handle(message).then(
    (reply) => process.send?.(reply),
    (error: unknown) =>
      process.send?.({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
        refusal: error instanceof UploadRefused ? { status: error.status } : undefined,
      } satisfies WorkerReply),
  );
});
process.on("disconnect", () => process.exit(0));
