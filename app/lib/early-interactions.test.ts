// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from "vitest";
import { replayEarlyInteractions } from "./early-interactions.ts";

afterEach(() => {
  document.body.innerHTML = "";
  window.__hydrated = false;
});

describe("the early-input replay (issue 24 item 9)", () => {
  it("leaves a file input alone (writing its value threw InvalidStateError on the rates page) and still replays the other fields", () => {
    document.body.innerHTML = '<form><input type="file" id="csv" name="csv"><input type="text" id="note" name="note"></form>';
    const file = document.getElementById("csv") as HTMLInputElement;
    const text = document.getElementById("note") as HTMLInputElement;
    text.value = "typed early";
    const events: string[] = [];
    file.addEventListener("input", () => events.push("file"));
    text.addEventListener("input", () => events.push("text"));
    window.__earlyInputs = [
      { el: file, id: "csv", name: "csv", value: "C:\\fakepath\\rates.csv", checked: false },
      { el: text, id: "note", name: "note", value: "typed early", checked: false },
    ];
    expect(() => replayEarlyInteractions()).not.toThrow();
    expect(events).toEqual(["text"]);
    expect(text.value).toBe("typed early");
  });
});
