import { describe, expect, it } from "vitest";
import { daysFromLegacyHtml, itineraryHtml, itineraryJsonLd, mealsLabel, presentItinerary, type ItineraryDay } from "./itinerary.ts";

const day = (over: Partial<ItineraryDay>): ItineraryDay => ({ title: "", places: [], overnight: "", meals: [], description_html: "", ...over });

const days: ItineraryDay[] = [
  day({
    title: "Nairobi to the Mara",
    places: ["Nairobi", " Narok ", ""],
    overnight: "Tented camp on the Talek River",
    meals: ["dinner", "lunch"],
    description_html: "<p>Drive west through the <strong>Rift Valley</strong>.</p>",
  }),
  day({ title: "Game drives", meals: ["breakfast", "lunch", "dinner"], description_html: "<h2>Morning</h2><p>Out at dawn &amp; back at dusk.</p>" }),
  day({ title: "", description_html: "" }),
];

describe("presentItinerary: the one derivation of the page, the API HTML and the JSON-LD", () => {
  it("numbers the days, heads them 'Day N: title', trims places and names meals in the day's order", () => {
    const shown = presentItinerary(days);
    expect(shown.map((d) => d.heading)).toEqual(["Day 1: Nairobi to the Mara", "Day 2: Game drives", "Day 3"]);
    expect(shown[0]).toMatchObject({ places: ["Nairobi", "Narok"], overnight: "Tented camp on the Talek River", meals: "Lunch and dinner" });
    expect(shown[1]!.meals).toBe("Breakfast, lunch and dinner");
    expect(shown[2]!.meals).toBe("");
  });

  it("shows a description's own headings as bold lines, so they never read as another day", () => {
    expect(presentItinerary(days)[1]!.descriptionHtml).toBe("<p><strong>Morning</strong></p><p>Out at dawn &amp; back at dusk.</p>");
  });

  it("names meals in words", () => {
    expect(mealsLabel([])).toBe("");
    expect(mealsLabel(["breakfast"])).toBe("Breakfast");
    expect(mealsLabel(["dinner", "breakfast"])).toBe("Breakfast and dinner");
  });
});

describe("itineraryHtml (SPEC §7 itinerary_details_html)", () => {
  it("writes each day as an <h4> heading, its description, then places, overnight and meals", () => {
    expect(itineraryHtml(days.slice(0, 1))).toBe(
      [
        "<h4>Day 1: Nairobi to the Mara</h4>",
        "<p>Drive west through the <strong>Rift Valley</strong>.</p>",
        "<p><strong>Places:</strong> Nairobi, Narok</p>",
        "<p><strong>Overnight:</strong> Tented camp on the Talek River</p>",
        "<p><strong>Meals:</strong> Lunch and dinner</p>",
      ].join("\n"),
    );
    expect(itineraryHtml([])).toBe("");
  });

  it("escapes every plain-text field, so a title or a lodge name cannot carry markup", () => {
    const html = itineraryHtml([day({ title: `<img src=x onerror="alert(1)">`, places: ["<script>alert(2)</script>"], overnight: `Camp "Moon" & <b>Stars</b>` })]);
    expect(html).not.toMatch(/<img|<script|<b>/);
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("Camp &quot;Moon&quot; &amp; &lt;b&gt;Stars&lt;/b&gt;");
  });

  it("reads back as the same days (old HTML and new HTML parse alike)", () => {
    const back = daysFromLegacyHtml(itineraryHtml(days.slice(0, 2)));
    expect(back.map((d) => d.title)).toEqual(["Nairobi to the Mara", "Game drives"]);
    expect(back[0]!.description_html).toContain("<p>Drive west through the <strong>Rift Valley</strong>.</p>");
  });
});

describe("itineraryJsonLd", () => {
  it("is an ItemList with one plain-text TouristAttraction a day, and the day's places", () => {
    const ld = itineraryJsonLd(days) as { numberOfItems: number; itemListElement: Array<{ position: number; item: Record<string, unknown> }> };
    expect(ld).toMatchObject({ "@type": "ItemList", numberOfItems: 3 });
    expect(ld.itemListElement.map((e) => e.position)).toEqual([1, 2, 3]);
    expect(ld.itemListElement[0]!.item).toEqual({
      "@type": "TouristAttraction",
      name: "Day 1: Nairobi to the Mara",
      description: "Drive west through the Rift Valley.",
      containsPlace: [
        { "@type": "Place", name: "Nairobi" },
        { "@type": "Place", name: "Narok" },
      ],
    });
    expect(ld.itemListElement[1]!.item.description).toBe("Morning Out at dawn & back at dusk.");
    expect(ld.itemListElement[2]!.item).toEqual({ "@type": "TouristAttraction", name: "Day 3", description: "" });
  });
});

describe("daysFromLegacyHtml (migration 0013, old drafts and revisions)", () => {
  it("makes one day per <h4>, without its 'Day N:' prefix, with everything up to the next <h4>", () => {
    const html = `<h4>Day 1: Nairobi to Maasai Mara</h4>\n<p>Leave at 7:00 am.</p>\n<ul><li>Picnic lunch</li></ul>\n<h4 class="x">Day 2 - Full day</h4><p>Game drives.</p><h4>Farewell</h4><p>Home.</p>`;
    expect(daysFromLegacyHtml(html)).toEqual([
      day({ title: "Nairobi to Maasai Mara", description_html: "<p>Leave at 7:00 am.</p>\n<ul><li>Picnic lunch</li></ul>" }),
      day({ title: "Full day", description_html: "<p>Game drives.</p>" }),
      day({ title: "Farewell", description_html: "<p>Home.</p>" }),
    ]);
  });

  it("keeps text before the first heading with the first day, and HTML without headings whole as one day", () => {
    expect(daysFromLegacyHtml("<p>Intro.</p><h4>Day 1</h4><p>Arrive.</p>")).toEqual([day({ title: "", description_html: "<p>Intro.</p>\n<p>Arrive.</p>" })]);
    expect(daysFromLegacyHtml("<p>We plan the days with you.</p><ul><li>Flexible</li></ul>")).toEqual([
      day({ description_html: "<p>We plan the days with you.</p><ul><li>Flexible</li></ul>" }),
    ]);
    expect(daysFromLegacyHtml("  ")).toEqual([]);
  });

  it("decodes entities in titles (they are plain text from then on, escaped again on output)", () => {
    const [first] = daysFromLegacyHtml("<h4>Day 1: Lamu &amp; Shela</h4><p>Dhow.</p>");
    expect(first!.title).toBe("Lamu & Shela");
    expect(itineraryHtml([first!])).toContain("<h4>Day 1: Lamu &amp; Shela</h4>");
  });
});
