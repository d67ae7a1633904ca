import { describe, expect, it } from "vitest";
import { parseBlogOrdering, sortBlogs, splitStories } from "./blog-order.ts";

const blogs = [
  { id: 1, title: "Lamu Old Town", created_at: "2025-09-16T11:20:00.000Z", is_featured: false },
  { id: 2, title: "A first-timer's guide to Zanzibar", created_at: "2026-02-10T13:05:00.000Z", is_featured: true },
  { id: 3, title: "Paying with M-Pesa", created_at: "2026-11-15T09:25:00.000Z", is_featured: false },
];

describe("blog ordering", () => {
  it("defaults to newest first and ignores unknown values", () => {
    expect(parseBlogOrdering(null)).toBe("-created_at");
    expect(parseBlogOrdering("views")).toBe("-created_at");
    expect(parseBlogOrdering("-title")).toBe("-title");
  });
  it("orders by date and by title in both directions", () => {
    expect(sortBlogs(blogs, "-created_at").map((b) => b.id)).toEqual([3, 2, 1]);
    expect(sortBlogs(blogs, "created_at").map((b) => b.id)).toEqual([1, 2, 3]);
    expect(sortBlogs(blogs, "title").map((b) => b.id)).toEqual([2, 1, 3]);
    expect(sortBlogs(blogs, "-title").map((b) => b.id)).toEqual([3, 1, 2]);
  });
  it("splits featured from the latest stories keeping the order", () => {
    const { featured, latest } = splitStories(sortBlogs(blogs, "-created_at"));
    expect(featured.map((b) => b.id)).toEqual([2]);
    expect(latest.map((b) => b.id)).toEqual([3, 1]);
  });
});
