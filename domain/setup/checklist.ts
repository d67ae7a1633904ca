/**
 * The first-run checklist (issue 28 item 6, decision 0065): what a new install still lacks before
 * the team can sell, each step with where to do it. Shown to owners on the dashboard while any
 * step is open; it goes away by itself once the last one is done, so nothing needs dismissing.
 */

/** What the server reads to decide the steps. */
export interface SetupFacts {
  /** Active staff accounts, the owner included. */
  activeStaff: number;
  /** Active staff with two-factor sign-in on. */
  staffWithTwoFactor: number;
  /** The setting that makes two-factor sign-in a must for every member. */
  twoFactorRequired: boolean;
  smtpConfigured: boolean;
  /** The sales mailbox is read over IMAP, and its last read did not fail. */
  imap: { configured: boolean; failing: boolean };
  /** Published packages with no rate at all: travellers see no price for them. */
  packagesWithoutRates: number;
  /** Online payment providers set up (M-Pesa, card). */
  paymentProviders: string[];
}

export interface SetupStep {
  key: "staff" | "two_factor" | "smtp" | "imap" | "rates" | "payments";
  title: string;
  done: boolean;
  /** What is missing or what was found, in a sentence. */
  detail: string;
  /** The console page where the step is done; null when it is done in the server's configuration (README). */
  href: string | null;
  /** The page's name, or what to set on the server. */
  action: string;
}

const plural = (n: number, one: string, many: string) => `${n.toLocaleString("en")} ${n === 1 ? one : many}`;

export function setupSteps(f: SetupFacts): SetupStep[] {
  const twoFactorDone = f.twoFactorRequired || (f.activeStaff > 0 && f.staffWithTwoFactor === f.activeStaff);
  return [
    {
      key: "staff",
      title: "Invite your team",
      done: f.activeStaff > 1,
      detail: f.activeStaff > 1 ? `${plural(f.activeStaff, "member", "members")} can sign in.` : "Only you can sign in. Invite the sales agents and editors who will work here.",
      href: "/console/staff",
      action: "Staff",
    },
    {
      key: "two_factor",
      title: "Turn on two-factor sign-in",
      done: twoFactorDone,
      detail: f.twoFactorRequired
        ? "Required for all staff."
        : twoFactorDone
          ? "Every member signs in with two factors."
          : `${f.staffWithTwoFactor === 0 ? "Nobody uses it yet" : `${f.staffWithTwoFactor} of ${f.activeStaff} members use it`}. Require it for all staff in Settings.`,
      href: "/console/settings",
      action: "Settings",
    },
    {
      key: "smtp",
      title: "Send email",
      done: f.smtpConfigured,
      detail: f.smtpConfigured ? "Emails go out through your mail server." : "No mail server is set (SMTP_URL): acknowledgements, quotes and invitations wait unsent.",
      href: null,
      action: "Set SMTP_URL on the server",
    },
    {
      key: "imap",
      title: "Read travellers' replies",
      done: f.imap.configured && !f.imap.failing,
      detail: !f.imap.configured
        ? "The sales mailbox is not read (IMAP_URL): travellers' replies stay in it and never reach their inquiries."
        : f.imap.failing
          ? "The sales mailbox cannot be read just now; see Unmatched emails for the reason."
          : "Replies come back onto their inquiries.",
      href: f.imap.configured ? "/console/unmatched-emails" : null,
      action: f.imap.configured ? "Unmatched emails" : "Set IMAP_URL on the server",
    },
    {
      key: "rates",
      title: "Price every package",
      done: f.packagesWithoutRates === 0,
      // Without rates a package shows its tiers' listed prices only (api-types: the tier prices stand).
      detail:
        f.packagesWithoutRates === 0
          ? "Every published package has rates."
          : `${plural(f.packagesWithoutRates, "published package has", "published packages have")} no rates: travellers see only the listed prices, with no price for their residency, season and party.`,
      href: "/console/rates",
      action: "Seasons and rates",
    },
    {
      key: "payments",
      title: "Take deposits online",
      done: f.paymentProviders.length > 0,
      detail: f.paymentProviders.length ? `Travellers can pay by ${f.paymentProviders.join(" and ")}.` : "No online payment is set up: travellers can only pay by bank transfer or in person, recorded by hand.",
      href: f.paymentProviders.length ? "/console/payments" : null,
      action: f.paymentProviders.length ? "Payments" : "Set the M-Pesa (MPESA_*) or Pesapal (PESAPAL_*) keys on the server",
    },
  ];
}

/** What the dashboard reads (owners, `settings:manage`): the steps, or null once every one is done. */
export interface SetupChecklistConsole {
  steps(): Promise<SetupStep[] | null>;
}
