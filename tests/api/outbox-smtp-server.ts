/**
 * A real SMTP server on loopback for the outbox tests (smtp-server), with
 * switches to refuse or hang, and a small MIME reader for what nodemailer
 * sends (multipart/alternative, quoted-printable or base64 parts).
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { waitUntil } from "../helpers/wait-until.ts";

export interface ReceivedMail {
  envelopeTo: string[];
  headers: Record<string, string>;
  messageId: string;
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export type SmtpMode = "accept" | "hang";

export interface TestSmtp {
  url: string;
  mails: ReceivedMail[];
  mode: SmtpMode;
  /** Refuse the first N DATA tries per recipient with a temporary 451. */
  refuseFirstPerRecipient: number;
  /** Answer DATA only after this many ms (a slow server). */
  delayMs: number;
  /** Refuse every DATA with a temporary 451. */
  refuseAll: boolean;
  /** DATA commands that started (accepted or not). */
  dataStarted: number;
  tries: Map<string, number>;
  waitFor(count: number, timeoutMs?: number): Promise<ReceivedMail[]>;
  close(): Promise<void>;
}

export async function startTestSmtp(): Promise<TestSmtp> {
  const state: Omit<TestSmtp, "url" | "waitFor" | "close"> = {
    mails: [],
    mode: "accept",
    refuseFirstPerRecipient: 0,
    refuseAll: false,
    delayMs: 0,
    dataStarted: 0,
    tries: new Map(),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      state.dataStarted++;
      const chunks: Buffer[] = [];
      stream.on("error", () => {}); // a sender killed mid-message resets the socket; that is the test
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const to = session.envelope.rcptTo.map((r) => r.address);
        const key = to.join(",");
        const tries = (state.tries.get(key) ?? 0) + 1;
        state.tries.set(key, tries);
        if (state.mode === "hang") return; // never answer: the sender waits until it dies
        if (state.refuseAll || tries <= state.refuseFirstPerRecipient) {
          const error = Object.assign(new Error("Try again later (test)"), { responseCode: 451 });
          return callback(error);
        }
        const accept = () => {
          state.mails.push(parseMail(Buffer.concat(chunks).toString("utf8"), to));
          callback(null);
        };
        if (state.delayMs) setTimeout(accept, state.delayMs);
        else accept();
      });
    },
  });
  // Connection resets from killed senders are expected here, not test failures.
  server.on("error", () => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const port = (server.server.address() as AddressInfo).port;

  const smtp: TestSmtp = Object.assign(state, {
    url: `smtp://127.0.0.1:${port}`,
    async waitFor(count: number, timeoutMs = 15_000) {
      await waitUntil(() => state.mails.length >= count, `${count} mails (have ${state.mails.length})`, timeoutMs);
      return state.mails;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // Hung sessions would keep close() waiting; the server times them out, but tests should not.
        for (const c of server.connections) (c as unknown as { _socket?: { destroy(): void } })._socket?.destroy();
        server.close(() => resolve());
      }),
  });
  return smtp;
}

function splitHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const unfolded = block.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return headers;
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const text = s.replace(/=\r?\n/g, "");
  for (let i = 0; i < text.length; i++) {
    if (text[i] === "=" && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, "utf8"));
  }
  return Buffer.from(bytes).toString("utf8");
}

/** Decodes =?UTF-8?Q?...?= and =?UTF-8?B?...?= words in a header. */
export function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QB])\?([^?]*)\?=/gi, (_m, _cs, enc: string, data: string) =>
      enc.toUpperCase() === "B" ? Buffer.from(data, "base64").toString("utf8") : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const cte = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (cte === "quoted-printable") return decodeQuotedPrintable(body);
  if (cte === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  return body;
}

function parsePart(raw: string, out: { text: string; html: string }) {
  const sep = raw.search(/\r?\n\r?\n/);
  const headers = splitHeaders(sep === -1 ? raw : raw.slice(0, sep));
  const body = sep === -1 ? "" : raw.slice(sep).replace(/^\r?\n\r?\n/, "");
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    const parts = body.split(`--${boundary}`).slice(1);
    for (const part of parts) {
      if (part.startsWith("--")) break;
      parsePart(part.replace(/^\r?\n/, ""), out);
    }
    return headers;
  }
  const decoded = decodeBody(headers, body).replace(/\r\n/g, "\n");
  if (type.toLowerCase().startsWith("text/html")) out.html = decoded;
  else out.text = decoded;
  return headers;
}

export function parseMail(raw: string, envelopeTo: string[]): ReceivedMail {
  const out = { text: "", html: "" };
  const headers = parsePart(raw, out);
  return {
    envelopeTo,
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k, decodeHeader(v)])),
    messageId: headers["message-id"] ?? "",
    subject: decodeHeader(headers["subject"] ?? ""),
    text: out.text,
    html: out.html,
    raw,
  };
}
