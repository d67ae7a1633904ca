// @vitest-environment happy-dom
/**
 * The Book Now bar follows whether the booking panel is on screen. A busy phone can hand the
 * observer's callback two crossings at once (the panel came on screen and left again during one
 * fast scroll); the bar must follow the last, or it stays hidden with the panel far away (a browser
 * test caught this once on a loaded CI machine).
 */
import { act, cleanup, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { useOnScreen } from "./sticky-book-bar.tsx";

type Callback = (entries: Array<Pick<IntersectionObserverEntry, "isIntersecting">>) => void;
let deliver: Callback | undefined;

beforeEach(() => {
  vi.stubGlobal(
    "IntersectionObserver",
    class {
      constructor(callback: Callback) {
        deliver = callback;
      }
      observe() {}
      disconnect() {}
    },
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  deliver = undefined;
});

function Probe() {
  const [ref, onScreen] = useOnScreen<HTMLDivElement>();
  return <div ref={ref} data-testid="probe" data-on-screen={String(onScreen)} />;
}

it("follows the last crossing when one callback brings several", () => {
  render(<Probe />);
  expect(deliver).toBeDefined();
  act(() => deliver!([{ isIntersecting: true }, { isIntersecting: false }]));
  expect(screen.getByTestId("probe").dataset.onScreen).toBe("false");
  act(() => deliver!([{ isIntersecting: false }, { isIntersecting: true }]));
  expect(screen.getByTestId("probe").dataset.onScreen).toBe("true");
});
