/**
 * Server renders must leave nothing behind (issue 13): a query entry's gcTime timer (25 h for lists)
 * kept each render's client and loader data alive, so unique URLs exhausted the heap.
 */
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { queries } from "../queries.ts";
import { CacheProvider } from "./cache-provider.tsx";
import { createQueryClient, createRenderQueryClient } from "./query-client.ts";
import { useCachedQuery } from "./use-cached-query.ts";

const services = [{ id: 1, name: "Safaris" }] as never[];

function ServicesList() {
  const { data } = useCachedQuery(queries.services(), services);
  const blogs = useCachedQuery(queries.blogs(), null);
  return <p>{`${(data as { name: string }[] | null)?.[0]?.name ?? "none"} ${blogs.data === null ? "no blogs" : "blogs"}`}</p>;
}

describe("the server render's query client", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("renders cached data and leaves no timer behind", () => {
    expect(typeof window).toBe("undefined");
    const html = renderToString(
      <CacheProvider>
        <ServicesList />
      </CacheProvider>,
    );
    expect(html).toContain("Safaris no blogs");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("keeps no collection timer for seeded or failed queries, whatever gcTime the query asks for", async () => {
    const client = createRenderQueryClient();
    client.setQueryData(queries.services().queryKey, services);
    client.getQueryCache().build(client, { ...queries.packages("?q=1") } as never);
    await client.fetchQuery({ ...queries.blogs(), queryFn: () => Promise.reject(new Error("down")) }).catch(() => undefined);
    expect(client.getQueryCache().getAll()).toHaveLength(3);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("differs from the browser client, which does keep entries for their gcTime", () => {
    // The control: the same seeding on the browser's client arms a timer, so the check above can fail.
    const client = createQueryClient();
    client.setQueryData(queries.services().queryKey, services);
    expect(vi.getTimerCount()).toBeGreaterThan(0);
    client.clear();
  });
});
