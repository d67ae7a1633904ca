import { describe, expect, it } from "vitest";
import type { ApiService } from "#domain/api-types.ts";
import { SERVICE_NAMES } from "#domain/services.ts";
import { wrapIndex } from "./lightbox.tsx";
import { checkPackagesHref, serviceAnchor } from "./service-card.tsx";
import { inServiceOrder } from "../routes/services.tsx";
import { packageCountLabel } from "./destination-card.tsx";

describe("lightbox stepping", () => {
  it("wraps around at both ends", () => {
    expect(wrapIndex(3, 3)).toBe(0);
    expect(wrapIndex(-1, 3)).toBe(2);
    expect(wrapIndex(1, 3)).toBe(1);
    expect(wrapIndex(5, 0)).toBe(0);
  });
});

describe("services", () => {
  it("links Check Packages to /packages with service_id and residency=resident", () => {
    expect(checkPackagesHref({ id: 4 })).toBe("/packages?service_id=4&residency=resident");
    expect(serviceAnchor({ id: 2, slug: "christian-packages" })).toBe("service-christian-packages");
  });
  it("puts services in the fixed order whatever order they arrive in", () => {
    const shuffled = [...SERVICE_NAMES].reverse().map((name, i) => ({ id: i, name }) as ApiService);
    expect(inServiceOrder(shuffled).map((s) => s.name)).toEqual([...SERVICE_NAMES]);
  });
});

describe("destination cards", () => {
  it("labels package counts", () => {
    expect(packageCountLabel(0)).toBe("Tailor-made trips");
    expect(packageCountLabel(1)).toBe("1 package");
    expect(packageCountLabel(5)).toBe("5 packages");
  });
});
