/**
 * The console's account emails: an invitation, a password reset, and the
 * first owner's set-password link. Each carries a one-time link that expires.
 */
import { html, layout, link, paragraphs } from "../mail/html.ts";

export type StaffLinkKind = "staff_invitation" | "staff_password_reset" | "staff_set_password";

export interface StaffLinkEmail {
  kind: StaffLinkKind;
  subject: string;
  text: string;
  html: string;
}

export function setPasswordUrl(origin: string, token: string): string {
  return `${origin.replace(/\/$/, "")}/console/set-password?token=${encodeURIComponent(token)}`;
}

function hoursText(hours: number): string {
  return hours % 24 === 0 && hours >= 48 ? `${hours / 24} days` : hours === 1 ? "1 hour" : `${hours} hours`;
}

export function staffLinkEmail(options: {
  kind: StaffLinkKind;
  companyName: string;
  name: string;
  url: string;
  expiresInHours: number;
  role?: string;
  invitedBy?: string;
}): StaffLinkEmail {
  const { kind, companyName, name, url } = options;
  const expires = hoursText(options.expiresInHours);
  const [subject, intro, action] =
    kind === "staff_invitation"
      ? [
          `You're invited to the ${companyName} console`,
          `${options.invitedBy ?? "An owner"} has invited you to the ${companyName} staff console${options.role ? ` as ${options.role}` : ""}.`,
          "Choose your password",
        ]
      : kind === "staff_set_password"
        ? [`Set your ${companyName} console password`, `An owner account has been created for you in the ${companyName} staff console.`, "Set your password"]
        : [`Reset your ${companyName} console password`, `Someone (hopefully you) asked to reset the password of your ${companyName} console account.`, "Choose a new password"];
  const outro =
    kind === "staff_password_reset"
      ? "If you did not ask for this, ignore this email: your password stays as it is."
      : "If you were not expecting this, ignore this email.";
  const text = [
    `Hello ${name},`,
    "",
    intro,
    "",
    `${action}: ${url}`,
    "",
    `The link works once and expires in ${expires}.`,
    outro,
  ].join("\n");
  const body = layout({
    title: subject,
    preheader: intro,
    body: [paragraphs(`Hello ${name},\n\n${intro}`), html`<p>${link(url, action)}</p>`, paragraphs(`The link works once and expires in ${expires}.\n${outro}`)],
    footer: companyName,
  });
  return { kind, subject, text, html: body };
}
