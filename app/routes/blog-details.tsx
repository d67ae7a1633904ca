/**
 * /blogs/{slug} (SPEC §2): one story with its author, date and reading time
 * and the sanitised content. An unknown slug or a failed read redirects to
 * /blog (SPEC §8), as a real HTTP 302 when rendered on the server.
 */
import { msg } from "@lingui/core/macro";
import { Trans, useLingui } from "@lingui/react/macro";
import { i18nFromMatches } from "#app/lib/i18n/from-matches.ts";
import { redirect } from "react-router";
import { Link } from "#app/lib/i18n/link.tsx";
import type { ApiBlog, ApiBlogSummary } from "#domain/api-types.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { blogPosting } from "#domain/structured-data-catalogue.ts";
import { companyFromMatches } from "#app/lib/company.tsx";
import { queries } from "#app/lib/queries.ts";
import { formatStoryDate, readingTimeLabel } from "#app/lib/text.ts";
import { getQueryClient, loadSeamless, scheduleBackgroundRefresh, useCachedQuery } from "#app/lib/cache/index.ts";
import { Picture } from "#app/components/picture.tsx";
import { RichText } from "#app/components/rich-text.tsx";
import { BlogCard } from "#app/components/blog-card.tsx";
import { ClockIcon } from "#app/components/icons.tsx";
import { ArrowLeftIcon, CalendarIcon } from "#app/components/page-icons.tsx";
import { preloadImageLink } from "#app/components/picture.tsx";
import { preload } from "react-dom";
import type { Route } from "./+types/blog-details";
import { asLocale, localizePath, splitLocalePath } from "#domain/locales.ts";
import { siteOf } from "../lib/areas.ts";

/** How many other stories close the page. */
const MORE_STORIES = 3;

function moreStories(all: readonly ApiBlogSummary[] | null, slug: string): ApiBlogSummary[] {
  return (all ?? []).filter((b) => b.slug !== slug).slice(0, MORE_STORIES);
}

/** A story that does not exist sends the visitor to the list, in their language. */
const toStoryList = (url: URL) => redirect(localizePath("/blog", splitLocalePath(url.pathname).locale));

export async function loader({ params, context, url }: Route.LoaderArgs) {
  const { catalogue } = siteOf(context);
  const blog = await catalogue.blog(params.slug).catch(() => undefined);
  if (!blog) throw toStoryList(url);
  // The story's address in each language (translated slugs, decision 0074): another language's slug
  // is sent on to this language's, once and for good.
  const slugs = await catalogue.storySlugs(blog.blog_id);
  const locale = splitLocalePath(url.pathname).locale;
  if (slugs[locale] !== params.slug) throw redirect(localizePath(`/blogs/${slugs[locale]}`, locale), 301);
  const all = await catalogue.blogs().catch(() => null);
  return { origin: siteOf(context).origin, blog, more: moreStories(all, blog.slug), slugs };
}

export async function clientLoader({ params, url }: Route.ClientLoaderArgs) {
  const client = getQueryClient();
  const options = queries.blog(params.slug);
  let blog = client.getQueryData<ApiBlog>(options.queryKey);
  if (blog) scheduleBackgroundRefresh(options, client);
  else blog = await client.fetchQuery(options).catch(() => undefined);
  if (!blog) throw toStoryList(url);
  const all = await loadSeamless(queries.blogs());
  return { origin: window.location.origin, blog, more: moreStories(all, blog.slug), slugs: null };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  const { blog, origin, slugs } = loaderData;
  const path = `/blogs/${blog.slug}`;
  const paths = slugs ? Object.fromEntries(Object.entries(slugs).map(([l, slug]) => [l, `/blogs/${slug}`])) : undefined;
  const image = blog.image || blog.image_url;
  const i18n = i18nFromMatches(matches);
  return pageMeta(matches, {
    title: blog.title,
    description: blog.excerpt,
    path,
    paths,
    origin,
    image,
    imageAlt: blog.image_alt || blog.title,
    type: "article",
    extra: { "article:published_time": blog.created_at, "article:author": blog.author },
    breadcrumbs: [
      { name: i18n._(msg`Travel Stories`), path: "/blog" },
      { name: blog.title, path },
    ],
    jsonLd: [blogPosting(origin, blog, companyFromMatches(matches))],
  });
}

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((p) => p[0]!.toUpperCase())
    .join("");
}

export default function BlogDetails({ loaderData }: Route.ComponentProps) {
  const blog = useCachedQuery(queries.blog(loaderData.blog.slug), loaderData.blog).data ?? loaderData.blog;
  const image = blog.image || blog.image_url;
  const { t, i18n } = useLingui();
  if (image) {
    const link = preloadImageLink(image, "(min-width: 1024px) 1024px, 100vw");
    preload(link.href, {
      as: "image",
      fetchPriority: "high",
      ...("imageSrcSet" in link ? { imageSrcSet: link.imageSrcSet, imageSizes: link.imageSizes, type: link.type } : {}),
    });
  }
  return (
    <main id="main-content">
      <article aria-labelledby="story-title">
        <header className="bg-gradient-to-b from-savanna-100/70 to-savanna-50">
          <div className="mx-auto max-w-4xl px-4 pb-8 pt-10 sm:px-6 md:pt-14">
            <nav aria-label={t`Breadcrumb`}>
              <ol className="flex flex-wrap items-center gap-1.5 text-sm text-stone-600">
                <li>
                  <Link to="/" className="hover:text-earth-900 hover:underline">
                    <Trans>Home</Trans>
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li>
                  <Link to="/blog" className="hover:text-earth-900 hover:underline">
                    <Trans>Blog</Trans>
                  </Link>
                </li>
                <li aria-hidden="true">/</li>
                <li aria-current="page" className="line-clamp-1 font-medium text-earth-900">
                  {blog.title}
                </li>
              </ol>
            </nav>
            {blog.is_featured ? (
              <p className="mt-6 text-sm font-bold uppercase tracking-[0.2em] text-savanna-700">
                <Trans>Featured story</Trans>
              </p>
            ) : null}
            <h1 id="story-title" className="mt-3 font-display text-3xl font-semibold leading-tight text-earth-900 sm:text-4xl md:text-5xl">
              {blog.title}
            </h1>
            {blog.excerpt ? <p className="mt-5 text-lg leading-relaxed text-stone-700 md:text-xl">{blog.excerpt}</p> : null}
            <div className="mt-7 flex flex-wrap items-center gap-x-6 gap-y-3 text-sm text-stone-700">
              <span className="flex items-center gap-3">
                <span aria-hidden="true" className="flex h-10 w-10 items-center justify-center rounded-full bg-acacia-700 text-sm font-semibold text-white">
                  {initials(blog.author)}
                </span>
                <span>
                  <span className="sr-only">
                    <Trans>Written by</Trans>{" "}
                  </span>
                  <span className="font-semibold text-earth-900" data-testid="story-author">
                    {blog.author}
                  </span>
                </span>
              </span>
              <span className="inline-flex items-center gap-1.5">
                <CalendarIcon size={16} />
                <time dateTime={blog.created_at} data-testid="story-date">
                  {formatStoryDate(blog.created_at, asLocale(i18n.locale))}
                </time>
              </span>
              <span className="inline-flex items-center gap-1.5" data-testid="story-reading-time">
                <ClockIcon size={16} />
                {readingTimeLabel(blog.reading_time_minutes, i18n)}
              </span>
            </div>
          </div>
        </header>

        {image ? (
          <div className="mx-auto max-w-5xl px-4 sm:px-6">
            <Picture
              src={image}
              alt={blog.image_alt || ""}
              priority
              sizes="(min-width: 1024px) 1024px, 100vw"
              className="aspect-[16/9] w-full rounded-3xl object-cover shadow-lg"
            />
          </div>
        ) : null}

        <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6 md:py-14">
          <RichText html={blog.content_html} />
          <div className="mt-12 flex flex-col gap-4 rounded-2xl bg-acacia-900 p-6 text-white sm:flex-row sm:items-center sm:justify-between sm:p-8">
            <div>
              <p className="font-display text-2xl font-semibold">
                <Trans>Inspired to go?</Trans>
              </p>
              <p className="mt-1 text-white/85">
                <Trans>Tell us where and when; we'll plan the rest.</Trans>
              </p>
            </div>
            <div className="flex flex-wrap gap-3">
              <Link to="/packages" className="rounded-full bg-white px-5 py-2.5 font-semibold text-acacia-900 hover:bg-savanna-100">
                <Trans>Browse packages</Trans>
              </Link>
              <Link to="/contact" className="rounded-full border-2 border-white/80 px-5 py-2 font-semibold text-white hover:bg-white hover:text-acacia-900">
                <Trans>Send an inquiry</Trans>
              </Link>
            </div>
          </div>
          <Link to="/blog" className="mt-8 inline-flex items-center gap-2 font-semibold text-acacia-700 hover:underline">
            <ArrowLeftIcon size={18} />
            <Trans>All stories</Trans>
          </Link>
        </div>
      </article>

      {loaderData.more.length > 0 ? (
        <section aria-labelledby="more-heading" className="border-t border-savanna-100 bg-white/60 py-12 md:py-16">
          <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
            <h2 id="more-heading" className="font-display text-3xl font-semibold text-earth-900">
              <Trans>More stories</Trans>
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {loaderData.more.map((b) => (
                <li key={b.id}>
                  <BlogCard blog={b} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </main>
  );
}
