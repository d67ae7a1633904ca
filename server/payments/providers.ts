/**
 * The payment providers this deployment has, from its environment (issue 26 item 9): M-Pesa when
 * the MPESA_* settings are present, Pesapal when the PESAPAL_* ones are. With none, the booking
 * page offers bank transfer, and the start says so (server/main.ts).
 */
import type { PaymentProviderId } from "#domain/payments/outcomes.ts";
import type { Env } from "../env.ts";
import { log } from "../log.ts";
import { darajaConfig } from "./daraja/config.ts";
import { DarajaClient } from "./daraja/daraja-client.ts";
import { createMpesaProvider, registerC2bUrls } from "./daraja/mpesa-provider.ts";
import { pesapalConfig } from "./pesapal/config.ts";
import { createPesapalProvider } from "./pesapal/pesapal-provider.ts";
import type { PaymentProvider } from "./provider.ts";

export interface ConfiguredPayments {
  providers: Partial<Record<PaymentProviderId, PaymentProvider>>;
  /** The paybill travellers may pay into by hand; null for a till (buy goods) or no M-Pesa. */
  paybillNumber: string | null;
  /** Registers the paybill's confirmation and validation URLs with Daraja; null without M-Pesa. */
  registerPaybill: ((urls: { confirmationUrl: string; validationUrl: string }) => Promise<{ registered: boolean; message: string }>) | null;
}

export function configuredPayments(env: Env): ConfiguredPayments {
  const providers: ConfiguredPayments["providers"] = {};
  const daraja = darajaConfig(env);
  let client: DarajaClient | null = null;
  if (daraja) {
    client = new DarajaClient(daraja);
    providers.mpesa = createMpesaProvider(client);
  }
  const pesapal = pesapalConfig(env);
  if (pesapal) providers.pesapal = createPesapalProvider(pesapal);
  return {
    providers,
    paybillNumber: daraja && daraja.transactionType === "CustomerPayBillOnline" ? daraja.shortcode : null,
    registerPaybill: client ? (urls) => registerC2bUrls(client, urls) : null,
  };
}

/**
 * Registers the paybill URLs in the background, a few times with growing pauses: Daraja being away
 * at our start must not stop the start, and must not leave the paybill unregistered either.
 */
export function registerPaybillInBackground(register: NonNullable<ConfiguredPayments["registerPaybill"]>, urls: { confirmationUrl: string; validationUrl: string }, pausesMs = [0, 30_000, 120_000, 600_000]): void {
  const tryAt = (i: number) => {
    const timer = setTimeout(() => {
      register(urls)
        .then((answer) => {
          if (answer.registered) log.info(`M-Pesa paybill URLs registered with Daraja: ${answer.message}`);
          else throw new Error(answer.message);
        })
        .catch((error) => {
          log.warn(`M-Pesa paybill URL registration failed${i + 1 < pausesMs.length ? "; trying again" : ""}`, error);
          if (i + 1 < pausesMs.length) tryAt(i + 1);
        });
    }, pausesMs[i]);
    timer.unref();
  };
  tryAt(0);
}
