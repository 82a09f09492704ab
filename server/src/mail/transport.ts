import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

/** One outbox row as the transport needs it. */
export interface OutgoingMail {
  id: number;
  /** The row's Message-ID header, the same on every attempt. */
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface MailTransport {
  /** Resolves when the message was accepted (SMTP) or written (.eml); rejects otherwise. */
  send(message: OutgoingMail): Promise<void>;
  close(): void;
  /** Host part of new Message-IDs: the portal's public host. */
  readonly messageIdHost: string;
}

export interface MailTransportConfig {
  SMTP_URL?: string;
  MAIL_FROM: string;
  dataDir: string;
  /** The portal's address; its host names the Message-IDs. */
  PUBLIC_URL?: string;
}

// Short limits so a dead mail server fails an attempt quickly instead of holding the worker.
const SMTP_TIMEOUT_MS = 10_000;

/**
 * A new, globally unique Message-ID. A row keeps its id across retries, so a receiver can drop the repeat
 * of an attempt whose outcome we never learnt; a random id (not the row id) never repeats across databases.
 */
export function newMessageId(host: string): string {
  return `<${randomUUID()}@${host}>`;
}

/**
 * True for a 5xx answer to the message itself (recipient or content rejected): sending it again will not help.
 * A 5xx at connect, sign-in or MAIL FROM concerns every message (our configuration), so it stays temporary.
 */
export function isPermanentRejection(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const { responseCode, command } = err as Error & { responseCode?: number; command?: string };
  return (
    typeof responseCode === 'number' &&
    responseCode >= 500 &&
    responseCode < 600 &&
    (command === 'RCPT TO' || command === 'DATA')
  );
}

/** SMTP when SMTP_URL is set, otherwise RFC 822 .eml files under `<dataDir>/mail/`. */
export function createMailTransport(config: MailTransportConfig): MailTransport {
  const messageIdHost = new URL(config.PUBLIC_URL ?? 'http://localhost').hostname;
  const transport = config.SMTP_URL
    ? createSmtpTransport(config.SMTP_URL, config.MAIL_FROM)
    : createFileTransport(path.join(config.dataDir, 'mail'), config.MAIL_FROM);
  return { ...transport, messageIdHost };
}

function toMailOptions(message: OutgoingMail, from: string) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    messageId: message.messageId,
  };
}

function createSmtpTransport(url: string, from: string): Omit<MailTransport, 'messageIdHost'> {
  // createTransport({ url, ... }) would drop every option beside the URL, so build the SMTP transport
  // ourselves; timeouts given as query parameters of SMTP_URL still win over these defaults.
  const transporter = nodemailer.createTransport(
    new SMTPTransport({
      url,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
      dnsTimeout: SMTP_TIMEOUT_MS,
    }),
  );
  return {
    async send(message) {
      await transporter.sendMail(toMailOptions(message, from));
    },
    close() {
      transporter.close();
    },
  };
}

function createFileTransport(dir: string, from: string): Omit<MailTransport, 'messageIdHost'> {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await composer.sendMail(toMailOptions(message, from));
      await fs.mkdir(dir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(dir, `${stamp}-${message.id}.eml`);
      // Write then rename, so a reader never sees half a message.
      const partial = `${file}.${randomUUID()}.tmp`;
      await fs.writeFile(partial, info.message);
      await fs.rename(partial, file);
    },
    close() {
      composer.close();
    },
  };
}
