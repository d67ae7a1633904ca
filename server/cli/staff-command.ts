/**
 * The staff commands behind `npm run staff` (entry: ./staff.ts). There are no
 * default or seeded passwords: the first owner types one (read from standard
 * input) or gets a one-time set-password link by email through the outbox.
 */
import { z } from "zod";
import type { StaffAuthSystem } from "../auth/index.ts";
import { passwordProblem } from "../auth/password-policy.ts";
import { SET_PASSWORD_HOURS } from "../auth/staff-accounts.ts";

export const USAGE = `Usage:
  npm run staff -- create-owner EMAIL [--name "Full Name"]   reads the password from standard input
  npm run staff -- create-owner EMAIL --send-link            emails a one-time set-password link instead`;

export interface CommandIo {
  out(text: string): void;
  err(text: string): void;
  /** The password typed or piped in (only asked when not sending a link). */
  readPassword(): Promise<string>;
}

function option(args: string[], name: string): string | undefined {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return undefined;
  const value = args[i + 1];
  return value && !value.startsWith("--") ? value : undefined;
}

export async function runStaffCommand(args: string[], system: StaffAuthSystem, io: CommandIo): Promise<number> {
  const [command, emailArg] = args;
  if (command !== "create-owner" || !emailArg || emailArg.startsWith("--")) {
    io.err(USAGE);
    return 2;
  }
  const email = z.email().safeParse(emailArg.trim().toLowerCase());
  if (!email.success) {
    io.err(`"${emailArg}" is not an email address.`);
    return 2;
  }
  const sendLink = args.includes("--send-link");
  const name = option(args, "name") ?? email.data.split("@")[0]!;
  if (await system.accounts.findByEmail(email.data)) {
    io.err(`${email.data} already has a staff account. To get in again, use "Forgot your password?" on the sign-in page.`);
    return 1;
  }

  if (sendLink) {
    await system.accounts.createOwner({ email: email.data, name, origin: system.origin, sendLink: true });
    io.out(
      `Owner ${email.data} created. A one-time link to set the password was queued for them (valid ${SET_PASSWORD_HOURS} hours); ` +
        "the running server sends it through SMTP_URL.",
    );
    return 0;
  }

  const password = (await io.readPassword()).replace(/\r?\n$/, "");
  const problem = await passwordProblem(password);
  if (problem) {
    io.err(`Password refused: ${problem}`);
    return 1;
  }
  const { token } = await system.accounts.createOwner({ email: email.data, name, origin: system.origin, sendLink: false });
  await system.auth.api.resetPassword({ body: { token: token!, newPassword: password } });
  io.out(`Owner ${email.data} created. Sign in at ${system.origin}/console/sign-in`);
  return 0;
}
