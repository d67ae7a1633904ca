/**
 * A story card: picture, date and reading time, the title cut at 60
 * characters (SPEC §9), excerpt and author. The whole card is one link to
 * /blogs/{slug}. "lead" is the large featured card at the top of /blog
 * ("wide" lays it out side by side when it stands alone).
 */
import { Trans, useLingui } from "@lingui/react/macro";
import { Link } from "#app/lib/i18n/link.tsx";
import type { ApiBlogSummary } from "#domain/api-types.ts";
import { BLOG_TITLE_MAX, formatStoryDate, readingTimeLabel, truncate } from "#app/lib/text.ts";
import { Picture } from "./picture.tsx";
import { ClockIcon } from "./icons.tsx";
import { CalendarIcon } from "./page-icons.tsx";
import { asLocale } from "#domain/locales.ts";

export interface BlogCardProps {
  blog: ApiBlogSummary;
  variant?: "default" | "lead" | "wide";
  priority?: boolean;
  headingLevel?: 2 | 3;
}

export function BlogCard({ blog, variant = "default", priority = false, headingLevel = 3 }: BlogCardProps) {
  const { i18n, t } = useLingui();
  const lead = variant !== "default";
  const wide = variant === "wide";
  const Heading = `h${headingLevel}` as const;
  const title = truncate(blog.title, BLOG_TITLE_MAX);
  return (
    <article
      className={`group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-earth-900/5 transition duration-300 hover:-translate-y-1 hover:shadow-xl focus-within:ring-2 focus-within:ring-acacia-600 motion-reduce:transition-none motion-reduce:hover:translate-y-0 ${
        wide ? "lg:grid lg:grid-cols-[3fr_2fr]" : ""
      }`}
      data-testid="blog-card"
    >
      <div className={`relative overflow-hidden bg-savanna-100 ${
          wide ? "aspect-[16/10] lg:aspect-auto lg:min-h-[24rem]" : lead ? "aspect-[16/10] lg:aspect-auto lg:min-h-[22rem] lg:flex-1" : "aspect-[16/10]"
        }`}>
        {blog.image_url || blog.image ? (
          <Picture
            src={blog.image || blog.image_url}
            alt={blog.image_alt || ""}
            priority={priority}
            sizes={lead ? "(min-width: 1280px) 820px, (min-width: 1024px) 66vw, 100vw" : "(min-width: 1280px) 400px, (min-width: 640px) 50vw, 100vw"}
            className="absolute inset-0 h-full w-full object-cover transition duration-500 group-hover:scale-105 motion-reduce:transition-none motion-reduce:group-hover:scale-100"
          />
        ) : null}
        {blog.is_featured ? (
          <span className="absolute start-3 top-3 rounded-full bg-savanna-700 px-3 py-1 text-xs font-semibold uppercase tracking-wide text-white shadow">
            <Trans>Featured</Trans>
          </span>
        ) : null}
      </div>
      <div className={`flex flex-col ${lead ? "p-6 sm:p-8" : "flex-1 p-5"} ${wide ? "lg:flex-1 lg:justify-center" : ""}`}>
        <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs font-medium uppercase tracking-wide text-stone-600">
          <span className="inline-flex items-center gap-1.5">
            <CalendarIcon size={14} />
            <time dateTime={blog.created_at}>{formatStoryDate(blog.created_at, asLocale(i18n.locale))}</time>
          </span>
          <span className="inline-flex items-center gap-1.5">
            <ClockIcon size={14} />
            {readingTimeLabel(blog.reading_time_minutes, i18n)}
          </span>
        </p>
        <Heading className={`mt-3 font-display font-semibold leading-snug text-earth-900 ${lead ? "text-2xl sm:text-3xl" : "text-xl"}`}>
          <Link
            to={`/blogs/${blog.slug}`}
            prefetch="intent"
            title={title === blog.title ? undefined : blog.title}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {title}
          </Link>
        </Heading>
        {blog.excerpt ? (
          <p className={`mt-3 text-stone-700 ${lead ? "text-base leading-relaxed sm:text-lg" : "line-clamp-3 text-sm leading-relaxed"}`}>{blog.excerpt}</p>
        ) : null}
        <p className="mt-auto flex items-center justify-between gap-3 pt-5 text-sm">
          <span className="text-stone-600">
            {/* A string, not <Trans>: Trans reads tags inside a value as markup. */}
            {t`By ${blog.author}`}
          </span>
          <span aria-hidden="true" className="font-semibold text-acacia-700 transition group-hover:translate-x-1 motion-reduce:transition-none">
            <Trans>Read story →</Trans>
          </span>
        </p>
      </div>
    </article>
  );
}
