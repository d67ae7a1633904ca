/**
 * The image worker: a child process that renders variants for the web process (render-pool.ts) over
 * IPC. It exits when its parent goes, and the pool stops it when idle, which gives its memory back.
 */
import { renderVariant, type RenderJob } from "./render-variant.ts";

interface Request extends RenderJob {
  id: number;
}

process.on("message", (message: Request) => {
  renderVariant(message).then(
    (data) => process.send?.({ id: message.id, data }),
    (error: unknown) => process.send?.({ id: message.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
process.on("disconnect", () => process.exit(0));
