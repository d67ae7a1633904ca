/**
 * A private Dovecot for tests: the Debian package's binary (dovecot-imapd, installed by .ci/run)
 * started in the foreground (-F) with a config of its own (-c) in a temporary directory: its own
 * run and state directories, maildirs and a passwd-file with one sales account, listening on a
 * free loopback port. Nothing of the system's Dovecot config or service is used or changed.
 * Run as root (CI, this machine) it drops to the package's `dovecot` and `dovenull` users; as
 * anyone else it runs as that user.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { chownSync, chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { connect, createServer } from "node:net";
import { tmpdir, userInfo } from "node:os";
import { join } from "node:path";
import { ImapFlow } from "imapflow";
import { waitUntil } from "./wait-until.ts";

export interface TestDovecot {
  /** imap://sales%40…:password@127.0.0.1:port, what IMAP_URL is set to. */
  url: string;
  user: string;
  password: string;
  port: number;
  /** APPENDs a raw message to the folder (as a mail server delivering it would); its UID. */
  append(raw: string | Buffer, folder?: string): Promise<number>;
  /** The flags of the message with this UID. */
  flags(uid: number, folder?: string): Promise<Set<string>>;
  /** Stops the server (the mailbox is down); `start()` brings it back on the same port with the same mail. */
  stop(): Promise<void>;
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  close(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** True once the server greets with "* OK" on its port. */
function greets(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(2_000, () => done(false));
    socket.once("error", () => done(false));
    socket.once("data", (chunk) => done(chunk.toString().startsWith("* OK")));
  });
}

function config(dir: string, port: number): string {
  const root = process.getuid?.() === 0;
  const me = userInfo().username;
  // As root, Dovecot drops to its own users (the package creates them); otherwise everything runs as us.
  const users = root
    ? ""
    : `default_login_user = ${me}\ndefault_internal_user = ${me}\ndefault_internal_group = ${userInfo().gid}\n`;
  const mailUser = root ? "uid=dovecot gid=dovecot" : `uid=${userInfo().uid} gid=${userInfo().gid}`;
  return `# A private test instance: nothing here touches /etc/dovecot.
base_dir = ${dir}/run
state_dir = ${dir}/state
instance_name = twiga-test-${port}
log_path = ${dir}/dovecot.log
protocols = imap
listen = 127.0.0.1
ssl = no
disable_plaintext_auth = no
auth_mechanisms = plain login
first_valid_uid = 0
${users}passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${dir}/passwd
}
userdb {
  driver = static
  args = ${mailUser} home=${dir}/home/%u
}
mail_location = maildir:~/Maildir
service imap-login {
  inet_listener imap {
    port = ${port}
  }
  inet_listener imaps {
    port = 0
  }
}
`;
}

export async function startDovecot(): Promise<TestDovecot> {
  const dir = mkdtempSync(join(tmpdir(), "twiga-dovecot-"));
  // Dovecot's own users must reach the files below when it runs as root.
  chmodSync(dir, 0o755);
  for (const d of ["run", "state", "home"]) mkdirSync(join(dir, d));
  const user = "sales@twigahorizons.example";
  const password = "mailbox-test-password";
  writeFileSync(join(dir, "passwd"), `${user}:{PLAIN}${password}::::::\n`);
  chmodSync(join(dir, "passwd"), 0o644);
  if (process.getuid?.() === 0) chownSync(join(dir, "home"), Number(await idOf("dovecot", "-u")), Number(await idOf("dovecot", "-g")));
  const port = await freePort();
  writeFileSync(join(dir, "dovecot.conf"), config(dir, port));
  let child: ChildProcess | null = null;

  const start = async () => {
    const proc = spawn("dovecot", ["-F", "-c", join(dir, "dovecot.conf")], { stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    proc.stderr?.on("data", (c) => (stderr += c));
    let exited = false;
    proc.once("exit", () => (exited = true));
    child = proc;
    await waitUntil(
      async () => {
        if (exited) throw new Error(`Dovecot exited at start: ${stderr}`);
        return greets(port);
      },
      "Dovecot's greeting",
      15_000,
      50,
    );
  };
  const stop = async () => {
    const proc = child;
    child = null;
    if (!proc || proc.exitCode !== null) return;
    const gone = new Promise<void>((resolve) => proc.once("exit", () => resolve()));
    proc.kill("SIGTERM");
    await gone;
    // Its children (login, imap) go with it; wait until nothing answers on the port.
    await waitUntil(async () => !(await greets(port)), "Dovecot to stop answering", 10_000, 50);
  };
  const withClient = async <T>(work: (client: ImapFlow) => Promise<T>): Promise<T> => {
    const client = new ImapFlow({ host: "127.0.0.1", port, secure: false, auth: { user, pass: password }, logger: false, disableAutoIdle: true });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.logout().catch(() => client.close());
    }
  };

  await start();
  return {
    url: `imap://${encodeURIComponent(user)}:${encodeURIComponent(password)}@127.0.0.1:${port}`,
    user,
    password,
    port,
    append: (raw, folder = "INBOX") =>
      withClient(async (client) => {
        const result = await client.append(folder, raw);
        if (!result || !result.uid) throw new Error("APPEND gave no UID");
        return result.uid;
      }),
    flags: (uid, folder = "INBOX") =>
      withClient(async (client) => {
        const lock = await client.getMailboxLock(folder);
        try {
          const msg = await client.fetchOne(String(uid), { uid: true, flags: true }, { uid: true });
          return msg && msg.flags ? msg.flags : new Set<string>();
        } finally {
          lock.release();
        }
      }),
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function idOf(name: string, flag: "-u" | "-g"): Promise<string> {
  return new Promise((resolve, reject) => {
    const p = spawn("id", [flag, name]);
    let out = "";
    p.stdout.on("data", (c) => (out += c));
    p.once("exit", (code) => (code === 0 ? resolve(out.trim()) : reject(new Error(`id ${flag} ${name} failed`))));
  });
}
