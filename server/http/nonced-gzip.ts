/**
 * Gzip for pages that differ on every answer only by their CSP nonce (issue 23, decision 0014).
 *
 * A cached page is the same bytes every time except the nonce, which is new on every answer, so the
 * compressed bytes cannot be kept whole. They are kept in pieces instead: the page is cut at every
 * occurrence of the nonce, and each piece is deflated on its own (an empty history, ended by a sync
 * flush, so it is byte-aligned, not final, and refers to nothing before it). An answer is then the
 * gzip header, the pieces with this answer's nonce between them as stored (uncompressed) blocks, an
 * empty final block, and the CRC-32 and length of the whole page. Compressing costs nothing after
 * the first answer; the CRC is one pass of zlib's native CRC-32 over the page.
 *
 * Brotli has no such seams, so these pages go out gzipped (a few KB more than brotli at quality 5,
 * against 3-4 ms of CPU per answer to brotli them afresh).
 */
import { constants, crc32, deflateRawSync } from "node:zlib";

/** The pieces of a page between its nonces, each deflated on its own. */
export interface DeflatedPieces {
  /** Uncompressed length of each piece, to check that a page still has the same shape. */
  lengths: number[];
  pieces: Buffer[];
  bytes: number;
}

/** Where `nonce` occurs in `page`, cut into the pieces around it. */
function split(page: Buffer, nonce: Buffer): Buffer[] {
  const pieces: Buffer[] = [];
  let from = 0;
  for (let at = page.indexOf(nonce, from); at !== -1; at = page.indexOf(nonce, from)) {
    pieces.push(page.subarray(from, at));
    from = at + nonce.length;
  }
  pieces.push(page.subarray(from));
  return pieces;
}

export function deflatePieces(page: Buffer, nonce: string): DeflatedPieces {
  const parts = split(page, Buffer.from(nonce));
  const pieces = parts.map((part) => deflateRawSync(part, { level: 9, finishFlush: constants.Z_SYNC_FLUSH }));
  return { lengths: parts.map((p) => p.length), pieces, bytes: pieces.reduce((n, p) => n + p.length, 0) };
}

/** Whether `page` cut at `nonce` has the shape the pieces were made from. */
export function fits(deflated: DeflatedPieces, page: Buffer, nonce: string): boolean {
  const parts = split(page, Buffer.from(nonce));
  return parts.length === deflated.lengths.length && parts.every((p, i) => p.length === deflated.lengths[i]);
}

const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);
/** A final, empty stored block. */
const FINAL_BLOCK = Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff]);

/** `bytes` as a non-final stored block (the stream is byte-aligned after a sync flush). */
function storedBlock(bytes: Buffer): Buffer {
  const header = Buffer.alloc(5);
  header[0] = 0x00;
  header.writeUInt16LE(bytes.length, 1);
  header.writeUInt16LE(~bytes.length & 0xffff, 3);
  return Buffer.concat([header, bytes]);
}

/** The gzip of `page` (whose pieces around `nonce` are `deflated`). */
export function gzipWithNonce(deflated: DeflatedPieces, page: Buffer, nonce: string): Buffer {
  const nonceBlock = storedBlock(Buffer.from(nonce));
  const body: Buffer[] = [GZIP_HEADER];
  deflated.pieces.forEach((piece, i) => {
    if (i > 0) body.push(nonceBlock);
    body.push(piece);
  });
  body.push(FINAL_BLOCK);
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(page) >>> 0, 0);
  trailer.writeUInt32LE(page.length % 2 ** 32, 4);
  body.push(trailer);
  return Buffer.concat(body);
}
