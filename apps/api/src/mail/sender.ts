/**
 * The e-mail transport of the outbox (issue 10 point 5; docs/architecture.md "outbox"): the outbox's one sender
 * (`outbox/sender.ts`) delivers the e-mail rows that `enqueueEmail` (./outbox.ts) wrote through an SMTP relay with
 * nodemailer, when `SMTP_URL` is set (or a transport is given); without it mail stays queued and is read on the
 * administrators' outbox page.
 *
 * The sender (`From`, name and address) is the municipality's identity's (`senderName`, `senderAddress`; tracker
 * issue 38 item 1), read at every run that has mail to deliver: a change on the identity page holds for the next
 * message, on every instance.
 */
import type { Transporter } from "nodemailer";
import { loadNodemailer } from "../lib/heavy-modules";
import { readIdentity } from "../identity/identity";
import type { OutboxTransport } from "../outbox/sender";

/** Options of {@link emailTransport}. */
export interface EmailTransportOptions {
  /** Sender address, instead of the identity's (tests). @default the identity's `senderName` and `senderAddress`, read at each run */
  from?: string | undefined;
}

/**
 * The outbox's e-mail channel over a nodemailer transporter: plain text, subject, to, from. Closing it closes the
 * transporter.
 */
export function emailTransport(transport: Transporter, options: EmailTransportOptions = {}): OutboxTransport {
  return {
    async open(db) {
      // nodemailer writes the name as an RFC 2047 encoded word (Thai is not ASCII) and quotes it.
      let from: string | { name: string; address: string } | undefined = options.from;
      if (from === undefined) {
        const identity = await readIdentity(db);
        from = { name: identity.senderName, address: identity.senderAddress };
      }
      return async (message) => {
        await transport.sendMail({ from, to: message.toAddress, subject: message.subject, text: message.body });
      };
    },
    close: () => transport.close(),
  };
}

/**
 * Creates the SMTP transport of `SMTP_URL` (nodemailer connection URL); nodemailer is imported on this first use
 * (`src/lib/heavy-modules.ts`), so a server without `SMTP_URL` never loads it.
 *
 * @throws Error (the promise rejects) when nodemailer cannot parse the URL.
 */
export async function createSmtpTransport(smtpUrl: string): Promise<Transporter> {
  return (await loadNodemailer()).createTransport(smtpUrl);
}

/** `SMTP_URL` without its password, for the start-up log line. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.username ? `${decodeURIComponent(url.username)}@` : ""}${url.host}`;
  } catch {
    return "(unparsable SMTP_URL)";
  }
}
