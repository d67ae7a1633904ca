/**
 * /blog and /blogs (SPEC §2): featured stories plus the latest stories, in
 * the visitor's chosen order (?ordering=, SPEC §2 values; newest first by
 * default), with the SPEC §8 "No stories yet" and "Unable to load blogs"
 * states. The list is cached once (newest first) and ordered for display, so
 * changing the order needs no request.
 */
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { i18nFromMatches } from "#app/lib/i18n/from-matches.ts";
import { Form, type ShouldRevalidateFunctionArgs, data, useSearchParams } from "react-router";
import type { ApiBlogSummary } from "#domain/api-types.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { itemList } from "#domain/structured-data.ts";
import { queries } from "#app/lib/queries.ts";
import { useCachedQuery } from "#app/lib/cache/index.ts";
import { type ListStatus, cachedOrPending, listStatus } from "#app/lib/cached-or-pending.ts";
import { BLOG_ORDERINGS, type BlogOrdering, DEFAULT_BLOG_ORDERING, parseBlogOrdering, sortBlogs, splitStories } from "#app/lib/blog-order.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { CardSkeletonGrid, EmptyState, ErrorState } from "#app/components/states.tsx";
import { BlogCard } from "#app/components/blog-card.tsx";
import { ChevronDownIcon } from "#app/components/icons.tsx";
import type { Route } from "./+types/blog";
import { siteOf } from "../lib/areas.ts";

const HEADER = "headers/blogs";

export async function loader({ context }: Route.LoaderArgs) {
  // Always the default order: this seeds the shared "blogs" cache entry (the home strip reads it too).
  const blogs = await siteOf(context).catalogue.blogs().catch(() => null);
  return data({ origin: siteOf(context).origin, blogs }, { status: blogs ? 200 : 503 });
}

export async function clientLoader() {
  return { origin: window.location.origin, blogs: cachedOrPending(queries.blogs()) };
}

/** The order is applied in the page; a new ?ordering= needs no reload of the list. */
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  if (currentUrl.pathname === nextUrl.pathname) {
    const a = new URLSearchParams(currentUrl.search);
    const b = new URLSearchParams(nextUrl.search);
    a.delete("ordering");
    b.delete("ordering");
    if (a.toString() === b.toString()) return false;
  }
  return defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const i18n = i18nFromMatches(matches);
  return pageMeta(matches, {
    title: i18n._(msg`Travel Stories: safari guides, tips and news`),
    description: i18n._(
      msg`Stories and practical guides from our team: when to see the Great Migration, what to pack for a safari, Zanzibar for first-timers, paying with M-Pesa and more.`,
    ),
    // /blog and /blogs show the same list: one canonical address.
    path: "/blog",
    origin: loaderData?.origin,
    image: HEADER,
    breadcrumbs: [{ name: i18n._(msg`Travel Stories`), path: "/blog" }],
    jsonLd: [
      itemList(
        loaderData?.origin ?? "",
        i18n._(msg`Travel stories`),
        (loaderData?.blogs ?? []).map((b) => ({ name: b.title, path: `/blogs/${b.slug}` })),
      ),
    ],
  });
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const [params, setParams] = useSearchParams();
  const ordering = parseBlogOrdering(params.get("ordering"));
  const { data: blogs, query } = useCachedQuery(queries.blogs(), loaderData.blogs);
  const status = listStatus(loaderData.blogs, blogs, query);
  const { t } = useLingui();
  const choose = (next: BlogOrdering) =>
    setParams(
      (prev) => {
        const out = new URLSearchParams(prev);
        if (next === DEFAULT_BLOG_ORDERING) out.delete("ordering");
        else out.set("ordering", next);
        return out;
      },
      { preventScrollReset: true, replace: true },
    );
  return (
    <main id="main-content">
      <PageHero
        title={t`Travel Stories`}
        subtitle={t`Field notes, guides and honest advice from our team on the road across Kenya, East Africa and beyond.`}
        imageKey={HEADER}
        breadcrumbs={[{ label: t`Home`, to: "/" }, { label: t`Blog` }]}
      />
      <StoriesBody status={status} blogs={blogs ?? []} ordering={ordering} onOrderingChange={choose} />
    </main>
  );
}

export function StoriesBody({
  status,
  blogs,
  ordering,
  onOrderingChange,
}: {
  status: ListStatus;
  blogs: ApiBlogSummary[];
  ordering: BlogOrdering;
  onOrderingChange: (o: BlogOrdering) => void;
}) {
  const { featured, latest } = splitStories(sortBlogs(blogs, ordering));
  const [lead, ...sideFeatured] = featured;
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-10 sm:px-6 lg:px-8">
      {status === "loading" ? (
        <CardSkeletonGrid count={6} label={t`Loading stories`} />
      ) : status === "error" ? (
        <ErrorState title={t`Unable to load blogs`} message={t`Please try again later.`} />
      ) : blogs.length === 0 ? (
        <EmptyState title={t`No stories yet`} message={t`Our team is out in the field. New stories and travel guides are on their way.`} />
      ) : (
        <>
          <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <p className="text-sm font-bold uppercase tracking-[0.2em] text-savanna-700">
                <Trans>From the road</Trans>
              </p>
              <p className="mt-1 text-stone-700">
                <Plural value={blogs.length} one="# story from our guides and planners" other="# stories from our guides and planners" />
              </p>
            </div>
            <OrderingSelect ordering={ordering} onChange={onOrderingChange} />
          </div>

          {lead ? (
            <section aria-labelledby="featured-heading" className="mt-8">
              <h2 id="featured-heading" className="font-display text-3xl font-semibold text-earth-900">
                <Trans>Featured stories</Trans>
              </h2>
              <div className="mt-6 grid gap-6 lg:grid-cols-3">
                <div className={sideFeatured.length > 0 ? "lg:col-span-2 lg:row-span-2" : "lg:col-span-3"}>
                  <BlogCard blog={lead} variant={sideFeatured.length > 0 ? "lead" : "wide"} />
                </div>
                {sideFeatured.map((b) => (
                  <BlogCard key={b.id} blog={b} />
                ))}
              </div>
            </section>
          ) : null}

          {latest.length > 0 ? (
            <section aria-labelledby="latest-heading" className="mt-14">
              <h2 id="latest-heading" className="font-display text-3xl font-semibold text-earth-900">
                <Trans>Latest stories</Trans>
              </h2>
              <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="latest-stories">
                {latest.map((b) => (
                  <li key={b.id}>
                    <BlogCard blog={b} />
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </>
      )}
    </div>
  );
}

/** A GET form so the order also works before JavaScript loads (the button shows only without it). */
function OrderingSelect({ ordering, onChange }: { ordering: BlogOrdering; onChange: (o: BlogOrdering) => void }) {
  return (
    <Form method="get" replace preventScrollReset className="flex items-center gap-3" onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="story-ordering" className="text-sm font-semibold text-earth-900">
        <Trans>Sort stories</Trans>
      </label>
      <span className="relative">
        <select
          id="story-ordering"
          name="ordering"
          value={ordering}
          onChange={(e) => onChange(parseBlogOrdering(e.target.value))}
          className="appearance-none rounded-full border border-earth-900/20 bg-white py-2.5 ps-4 pe-10 text-earth-900 shadow-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-acacia-600"
        >
          {BLOG_ORDERINGS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={18} className="pointer-events-none absolute end-3 top-1/2 -translate-y-1/2 text-earth-900/70" />
      </span>
      <noscript>
        <button type="submit" className="rounded-full bg-acacia-700 px-4 py-2 text-sm font-semibold text-white">
          <Trans>Apply</Trans>
        </button>
      </noscript>
    </Form>
  );
}
