/**
 * /gallery (SPEC §2): the photo grid with its lightbox (SPEC §4), responsive
 * images throughout, and "No Images Yet" when there are none (SPEC §8).
 */
import { msg } from "@lingui/core/macro";
import { Plural, Trans, useLingui } from "@lingui/react/macro";
import { i18nFromMatches } from "#app/lib/i18n/from-matches.ts";
import { data } from "react-router";
import type { ApiGalleryImage } from "#domain/api-types.ts";
import { pageMeta } from "#app/lib/seo.ts";
import { itemList } from "#domain/structured-data.ts";
import { queries } from "#app/lib/queries.ts";
import { useCachedQuery } from "#app/lib/cache/index.ts";
import { type ListStatus, cachedOrPending, listStatus } from "#app/lib/cached-or-pending.ts";
import { PageHero } from "#app/components/page-hero.tsx";
import { CardSkeletonGrid, EmptyState, ErrorState } from "#app/components/states.tsx";
import { GalleryGrid } from "#app/components/gallery-grid.tsx";
import { CatalogueCta } from "#app/components/catalogue-cta.tsx";
import { ImageIcon } from "#app/components/icons.tsx";
import type { Route } from "./+types/gallery";
import { siteOf } from "../lib/areas.ts";

const HEADER = "headers/gallery";

export async function loader({ context }: Route.LoaderArgs) {
  const images = await siteOf(context).catalogue.gallery().catch(() => null);
  return data({ origin: siteOf(context).origin, images }, { status: images ? 200 : 503 });
}

export async function clientLoader() {
  return { origin: window.location.origin, images: cachedOrPending(queries.gallery()) };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const i18n = i18nFromMatches(matches);
  return pageMeta(matches, {
    title: i18n._(msg`Gallery: moments from our trips`),
    description: i18n._(msg`Photos from our safaris, beach holidays, mountain climbs, team retreats and pilgrimages across Kenya, East Africa and beyond.`),
    path: "/gallery",
    origin: loaderData?.origin,
    image: HEADER,
    breadcrumbs: [{ name: i18n._(msg`Gallery`), path: "/gallery" }],
    jsonLd: [
      itemList(
        loaderData?.origin ?? "",
        i18n._(msg`Gallery`),
        (loaderData?.images ?? []).map((i) => ({ name: i.title || i.alt_text, path: i.large_url || i.image_url })),
      ),
    ],
  });
}

export default function Gallery({ loaderData }: Route.ComponentProps) {
  const { data: images, query } = useCachedQuery(queries.gallery(), loaderData.images);
  const status = listStatus(loaderData.images, images, query);
  const { t } = useLingui();
  return (
    <main id="main-content">
      <PageHero
        title={t`Gallery`}
        subtitle={t`Golden plains, quiet lakes, white beaches and the people who made each trip: moments from the road.`}
        imageKey={HEADER}
        breadcrumbs={[{ label: t`Home`, to: "/" }, { label: t`Gallery` }]}
      />
      <GalleryBody status={status} images={images ?? []} />
      {status === "ready" ? (
        <CatalogueCta
          title={t`Your photo could be next`}
          message={t`Every picture here comes from a trip we planned. Find yours among our packages, or ask us to build one around the moments you want to capture.`}
          primary={{ label: t`Browse packages`, to: "/packages" }}
          secondary={{ label: t`Send an inquiry`, to: "/contact" }}
        />
      ) : null}
    </main>
  );
}

export function GalleryBody({ status, images }: { status: ListStatus; images: ApiGalleryImage[] }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-7xl px-4 pb-20 pt-10 sm:px-6 lg:px-8">
      {status === "loading" ? (
        <CardSkeletonGrid count={6} label={t`Loading photos`} />
      ) : status === "error" ? (
        <ErrorState title={t`Unable to Load Gallery`} message={t`Please try again later.`} onRetry={() => window.location.reload()} />
      ) : images.length === 0 ? (
        <EmptyState
          title={t`No Images Yet`}
          message={t`Our photographers are still out in the field. New pictures will appear here soon.`}
          icon={<ImageIcon size={28} />}
        />
      ) : (
        <>
          <div className="mb-8 flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
            <h2 className="font-display text-3xl font-semibold text-earth-900">
              <Trans>Moments from the road</Trans>
            </h2>
            <p className="text-stone-700">
              <Plural value={images.length} one="# photo · select one to view it full size" other="# photos · select one to view it full size" />
            </p>
          </div>
          <GalleryGrid images={images} />
        </>
      )}
    </div>
  );
}
