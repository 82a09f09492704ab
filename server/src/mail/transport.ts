import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';

/** One outbox row as the transport needs it. */
export interface OutgoingMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
}

export interface MailTransport {
  /** Resolves when the message was accepted (SMTP) or written (.eml); rejects otherwise. */
  send(message: OutgoingMail): Promise<void>;
  close(): void;
}

export interface MailTransportConfig {
  SMTP_URL?: string;
  MAIL_FROM: string;
  dataDir: string;
}

// Short limits so a dead mail server fails an attempt quickly instead of holding the worker.
const SMTP_TIMEOUT_MS = 10_000;

/** Stable per outbox row, so a receiver can drop the duplicate of a retry after an unclear failure. */
export function messageIdFor(id: number): string {
  return `<outbox-${id}@kommunalportal>`;
}

/** SMTP when SMTP_URL is set, otherwise RFC 822 .eml files under `<dataDir>/mail/`. */
export function createMailTransport(config: MailTransportConfig): MailTransport {
  if (config.SMTP_URL) return createSmtpTransport(config.SMTP_URL, config.MAIL_FROM);
  return createFileTransport(path.join(config.dataDir, 'mail'), config.MAIL_FROM);
}

function toMailOptions(message: OutgoingMail, from: string) {
  return {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html ?? undefined,
    messageId: messageIdFor(message.id),
  };
}

function createSmtpTransport(url: string, from: string): MailTransport {
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

function createFileTransport(dir: string, from: string): MailTransport {
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
