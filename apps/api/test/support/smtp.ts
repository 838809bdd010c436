/**
 * A real SMTP server for the e-mail tests (issue 10 point 5: "Tests deliver through a real SMTP server started in
 * the test"): the `smtp-server` package on an ephemeral port of 127.0.0.1, every message read back with
 * `mailparser`. Recipients that {@link SmtpServerOptions.refuse} matches are rejected with 550.
 */
import type { AddressInfo } from "node:net";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

/** One message as it arrived. */
export interface ReceivedMail {
  /** Envelope recipients (RCPT TO). */
  to: string[];
  /** Envelope sender (MAIL FROM). */
  envelopeFrom: string;
  /** The From header as text. */
  from: string;
  subject: string;
  /** The plain-text body, decoded. */
  text: string;
  messageId: string;
}

/** Options of {@link startSmtpServer}. */
export interface SmtpServerOptions {
  /** Recipients to reject with `550 mailbox unavailable`. @default none */
  refuse?: (address: string) => boolean;
}

/** A running test SMTP server. */
export interface TestSmtpServer {
  /** `smtp://127.0.0.1:<port>` (no TLS, no authentication), usable as `SMTP_URL`. */
  url: string;
  /** Messages received, in order. */
  received: ReceivedMail[];
  /** Recipients rejected (one entry per RCPT TO refused). */
  refused: string[];
  /** Stops the server. */
  close(): Promise<void>;
}

/** Starts a test SMTP server on an ephemeral port. */
export async function startSmtpServer(options: SmtpServerOptions = {}): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const refused: string[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (options.refuse?.(address.address)) {
        refused.push(address.address);
        const err = Object.assign(new Error(`mailbox ${address.address} unavailable`), { responseCode: 550 });
        callback(err);
        return;
      }
      callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            from: mail.from?.text ?? "",
            subject: mail.subject ?? "",
            text: (mail.text ?? "").replace(/\r\n/g, "\n"),
            messageId: mail.messageId ?? "",
          });
          callback();
        },
        (err: Error) => callback(err),
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refused,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Options of {@link waitUntil}. */
export interface WaitOptions {
  /** The longest wait, in ms (a bound on a wait, not an assertion on speed). @default 25000 */
  maxWaitMs?: number;
  /** The time between two checks, in ms (a check that costs queries adds less load when rarer). @default 20 */
  intervalMs?: number;
  /**
   * What the state is when the wait gives up (for example the rows' attempts and last errors), added to the error so
   * that a failure in a full run can be explained from its output alone. @default nothing added
   */
  explain?: () => string | Promise<string>;
}

/**
 * Waits until `condition` holds, checking every {@link WaitOptions.intervalMs}, for at most {@link WaitOptions.maxWaitMs}.
 *
 * @throws Error naming `what`, with {@link WaitOptions.explain}'s account, when the condition never held.
 */
export async function waitUntil(what: string, condition: () => boolean | Promise<boolean>, options: WaitOptions = {}): Promise<void> {
  const deadline = Date.now() + (options.maxWaitMs ?? 25_000);
  while (!(await condition())) {
    if (Date.now() > deadline) {
      const state = options.explain ? `; ${await options.explain()}` : "";
      throw new Error(`gave up waiting for ${what}${state}`);
    }
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 20));
  }
}
