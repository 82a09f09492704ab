import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** One message as the test SMTP server got it (before it answered). */
export interface SmtpMessage {
  mailFrom: string;
  rcptTo: string[];
  messageId: string | undefined;
  raw: string;
  /** Date.now() when the server answered it. */
  at: number;
}

/** A reply code of 400 or more rejects; 4xx is temporary, 5xx permanent. */
export interface SmtpRejection {
  code: number;
  message?: string;
}

export interface TestSmtpServerOptions {
  port?: number;
  /** Decides the answer after DATA; may wait (a slow or hung server). Nothing, or undefined, accepts. */
  answer?: (message: SmtpMessage) => SmtpRejection | undefined | Promise<SmtpRejection | undefined>;
}

export interface TestSmtpServer {
  port: number;
  url: string;
  /** Messages the server accepted (answered 250). */
  accepted: SmtpMessage[];
  /** Every message that reached the end of DATA, accepted or not. */
  offered: SmtpMessage[];
  close(): Promise<void>;
}

/** A real SMTP server on loopback for tests: the worker goes through a full SMTP conversation. */
export async function startTestSmtpServer(options: TestSmtpServerOptions = {}): Promise<TestSmtpServer> {
  const accepted: SmtpMessage[] = [];
  const offered: SmtpMessage[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // A hung test connection must not hold close() for the default 30 s.
    closeTimeout: 100,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        const message: SmtpMessage = {
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          rcptTo: session.envelope.rcptTo.map((r) => r.address),
          messageId: /^Message-ID:\s*(<[^>\r\n]+>)/im.exec(raw)?.[1],
          raw,
          at: 0,
        };
        offered.push(message);
        let rejection: SmtpRejection | undefined;
        try {
          rejection = await options.answer?.(message);
        } catch {
          rejection = { code: 451, message: 'Local error' };
        }
        message.at = Date.now();
        if (rejection) {
          const err = new Error(rejection.message ?? `Rejected with ${rejection.code}`) as Error & {
            responseCode: number;
          };
          err.responseCode = rejection.code;
          callback(err);
          return;
        }
        accepted.push(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    accepted,
    offered,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
