import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type LoopbackSmtp, startSmtp } from '../../test/smtp.ts';
import { createMailer } from './mailer.ts';
import { meetingRecapMail } from './templates.ts';

// The recap as a mail client gets it: sent over SMTP to a loopback server, parsed by a real MIME
// parser. Lists must arrive as lists and the ratings as a table, with a plain-text part beside them.

let smtp: LoopbackSmtp;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const facts = {
  meetingTitle: 'Leadership <L10>',
  heldOn: 'Monday, January 7, 2030',
  attendees: [
    { name: 'Olivia Owner', rating: 9 },
    { name: 'Maya Member', rating: null },
  ],
  averageRating: 9,
  addedTodos: [
    { title: 'Call the bank', owner: 'Olivia Owner' },
    { title: 'Send the <b>proposal</b>', owner: 'Maya Member' },
  ],
  solvedIssues: ['Churn is up'],
  reviewedHeadlines: [],
  summaryUrl: 'http://localhost:3000/traction/m/t/s',
};

describe('the meeting recap mail', () => {
  it('arrives with lists as lists, the ratings as a table, and a plain-text part', async () => {
    const mailer = createMailer({
      db: t.ctx.db,
      from: 'EOS Tools <no-reply@localhost>',
      smtpUrl: smtp.url,
      dataDir: t.config.dataDir,
      log: t.app.log,
    });
    expect((await mailer.send(meetingRecapMail('maya@example.com', facts))).status).toBe('sent');
    mailer.close();
    const [mail] = await smtp.parsed('maya@example.com');
    if (!mail) throw new Error('no mail');
    expect(mail.subject).toBe('Meeting recap: Leadership <L10> (Monday, January 7, 2030)');

    const html = String(mail.html);
    // One list item per To-Do, escaped, and one table row per attendee.
    expect(html.match(/<li>/g)).toHaveLength(3);
    expect(html).toContain('<li>Call the bank (Olivia Owner)</li>');
    expect(html).toContain('<li>Send the &lt;b&gt;proposal&lt;/b&gt; (Maya Member)</li>');
    expect(html).toMatch(/<table[^>]*>.*<th[^>]*>Attendee<\/th><th[^>]*>Rating<\/th>/s);
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html).toMatch(/<td[^>]*>Maya Member<\/td><td[^>]*>not rated<\/td>/);
    expect(html).toContain('<h3');
    expect(html).not.toContain('<b>proposal');

    // The text part: each bullet and each attendee on a line of its own.
    const lines = String(mail.text).split('\n');
    expect(lines).toEqual(
      expect.arrayContaining([
        'Attendees and ratings',
        'Olivia Owner: 9',
        'Maya Member: not rated',
        'Average rating: 9',
        '• Call the bank (Olivia Owner)',
        '• Send the <b>proposal</b> (Maya Member)',
        '• Churn is up',
        'None.',
        'Open the meeting summary: http://localhost:3000/traction/m/t/s',
      ]),
    );
  });
});
