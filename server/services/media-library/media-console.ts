/** The MediaConsole of one request (domain/media-console-context.ts): each method checks `content:write`. */
import type { MediaConsole } from "#domain/media-console-context.ts";
import { mediaIdPattern, mediaKey } from "#domain/media.ts";
import type { StaffGate } from "#domain/staff-context.ts";
import type { MediaLibrary } from "./library.ts";

export function createMediaConsole(deps: { library: MediaLibrary; gate: StaffGate; ip: string | null }): MediaConsole {
  const { library, gate, ip } = deps;
  const as = async () => {
    const member = await gate.require("content:write");
    return { actor: { id: member.id, email: member.email }, ip };
  };
  return {
    list: async () => (await as(), library.list()),
    usable: async () => (await as(), library.usable()),
    get: async (id) => (await as(), mediaIdPattern.test(id) ? library.get(mediaKey(id)) : null),
    saveDetails: async (id, input) => {
      const by = await as();
      if (!mediaIdPattern.test(id)) return { ok: false, status: 404, errors: { form: "This image is not in the library." } };
      return library.saveDetails(mediaKey(id), input, by);
    },
  };
}
