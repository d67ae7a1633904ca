import { describe, expect, it } from "vitest";
import { checkUpload, focusToken, MAX_UPLOAD_BYTES, parseFocusToken, roundFocal, sniffImageType } from "./media.ts";

const bytes = (...values: Array<number | string>) =>
  new Uint8Array(values.flatMap((v) => (typeof v === "string" ? [...v].map((c) => c.charCodeAt(0)) : [v])));
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF");
const PNG = bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, "IHDR");
const WEBP = bytes("RIFF", 0x24, 0, 0, 0, "WEBPVP8 ");

describe("image type from the first bytes", () => {
  it("recognises JPEG, PNG and WebP by their magic numbers", () => {
    expect(sniffImageType(JPEG)).toEqual({ type: "image/jpeg" });
    expect(sniffImageType(PNG)).toEqual({ type: "image/png" });
    expect(sniffImageType(WEBP)).toEqual({ type: "image/webp" });
  });
  it("names what it refuses", () => {
    expect(sniffImageType(bytes("GIF89a", 1, 0))).toEqual({ refused: "a GIF" });
    expect(sniffImageType(bytes(0, 0, 0, 0x18, "ftypheic"))).toEqual({ refused: "a HEIC/AVIF or video file" });
    expect(sniffImageType(bytes("%PDF-1.7"))).toEqual({ refused: "a PDF" });
    expect(sniffImageType(bytes("hello, I am text"))).toEqual({ refused: "not an image this library reads" });
    expect(sniffImageType(bytes("RIFF", 0, 0, 0, 0, "WAVE"))).toEqual({ refused: "not an image this library reads" });
    expect(sniffImageType(new Uint8Array())).toEqual({ refused: "not an image this library reads" });
  });
});

describe("upload checks before decoding", () => {
  it("accepts a file whose name, declared type and bytes agree, in any letter case", () => {
    expect(checkUpload({ name: "Mara.JPG", size: 1000, declaredType: "image/jpeg", head: JPEG })).toEqual({ type: "image/jpeg" });
    expect(checkUpload({ name: "a.jpeg", size: 1000, declaredType: "application/octet-stream", head: JPEG })).toEqual({ type: "image/jpeg" });
    expect(checkUpload({ name: "b.webp", size: 1000, head: WEBP })).toEqual({ type: "image/webp" });
  });
  it("refuses files over 25 MB and empty files, with the limit in the reason", () => {
    expect(checkUpload({ name: "big.jpg", size: MAX_UPLOAD_BYTES + 1, head: JPEG })).toMatchObject({ status: 413, reason: expect.stringContaining("at most 25 MB") });
    expect(checkUpload({ name: "ok.jpg", size: MAX_UPLOAD_BYTES, head: JPEG })).toEqual({ type: "image/jpeg" });
    expect(checkUpload({ name: "empty.png", size: 0, head: new Uint8Array() })).toMatchObject({ status: 400 });
  });
  it("refuses text renamed .jpg, a GIF, and a wrong extension or declared type", () => {
    expect(checkUpload({ name: "notes.jpg", size: 10, head: bytes("just some text..") })).toMatchObject({ status: 415, reason: expect.stringContaining("only JPEG, PNG and WebP") });
    expect(checkUpload({ name: "anim.gif", size: 10, head: bytes("GIF89a") })).toMatchObject({ status: 415, reason: expect.stringContaining("is a GIF") });
    expect(checkUpload({ name: "photo.png", size: 10, head: JPEG })).toMatchObject({ status: 415, reason: expect.stringMatching(/JPEG image but its name ends in \.png/) });
    expect(checkUpload({ name: "photo", size: 10, head: JPEG })).toMatchObject({ status: 415, reason: expect.stringContaining("no extension") });
    expect(checkUpload({ name: "photo.jpg", size: 10, declaredType: "image/png", head: JPEG })).toMatchObject({ status: 415, reason: expect.stringContaining("sent as image/png") });
  });
  it("refuses bytes that contradict any declared type, not only an accepted one (issue 24 item 9)", () => {
    const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(checkUpload({ name: "logo.png", size: 10, declaredType: "image/gif", head: PNG })).toMatchObject({ status: 415, reason: expect.stringContaining("sent as image/gif but is a PNG image") });
    expect(checkUpload({ name: "logo.png", size: 10, declaredType: "text/html", head: PNG })).toMatchObject({ status: 415 });
    expect(checkUpload({ name: "logo.png", size: 10, declaredType: "image/png; charset=binary", head: PNG })).toEqual({ type: "image/png" });
    expect(checkUpload({ name: "a.jpg", size: 10, declaredType: "image/jpg", head: JPEG })).toEqual({ type: "image/jpeg" });
    expect(checkUpload({ name: "a.jpg", size: 10, declaredType: "", head: JPEG })).toEqual({ type: "image/jpeg" });
  });
  it("checks only the name in the browser, before any byte is read", () => {
    expect(checkUpload({ name: "a.png", size: 5 })).toEqual({ type: "image/png" });
    expect(checkUpload({ name: "a.gif", size: 5 })).toMatchObject({ status: 415 });
  });
});

describe("focal points", () => {
  it("round to whole percent and make crop URL tokens that parse back", () => {
    expect(roundFocal({ x: 0.333, y: 1.2 })).toEqual({ x: 0.33, y: 1 });
    expect(focusToken({ x: 0.3, y: 0.755 })).toBe("f30-76");
    expect(parseFocusToken("f30-76")).toEqual({ x: 0.3, y: 0.76 });
    expect(parseFocusToken("f101-5")).toBeNull();
    expect(parseFocusToken("f30")).toBeNull();
  });
});
