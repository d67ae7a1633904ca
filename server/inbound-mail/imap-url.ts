/** IMAP_URL, e.g. imaps://user:pass@host:993, taken apart for imapflow (decision 0060). */
export interface ImapAccount {
  host: string;
  port: number;
  /** imaps: TLS from the start; imap: STARTTLS when the server offers it. */
  secure: boolean;
  user: string;
  pass: string;
  folder: string;
  /** user@host:port/folder: names the mailbox in the database and on the console; holds no password. */
  key: string;
}

export function parseImapUrl(url: string, folder: string): ImapAccount {
  const u = new URL(url);
  const secure = u.protocol === "imaps:";
  const port = u.port ? Number(u.port) : secure ? 993 : 143;
  const user = decodeURIComponent(u.username);
  return {
    host: u.hostname,
    port,
    secure,
    user,
    pass: decodeURIComponent(u.password),
    folder,
    key: `${user}@${u.hostname}:${port}/${folder}`,
  };
}
