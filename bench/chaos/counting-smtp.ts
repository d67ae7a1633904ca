/**
 * A loopback SMTP server (smtp-server, as the tests use) that counts deliveries by Message-ID and
 * can be taken down and brought back on the same port: while down, connections are refused, as
 * with a mail relay that is restarting.
 */
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export class CountingSmtp {
  /** Deliveries per Message-ID: 1 is right, 2 or more is a repeat. */
  readonly deliveries = new Map<string, number>();
  delivered = 0;
  private server: SMTPServer | null = null;
  port = 0;

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  get up(): boolean {
    return this.server !== null;
  }

  async start(): Promise<void> {
    if (this.server) return;
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      onData: (stream, _session, callback) => {
        let head = "";
        stream.on("error", () => {}); // a sender killed mid-message (kill -9) resets the socket
        stream.on("data", (c: Buffer) => {
          if (head.length < 8192) head += c.toString("latin1");
        });
        stream.on("end", () => {
          const headers = head.split(/\r?\n\r?\n/)[0] ?? "";
          const id = /^message-id:\s*(\S+)/im.exec(headers)?.[1] ?? `<none-${this.delivered}>`;
          this.deliveries.set(id, (this.deliveries.get(id) ?? 0) + 1);
          this.delivered++;
          callback();
        });
      },
    });
    server.on("error", () => {}); // resets from killed senders are part of the run
    await new Promise<void>((resolve, reject) => {
      server.server.once("error", reject);
      server.listen(this.port, "127.0.0.1", () => resolve());
    });
    this.port = (server.server.address() as AddressInfo).port;
    this.server = server;
  }

  /** Down: open sessions are cut and new connections refused until start(). */
  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    for (const c of server.connections) (c as unknown as { _socket?: { destroy(): void } })._socket?.destroy();
    await new Promise<void>((r) => server.close(() => r()));
  }

  countOf(messageId: string): number {
    return this.deliveries.get(messageId) ?? 0;
  }
}
