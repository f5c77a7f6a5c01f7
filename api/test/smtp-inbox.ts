import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpInbox {
  /** SMTP_URL for the app under test. */
  url: string;
  received: ParsedMail[];
  /** While true, every message is refused with a temporary failure (450), as a full mailbox would. */
  refusing: boolean;
  /** The first message to `to` after the `skip` earlier ones, once it has arrived. */
  next(to: string, options?: { skip?: number; timeoutMs?: number }): Promise<ParsedMail>;
  to(address: string): ParsedMail[];
  close(): Promise<void>;
}

/** A real SMTP server in this process (the `smtp-server` package), keeping every message it is handed. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const inbox: SmtpInbox = {
    url: '',
    received: [],
    refusing: false,
    async next(to, { skip = 0, timeoutMs = 15_000 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = inbox.to(to)[skip];
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`No e-mail to ${to} arrived within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    to: (address) =>
      inbox.received.filter((mail) =>
        [mail.to ?? []]
          .flat()
          .some((group) =>
            group.value.some((entry) => entry.address?.toLowerCase() === address.toLowerCase()),
          ),
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      if (inbox.refusing) {
        stream.resume();
        stream.on('end', () =>
          callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 450 })),
        );
        return;
      }
      simpleParser(stream).then(
        (mail) => {
          inbox.received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  inbox.url = `smtp://127.0.0.1:${(server.server.address() as AddressInfo).port}`;
  return inbox;
}

/** The link in a message's text that leads to `path` (a path prefix such as `/password/reset/`). */
export function linkIn(mail: ParsedMail, path: string): string {
  const found = (mail.text ?? '').split(/\s+/).find((word) => word.includes(path));
  if (!found) throw new Error(`No ${path} link in "${mail.subject}"`);
  return found;
}
