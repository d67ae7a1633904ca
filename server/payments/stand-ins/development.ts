/**
 * `npm run dev` pays against the repository's own Daraja and Pesapal stand-ins (issue 26 item 9),
 * so a developer can take a booking from "Accept" to "Paid in full" on a laptop: M-Pesa prompts
 * are approved by themselves after a few seconds (or decided at the Daraja stand-in's /__stand-in/
 * page), and "Pay by card" leads to the Pesapal stand-in's own checkout page. Real settings win:
 * with any MPESA_* or PESAPAL_* setting given, nothing is started.
 */
import { log } from "../../log.ts";
import { startDarajaStandIn } from "./daraja.ts";
import { startPesapalStandIn } from "./pesapal.ts";

export async function withDevelopmentStandIns(source: NodeJS.ProcessEnv): Promise<NodeJS.ProcessEnv> {
  if (source.PAYMENT_STAND_INS !== "on" || source.NODE_ENV === "production") return source;
  if (Object.keys(source).some((name) => name.startsWith("MPESA_") || name.startsWith("PESAPAL_"))) return source;
  const [daraja, pesapal] = await Promise.all([startDarajaStandIn({ host: "127.0.0.1", autoApproveAfterMs: 5_000 }), startPesapalStandIn({ hostname: "127.0.0.1" })]);
  log.info(`Payments in development: the Daraja stand-in at ${daraja.url}/__stand-in/ (prompts approve themselves after 5 s), the Pesapal stand-in at ${pesapal.url}`);
  return { ...source, ...daraja.env, ...pesapal.env };
}
