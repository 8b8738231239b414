import { type Cadence, displayName, ENGLISH, nextOccurrence } from '@eos/domain';
import type { Content, TDocumentDefinitions } from 'pdfmake/interfaces';
import { messageText } from '../../lib/errors.ts';
import type { MeetingExport } from '../calendar/repository.ts';
import type { LoadedSection } from './sections.ts';

// The standard PDF fonts draw WinAnsi only (Latin-1 plus these): no font files to ship or read.
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

/**
 * User text as the standard font can draw it: anything else (CJK, emoji) becomes '?', instead of
 * the unrelated glyphs PDFKit would otherwise print for its bytes.
 */
export function pdfText(value: string): string {
  let out = '';
  for (const char of value) {
    const code = char.codePointAt(0) ?? 0;
    const latin1 = (code >= 0x20 && code < 0x7f) || (code >= 0xa0 && code <= 0xff) || code === 0x0a;
    out += latin1 || WIN_ANSI_EXTRA.has(char) ? char : '?';
  }
  return out;
}

/** The cadence as the web app words it, falling back to the enum name. */
function cadenceLabel(cadence: Cadence): string {
  return ENGLISH[`TRACTION_CADENCE_${cadence.toUpperCase()}`] ?? cadence;
}

/** A date in the meeting's own zone, with the zone's abbreviation: readers may sit elsewhere. */
export function formatInZone(instant: Date, timeZone: string): string {
  try {
    return new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'long',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZoneName: 'short',
    }).format(instant);
  } catch {
    // A zone this runtime does not know: the instant still reads correctly in UTC.
    return `${instant.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  }
}

function sectionContent(section: LoadedSection): Content[] {
  const heading: Content = { text: messageText(section.titleId), style: 'h2' };
  if (section.rows.length === 0) return [heading, { text: messageText('PDF_NO_ITEMS'), style: 'empty' }];
  return [
    heading,
    {
      table: {
        headerRows: 1,
        widths: section.columns.map((_, i) => (i === 0 ? '*' : 'auto')),
        body: [section.columns.map((c) => ({ text: c, bold: true })), ...section.rows.map((row) => row.map(pdfText))],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

/** The meeting PDF: title, cadence, next date, people, agenda, then the requested lists. */
export function meetingPdfDocument(
  meeting: MeetingExport,
  sections: readonly LoadedSection[],
  now: Date,
  opts: { compress?: boolean } = {},
): TDocumentDefinitions {
  const next = nextOccurrence(meeting.startsAt, meeting.cadence, meeting.timeZone, now);
  const invitees = meeting.invitees.map((p) => pdfText(displayName(p)));
  const items = meeting.agenda.items;
  const total = items.reduce((sum, item) => sum + item.minutes, 0);
  return {
    compress: opts.compress ?? true,
    pageSize: 'LETTER',
    pageMargins: [40, 40, 40, 50],
    info: { title: meeting.title, creator: 'EOS Tools', producer: 'EOS Tools' },
    footer: (page, pages) => ({
      columns: [
        { text: messageText('PDF_GENERATED', [formatInZone(now, meeting.timeZone)]), style: 'footer' },
        { text: `${page} / ${pages}`, alignment: 'right', style: 'footer' },
      ],
      margin: [40, 10, 40, 0],
    }),
    content: [
      { text: pdfText(meeting.title), style: 'h1' },
      { text: messageText('PDF_CADENCE', [cadenceLabel(meeting.cadence)]) },
      { text: messageText('PDF_NEXT_DATE', [formatInZone(next, meeting.timeZone)]) },
      { text: messageText('PDF_OWNER', [pdfText(displayName(meeting.owner))]) },
      {
        text: invitees.length ? messageText('PDF_INVITEES', [invitees.join(', ')]) : messageText('PDF_NO_INVITEES'),
        margin: [0, 0, 0, 8],
      },
      { text: messageText('PDF_AGENDA'), style: 'h2' },
      {
        table: {
          headerRows: 1,
          widths: ['*', 'auto'],
          body: [
            [
              { text: messageText('PDF_AGENDA_SECTION'), bold: true },
              { text: messageText('PDF_AGENDA_MINUTES'), bold: true },
            ],
            ...items.map((item) => [pdfText(item.name), { text: String(item.minutes), alignment: 'right' as const }]),
            [
              { text: messageText('PDF_AGENDA_TOTAL'), bold: true },
              { text: String(total), bold: true, alignment: 'right' as const },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
      ...sections.flatMap(sectionContent),
    ],
    styles: {
      h1: { fontSize: 20, bold: true, margin: [0, 0, 0, 8] },
      h2: { fontSize: 14, bold: true, margin: [0, 14, 0, 6] },
      empty: { italics: true, color: '#555555' },
      footer: { fontSize: 8, color: '#555555' },
    },
    defaultStyle: { fontSize: 10 },
  };
}
