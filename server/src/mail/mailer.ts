import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Db } from '../db/client.ts';
import { mailOutbox } from '../db/schema/index.ts';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  /** Records the mail in the outbox and delivers it; a delivery failure is recorded, never thrown. */
  send(mail: Mail): Promise<{ id: string; status: 'sent' | 'failed'; file?: string }>;
  close(): void;
}

interface MailerOptions {
  db: Db;
  from: string;
  smtpUrl?: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

/**
 * SMTP when SMTP_URL is set; otherwise each mail becomes an .eml file under DATA_DIR/outbox/,
 * so a newcomer without a mail server reads the verification code from a file.
 */
export function createMailer({ db, from, smtpUrl, dataDir, log }: MailerOptions): Mailer {
  // nodemailer loads with the first mail: most of a server's life sends none.
  let transport: Promise<Transporter> | undefined;
  const transporter = () =>
    (transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      smtpUrl
        ? nodemailer.createTransport(smtpUrl)
        : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    ));
  const outboxDir = path.join(dataDir, 'outbox');

  return {
    async send(mail) {
      const [row] = await db
        .insert(mailOutbox)
        .values({ toAddress: mail.to, subject: mail.subject, text: mail.text, html: mail.html })
        .returning({ id: mailOutbox.id });
      if (!row) throw new Error('outbox insert returned nothing');
      try {
        const info = await (await transporter()).sendMail({ from, ...mail });
        let file: string | undefined;
        if (!smtpUrl) {
          await mkdir(outboxDir, { recursive: true });
          file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${row.id}.eml`);
          await writeFile(file, info.message as Buffer);
          log.info({ file, to: mail.to, subject: mail.subject }, 'mail written to the outbox folder');
        }
        await db
          .update(mailOutbox)
          .set({ status: 'sent', sentAt: new Date(), attempts: sql`${mailOutbox.attempts} + 1` })
          .where(eq(mailOutbox.id, row.id));
        return { id: row.id, status: 'sent', file };
      } catch (err) {
        log.error({ err, to: mail.to }, 'mail delivery failed');
        await db
          .update(mailOutbox)
          .set({ status: 'failed', error: String(err).slice(0, 500), attempts: sql`${mailOutbox.attempts} + 1` })
          .where(eq(mailOutbox.id, row.id));
        return { id: row.id, status: 'failed' };
      }
    },
    close() {
      void transport?.then((t) => t.close());
    },
  };
}
