import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type LoopbackSmtp = Awaited<ReturnType<typeof startSmtp>>;

/** A real SMTP server on loopback that keeps every message it receives: the app's mails in tests. */
export async function startSmtp() {
  const inbox: { to: string; raw: string }[] = [];
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo) inbox.push({ to: rcpt.address, raw });
        callback();
      });
    },
  });
  smtp.listen(0, '127.0.0.1');
  await once(smtp.server, 'listening');
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    /** How many messages an address has received so far. */
    count: (to: string) => inbox.filter((m) => m.to === to).length,
    /** The messages to an address once there are `n`, soft line breaks of quoted-printable undone. */
    async received(to: string, n = 1): Promise<string[]> {
      for (let i = 0; i < 200; i++) {
        const mine = inbox.filter((m) => m.to === to);
        if (mine.length >= n) return mine.map((m) => m.raw.replace(/=\r?\n/g, '').replace(/\r\n/g, '\n'));
        await new Promise((r) => setTimeout(r, 25));
      }
      throw new Error(`no mail #${n} to ${to}`);
    },
    /** The messages to an address as a mail client reads them (a real MIME parser: mailparser). */
    async parsed(to: string, n = 1): Promise<ParsedMail[]> {
      await this.received(to, n);
      return Promise.all(inbox.filter((m) => m.to === to).map((m) => simpleParser(m.raw)));
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
