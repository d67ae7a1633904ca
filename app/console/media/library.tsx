/** /console/media (editors, owners): the media library's images, their alt text status, and the uploader. */
import { Link, useLoaderData, useRevalidator } from "react-router";
import { imageUrl } from "#domain/images.ts";
import { consoleMeta } from "../lib/meta.ts";
import { UploadList } from "./upload-list.tsx";
import mediaCss from "./media.css?url";
import type { Route } from "./+types/library";
import { consoleOf } from "../lib/console-area.ts";

export const links = () => [{ rel: "stylesheet", href: mediaCss }];
export const meta = () => consoleMeta("Media");

export async function loader({ context }: Route.LoaderArgs) {
  await consoleOf(context).staff.require("content:read");
  return { assets: await consoleOf(context).media.list() };
}

export default function MediaLibrary() {
  const { assets } = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const missing = assets.filter((a) => !a.usable).length;
  return (
    <>
      <h1>Media</h1>
      <p className="c-muted">
        {assets.length} {assets.length === 1 ? "image" : "images"}
        {missing ? `, ${missing} without alt text (not offered for use until they have it)` : ""}.
      </p>
      <UploadList onUploaded={() => void revalidator.revalidate()} />
      {assets.length ? (
        <ul className="m-grid" aria-label="Images">
          {assets.map((a) => (
            <li key={a.key} className="m-tile" data-testid="media-tile">
              <img
                src={imageUrl(a.key, 480, "webp")}
                alt={a.altText}
                loading="lazy"
                width={a.width}
                height={a.height}
                style={{ objectPosition: `${a.focal.x * 100}% ${a.focal.y * 100}%` }}
              />
              <div className="m-tile-body">
                <Link to={`/console/media/${a.id}`}>{a.title || a.originalName}</Link>
                <span className={a.usable ? "c-badge" : "c-badge c-badge-warn"}>{a.usable ? "Alt text written" : "Needs alt text"}</span>
                <span className="c-muted">
                  {a.width} x {a.height}
                </span>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <p>No images yet. Upload the first above.</p>
      )}
    </>
  );
}
