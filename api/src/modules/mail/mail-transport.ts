import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import type { Logger } from 'pino';
import type { AppConfig } from '../../platform/config/config.js';

export interface OutgoingMessage {
  id: number;
  kind: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  link: string | null;
}

/** Where messages leave Lantern: an SMTP server, or (no SMTP_URL, outside production) a folder. */
export abstract class MailTransport {
  /** Resolves once the message has left; rejects with why it did not. */
  abstract deliver(message: OutgoingMessage): Promise<void>;
  close(): void {}
}

/** Any SMTP server SMTP_URL names, through nodemailer. */
export class SmtpMailTransport extends MailTransport {
  private readonly transporter: Transporter;

  constructor(
    url: string,
    private readonly from: string,
  ) {
    super();
    // A mail server that stops answering must not hold a delivery job past the queue's expiry.
    const smtp = new URL(url);
    this.transporter = nodemailer.createTransport({
      host: smtp.hostname,
      port: smtp.port ? Number(smtp.port) : undefined,
      secure: smtp.protocol === 'smtps:',
      auth: smtp.username
        ? { user: decodeURIComponent(smtp.username), pass: decodeURIComponent(smtp.password) }
        : undefined,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
  }

  async deliver(message: OutgoingMessage): Promise<void> {
    await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
  }

  override close(): void {
    this.transporter.close();
  }
}

/**
 * Without a mail server (a laptop, `npm start` offline): each message is written whole to
 * DATA_DIR/outbox/ as an .eml file, and its link is logged, so a reset can still be followed.
 */
export class OutboxFolderTransport extends MailTransport {
  private readonly transporter = nodemailer.createTransport({ streamTransport: true, buffer: true });

  constructor(
    private readonly folder: string,
    private readonly from: string,
    private readonly logger: Logger,
  ) {
    super();
  }

  async deliver(message: OutgoingMessage): Promise<void> {
    const info = await this.transporter.sendMail({
      from: this.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    await mkdir(this.folder, { recursive: true });
    const file = join(this.folder, `${String(message.id).padStart(6, '0')}-${message.kind}.eml`);
    await writeFile(file, info.message as Buffer);
    this.logger.info(
      { component: 'mail', to: message.to, subject: message.subject, link: message.link, file },
      'mail written to the outbox folder (no SMTP_URL)',
    );
  }
}

export function mailTransportFor(config: AppConfig, logger: Logger): MailTransport {
  return config.mail.smtpUrl
    ? new SmtpMailTransport(config.mail.smtpUrl, config.mail.from)
    : new OutboxFolderTransport(config.mail.outboxDir, config.mail.from, logger);
}
