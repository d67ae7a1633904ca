/** Seamless loading (SPEC §4) against a real QueryClient with a fake clock. */
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BACKGROUND_REFRESH_DELAY_MS, failureFallback, loadSeamless } from "./seamless.ts";

function options(key: string, fn: () => Promise<unknown>) {
  return { queryKey: [key] as const, queryFn: fn, staleTime: 864e5, gcTime: 9e7 };
}

describe("seamless loading", () => {
  let client: QueryClient;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.spyOn(console, "warn").mockImplementation(() => {});
    client = new QueryClient();
  });
  afterEach(() => {
    client.clear();
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it("returns cached data at once and refreshes it in the background after 100 ms", async () => {
    client.setQueryData(["services"], ["cached"]);
    const fetcher = vi.fn(async () => ["fresh"]);
    expect(await loadSeamless(options("services", fetcher), client)).toEqual(["cached"]);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(BACKGROUND_REFRESH_DELAY_MS - 1);
    expect(fetcher).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetcher).toHaveBeenCalledTimes(1);
    expect(client.getQueryData(["services"])).toEqual(["fresh"]);
  });

  it("keeps cached data when the background refresh fails, and records the failure", async () => {
    client.setQueryData(["standout-packages"], [{ id: 1 }]);
    const fetcher = vi.fn(async () => Promise.reject(new Error("Failed to fetch standout packages")));
    expect(await loadSeamless(options("standout-packages", fetcher), client)).toEqual([{ id: 1 }]);
    await vi.advanceTimersByTimeAsync(BACKGROUND_REFRESH_DELAY_MS);
    expect(client.getQueryData(["standout-packages"])).toEqual([{ id: 1 }]);
    expect(client.getQueryState(["standout-packages"])?.status).toBe("error");
  });

  it("fetches when nothing is cached", async () => {
    const fetcher = vi.fn(async () => ["fresh"]);
    expect(await loadSeamless(options("destinations", fetcher), client)).toEqual(["fresh"]);
    expect(client.getQueryData(["destinations"])).toEqual(["fresh"]);
  });

  it.each(["services", "destinations", "blogs", "travel-types", "standout-packages"])("a failed %s fetch gives an empty list", async (key) => {
    const result = await loadSeamless(options(key, async () => Promise.reject(new Error("503"))), client);
    expect(result).toEqual([]);
    // The fallback is not cached as data.
    expect(client.getQueryData([key])).toBeUndefined();
  });

  it.each(["packages", "gallery", "homeSliderImages", "destination", "blog"])("a failed %s fetch gives null", async (key) => {
    expect(await loadSeamless(options(key, async () => Promise.reject(new Error("503"))), client)).toBeNull();
    expect(failureFallback([key])).toBeNull();
  });
});
