/** The latest-blog strip (SPEC §2): the first 3 stories. */
import { Link } from "#app/lib/i18n/link.tsx";
import { Trans, useLingui } from "@lingui/react/macro";
import type { ApiBlogSummary } from "#domain/api-types.ts";
import { ArrowRightIcon, ClockIcon } from "../icons.tsx";
import { Picture } from "../picture.tsx";
import { EmptyState, ErrorState } from "../states.tsx";
import { formatStoryDate, readingTimeLabel } from "#app/lib/text.ts";
import { SectionHeading } from "./section-heading.tsx";

/** SPEC §9: home blog strip shows 3 stories. */
export const HOME_STORY_COUNT = 3;
/** SPEC §9: blog card titles are cut at 60 characters. */
export const STORY_TITLE_MAX = 60;

export function cutTitle(title: string, max = STORY_TITLE_MAX): string {
  return title.length > max ? `${title.slice(0, max).trimEnd()}…` : title;
}

export function LatestStories({ blogs }: { blogs: ApiBlogSummary[] | null }) {
  const stories = (blogs ?? []).slice(0, HOME_STORY_COUNT);
  const { t } = useLingui();
  return (
    <section id="stories" aria-labelledby="stories-heading" className="bg-savanna-50 py-16 md:py-24">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="stories-heading"
          eyebrow={t`From the journal`}
          title={t`Latest Stories`}
          intro={t`Field notes, travel tips and tales from the road, written by our guides and travellers.`}
          aside={
            <Link to="/blog" className="inline-flex items-center gap-2 font-semibold text-acacia-700 hover:underline focus-visible:outline-2 focus-visible:outline-acacia-700">
              <Trans>All stories</Trans> <ArrowRightIcon size={18} />
            </Link>
          }
        />
        <div className="mt-10">
          {blogs === null ? (
            <ErrorState title={t`Unable to load blogs`} message={t`Please try again later.`} />
          ) : stories.length === 0 ? (
            <EmptyState title={t`No stories yet`} />
          ) : (
            <ul className="grid gap-6 md:grid-cols-3">
              {stories.map((blog) => (
                <li key={blog.blog_id}>
                  <StoryCard blog={blog} />
                </li>
              ))}
            </ul>
          )}
        </div>
      </div>
    </section>
  );
}

function StoryCard({ blog }: { blog: ApiBlogSummary }) {
  const date = formatStoryDate(blog.created_at);
  const { i18n } = useLingui();
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-earth-900/10 transition focus-within:ring-3 focus-within:ring-acacia-600 hover:-translate-y-1 hover:shadow-xl" data-testid="story-card">
      <div className="aspect-[16/10] overflow-hidden bg-savanna-100 [&>picture]:block [&>picture]:h-full">
        {blog.image_url || blog.image ? (
          <Picture
            src={blog.image_url || blog.image}
            alt={blog.image_alt || ""}
            sizes="(min-width: 768px) 33vw, 100vw"
            className="h-full w-full object-cover transition duration-700 group-hover:scale-105 motion-reduce:transition-none"
          />
        ) : null}
      </div>
      <div className="flex flex-1 flex-col p-6">
        <p className="flex flex-wrap items-center gap-x-3 text-sm text-earth-900/70">
          {date ? <time dateTime={blog.created_at}>{date}</time> : null}
          {blog.reading_time_minutes ? (
            <span className="inline-flex items-center gap-1">
              <ClockIcon size={14} /> {readingTimeLabel(blog.reading_time_minutes, i18n)}
            </span>
          ) : null}
        </p>
        <h3 className="mt-2 font-display text-xl font-semibold leading-snug text-earth-900">
          <Link to={`/blogs/${blog.slug}`} className="after:absolute after:inset-0 focus-visible:outline-none group-hover:underline" title={blog.title}>
            {cutTitle(blog.title)}
          </Link>
        </h3>
        {blog.excerpt ? <p className="mt-2 line-clamp-3 leading-relaxed text-earth-900/75">{blog.excerpt}</p> : null}
        <span className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-acacia-700" aria-hidden="true">
          <Trans>Read story</Trans> <ArrowRightIcon size={16} className="transition group-hover:translate-x-1" />
        </span>
      </div>
    </article>
  );
}
