// @vitest-environment happy-dom
/**
 * Typed text inside a translated sentence stays the text that was typed: Lingui's <Trans> reads tags
 * in a value as its own markup ("Amani <b>Otieno</b>" lost its tags, "<0>x</0>" its brackets), so
 * sentences around typed values (an author, a quote option's title, a destination's name) are
 * written as strings, which React escapes.
 */
import { cleanup, render, screen, waitFor } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, expect, it } from "vitest";
import type { ApiBlogSummary } from "#domain/api-types.ts";
import { BlogCard } from "./blog-card.tsx";
import { WithLanguage } from "../../tests/helpers/i18n.tsx";

afterEach(cleanup);

const TYPED = "Amani <b>Otieno</b> & <0>Co</0>";

it("shows an author's name as typed, markup-like text and all", async () => {
  const blog: ApiBlogSummary = {
    blog_id: 1,
    id: 1,
    slug: "a-story",
    title: "A story",
    image: "",
    image_url: "",
    image_alt: "",
    is_featured: false,
    author: TYPED,
    created_at: "2026-11-01T08:00:00Z",
    reading_time_minutes: 4,
    excerpt: "An excerpt.",
  };
  const Stub = createRoutesStub([{ path: "/", Component: () => <BlogCard blog={blog} /> }]);
  render(
    <WithLanguage>
      <Stub initialEntries={["/"]} />
    </WithLanguage>,
  );
  await waitFor(() => expect(screen.getByText(`By ${TYPED}`)).toBeTruthy());
});
