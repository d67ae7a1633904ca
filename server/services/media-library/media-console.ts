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
  // Reading is for every role that may read this (viewers included, issue 24 item 7); changes need more.
  const read = async () => gate.require("content:read");
  return {
    list: async () => (await read(), library.list()),
    usable: async () => (await read(), library.usable()),
    get: async (id) => (await read(), mediaIdPattern.test(id) ? library.get(mediaKey(id)) : null),
    saveDetails: async (id, input) => {
      const by = await as();
      if (!mediaIdPattern.test(id)) return { ok: false, status: 404, errors: { form: "This image is not in the library." } };
      return library.saveDetails(mediaKey(id), input, by);
    },
  };
}
