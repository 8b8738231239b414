import { AUTH } from '@eos/domain';
import { messageText } from '../lib/errors.ts';
import type { Mail } from './mailer.ts';

// Every mail the app sends is written here as plain text plus a simple HTML twin, so the wording
// sits in one place and a mail client without HTML still reads it all.

const PRODUCT = 'EOS Tools';

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );
}

interface Part {
  text: string;
  /** `text` is the heading of what follows rather than a paragraph. */
  heading?: boolean;
  link?: { href: string; label: string };
  code?: string;
  /** Bullets; with none, `empty` says so in a sentence. */
  list?: { items: string[]; empty: string };
  /** Rows under column heads (HTML: a table; text: 'cell: cell' lines). */
  table?: { head: string[]; rows: string[][] };
}

const TABLE_STYLE = 'border-collapse:collapse';
const CELL_STYLE = 'border:1px solid #ddd;padding:4px 12px;text-align:left';

function textOf(p: Part): string {
  const lines = [p.text];
  if (p.code) lines.push('', p.code);
  if (p.list) lines.push(...(p.list.items.length ? p.list.items.map((i) => `• ${i}`) : [p.list.empty]));
  if (p.table) lines.push(...p.table.rows.map((row) => row.join(': ')));
  if (p.link) lines.push('', `${p.link.label}: ${p.link.href}`);
  return lines.join('\n');
}

function htmlOf(p: Part): string {
  let out = p.heading ? `<h3 style="margin:20px 0 4px">${escapeHtml(p.text)}</h3>` : `<p>${escapeHtml(p.text)}</p>`;
  if (p.code) out += `<p style="font-size:24px;font-weight:bold;letter-spacing:4px">${escapeHtml(p.code)}</p>`;
  if (p.list) {
    out += p.list.items.length
      ? `<ul>${p.list.items.map((i) => `<li>${escapeHtml(i)}</li>`).join('')}</ul>`
      : `<p>${escapeHtml(p.list.empty)}</p>`;
  }
  if (p.table) {
    const cells = (row: string[], tag: 'th' | 'td') =>
      `<tr>${row.map((c) => `<${tag} style="${CELL_STYLE}">${escapeHtml(c)}</${tag}>`).join('')}</tr>`;
    out += `<table style="${TABLE_STYLE}"><thead>${cells(p.table.head, 'th')}</thead><tbody>${p.table.rows
      .map((r) => cells(r, 'td'))
      .join('')}</tbody></table>`;
  }
  if (p.link) out += `<p><a href="${escapeHtml(p.link.href)}">${escapeHtml(p.link.label)}</a></p>`;
  return out;
}

/**
 * Lays out paragraphs, headings, lists, tables, links and codes twice: as plain text and as minimal
 * inline-styled HTML (lists as lists, tables as tables, so a mail client keeps them apart).
 */
function compose(to: string, subject: string, parts: Part[]): Mail {
  const text = parts.map(textOf).join('\n\n');
  const html = parts.map(htmlOf).join('\n');
  return {
    to,
    subject,
    text: `${text}\n\n— ${PRODUCT}\n`,
    html: `<!doctype html><html><body style="font-family:sans-serif;line-height:1.5">\n${html}\n<p>— ${PRODUCT}</p></body></html>`,
  };
}

export function verificationCodeMail(to: string, code: string): Mail {
  return compose(to, `Your ${PRODUCT} verification code`, [
    { text: `Use this code to finish creating your ${PRODUCT} account:`, code },
    {
      text: `The code expires in ${AUTH.verificationCodeTtlMinutes} minutes. If you did not ask for it, ignore this mail.`,
    },
  ]);
}

export function accountExistsMail(to: string, publicUrl: string): Mail {
  return compose(to, `You already have an ${PRODUCT} account`, [
    { text: `Someone (hopefully you) tried to sign up with this address, but you already have an account.` },
    { text: 'Sign in with it:', link: { href: `${publicUrl}/login`, label: 'Sign in' } },
    {
      text: 'Or, if you forgot your password, reset it:',
      link: { href: `${publicUrl}/reset-password`, label: 'Reset your password' },
    },
    { text: 'If this was not you, ignore this mail: nothing has changed.' },
  ]);
}

export function resetPasswordMail(to: string, link: string): Mail {
  return compose(to, `Reset your ${PRODUCT} password`, [
    { text: 'Open this link to choose a new password:', link: { href: link, label: 'Choose a new password' } },
    {
      text: `The link works once and expires in ${AUTH.resetCodeTtlMinutes} minutes. If you did not ask for it, ignore this mail: your password stays as it is.`,
    },
  ]);
}

export interface InvitationMailFacts {
  /** The full name of whoever sent it. */
  inviterName: string;
  orgName: string;
  role: string;
  /** Invited as the organization's outside EOS Implementer (coach) rather than with a plain role. */
  isImplementer: boolean;
  /** /welcome/invitation/{invitationId}/{key}, built from PUBLIC_URL. */
  link: string;
  expiresAt: Date;
}

/** An invitation to join an organization (POST invitations, POST subscription/add); wording from the language pack. */
export function invitationMail(to: string, facts: InvitationMailFacts): Mail {
  // The reader's zone is unknown: the date is written in UTC and says so.
  const until = facts.expiresAt.toLocaleDateString('en-US', { dateStyle: 'long', timeZone: 'UTC' });
  const intro = facts.isImplementer
    ? messageText('INVITE_MAIL_INTRO_IMPLEMENTER', [facts.inviterName, facts.orgName, PRODUCT])
    : messageText('INVITE_MAIL_INTRO', [facts.inviterName, facts.orgName, PRODUCT, facts.role]);
  return compose(to, messageText('INVITE_MAIL_SUBJECT', [facts.inviterName, facts.orgName, PRODUCT]), [
    { text: intro },
    {
      text: messageText('INVITE_MAIL_ACTION'),
      link: { href: facts.link, label: messageText('INVITE_MAIL_LINK_LABEL') },
    },
    { text: messageText('INVITE_MAIL_EXPIRY', [until, facts.inviterName]) },
    { text: messageText('INVITE_MAIL_UNEXPECTED') },
  ]);
}

export interface RecapMailFacts {
  meetingTitle: string;
  /** The day it was held, already written for the reader. */
  heldOn: string;
  attendees: { name: string; rating: number | null }[];
  averageRating: number | null;
  addedTodos: { title: string; owner: string }[];
  solvedIssues: string[];
  reviewedHeadlines: string[];
  summaryUrl: string;
}

/** The live meeting's recap (sent at its end when 'send recap email' is on). */
export function meetingRecapMail(to: string, facts: RecapMailFacts): Mail {
  const attendees: Part = facts.attendees.length
    ? {
        text: 'Attendees and ratings',
        heading: true,
        table: {
          head: ['Attendee', 'Rating'],
          rows: facts.attendees.map((a) => [a.name, a.rating === null ? 'not rated' : String(a.rating)]),
        },
      }
    : { text: 'Attendees and ratings', heading: true, list: { items: [], empty: 'Nobody joined.' } };
  return compose(to, `Meeting recap: ${facts.meetingTitle} (${facts.heldOn})`, [
    { text: `Here is the recap of ${facts.meetingTitle}, held ${facts.heldOn}.` },
    attendees,
    { text: `Average rating: ${facts.averageRating ?? 'none'}` },
    {
      text: 'To-Dos added',
      heading: true,
      list: { items: facts.addedTodos.map((t) => `${t.title} (${t.owner})`), empty: 'None.' },
    },
    { text: 'Issues solved', heading: true, list: { items: facts.solvedIssues, empty: 'None.' } },
    { text: 'Headlines', heading: true, list: { items: facts.reviewedHeadlines, empty: 'None.' } },
    { text: 'The whole summary:', link: { href: facts.summaryUrl, label: 'Open the meeting summary' } },
  ]);
}

/** What the billing mails say about one invoice (issue 20 item 6). */
export interface InvoiceMailFacts {
  orgName: string;
  invoiceId: string;
  /** Formatted with its currency, e.g. 'USD 330.00'. */
  amount: string;
  issuedOn: string;
  billingUrl: string;
}

export function receiptMail(to: string, facts: InvoiceMailFacts): Mail {
  return compose(to, `Receipt for ${facts.orgName}: ${facts.amount}`, [
    { text: `Thank you. We received ${facts.amount} for ${facts.orgName} on ${facts.issuedOn}.` },
    { text: `Invoice ${facts.invoiceId}` },
    { text: 'Your invoices and a printable receipt:', link: { href: facts.billingUrl, label: 'Open Billing' } },
  ]);
}

export function paymentFailedMail(to: string, facts: InvoiceMailFacts & { willRetry: boolean }): Mail {
  const next = facts.willRetry
    ? 'We will try the card again over the next days. Update the card to pay now.'
    : 'We have stopped trying this card. Check out again with a working card to keep your team working.';
  return compose(to, `Payment failed for ${facts.orgName}`, [
    { text: `The card on file for ${facts.orgName} was refused for ${facts.amount} (invoice ${facts.invoiceId}).` },
    { text: next },
    { text: 'Update the payment method:', link: { href: facts.billingUrl, label: 'Open Billing' } },
  ]);
}
