import { describe, expect, it } from "vitest";
import { listStatus } from "./cached-or-pending.ts";

const pending = { isPending: true, isError: false };
const failed = { isPending: false, isError: true };
const done = { isPending: false, isError: false };

describe("listStatus", () => {
  it("shows data whenever there is some, even after a failed refresh", () => {
    expect(listStatus([1], [1], done)).toBe("ready");
    expect(listStatus(undefined, [1, 2], failed)).toBe("ready");
  });
  it("shows the skeleton only while the client is fetching for a navigation", () => {
    expect(listStatus(undefined, null, pending)).toBe("loading");
    // The server said it failed: keep its error state while the browser retries.
    expect(listStatus(null, null, pending)).toBe("error");
    // The server said empty: no skeleton flash while the browser re-checks.
    expect(listStatus([], [], pending)).toBe("empty");
  });
  it("shows the error state for failures and the empty state for empty lists", () => {
    expect(listStatus(undefined, [], failed)).toBe("error");
    expect(listStatus(null, null, done)).toBe("error");
    expect(listStatus(undefined, [], done)).toBe("empty");
  });
});
