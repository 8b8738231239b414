import { formatMeasuredValue, type VtoMetric, type VtoRevision } from '@eos/domain';
import type { Content, PageSize, TDocumentDefinitions } from 'pdfmake/interfaces';
import { messageText } from '../../lib/errors.ts';
import { htmlToParagraphs } from '../../lib/html-text.ts';
import { pdfText } from '../pdf/document.ts';

export interface VtoPdfInput {
  vto: VtoRevision;
  orgName: string;
  /** Names of the people the V/TO mentions (Rock owners, issue owners), by person id. */
  names: ReadonlyMap<string, string>;
  /** 'A4' or 'LETTER': the layout flows, so both read well. */
  pageSize: 'A4' | 'LETTER';
  /** Tests read the drawn text of an uncompressed file. */
  compress?: boolean;
}

const label = (id: string, params: (string | number)[] = []) => messageText(id, params);

function richText(html: string): Content[] {
  return htmlToParagraphs(html).map((p) => ({ text: pdfText(p.text), margin: [p.indent * 12, 0, 0, 2] }));
}

function line(text: string): Content {
  return { text: pdfText(text), margin: [0, 0, 0, 2] };
}

function numbered(entries: readonly { title: string }[]): Content[] {
  return entries.map((e, i) => line(`${i + 1}. ${e.title}`));
}

/** A figure as the Scorecard writes it; hidden ones say so rather than printing nothing. */
function metricText(m: VtoMetric): string {
  if (m.hidden) return `${m.title}: ${label('VTO_PDF_LT_ONLY')}`;
  const value = m.value === null ? '' : formatMeasuredValue(m.value, m);
  const actual = m.actual
    ? ` (${label('VTO_PDF_ACTUAL', [formatMeasuredValue(m.actual.value, { ...m, ...m.actual })])})`
    : '';
  return `${m.title}: ${value}${actual}`;
}

function empty(): Content {
  return { text: label('VTO_PDF_EMPTY'), style: 'empty' };
}

/** One row of the paper V/TO: the part's name on the left, its content on the right. */
function row(titleId: string, body: Content[]): Content[] {
  return [{ text: label(titleId), style: 'rowTitle' }, { stack: body.length ? body : [empty()] }];
}

function visionRows(vto: VtoRevision): Content[][] {
  const v = vto.vision;
  const focus = v.coreFocus;
  const focusTitle = focus ? (focus.title === 'Custom' ? focus.customTitle : focus.title) : '';
  const picture = v.threeYearPicture;
  return [
    row('VTO_PDF_CORE_VALUES', [
      ...v.coreValues.map((c, i) => line(`${i + 1}. ${c.title}${c.description ? ` - ${c.description}` : ''}`)),
      ...(v.coreValuesSpeech ? richText(v.coreValuesSpeech.notes) : []),
    ]),
    row(
      'VTO_PDF_CORE_FOCUS',
      focus
        ? [
            ...(focus.description ? [line(`${focusTitle}: ${focus.description}`)] : []),
            ...(focus.niche ? [line(`${label('VTO_PDF_NICHE')}: ${focus.niche}`)] : []),
          ]
        : [],
    ),
    row(
      'VTO_PDF_TEN_YEAR_TARGET',
      v.tenYearTarget
        ? [
            ...(v.tenYearTarget.futureDate ? [line(label('VTO_PDF_FUTURE_DATE', [v.tenYearTarget.futureDate]))] : []),
            ...richText(v.tenYearTarget.contentHtml),
          ]
        : [],
    ),
    row(
      'VTO_PDF_MARKETING_STRATEGY',
      v.targetMarkets.flatMap((m) => [
        { text: pdfText(m.title), bold: true, margin: [0, 0, 0, 2] },
        ...labelled('VTO_PDF_TARGET_MARKET', richText(m.targetMarketHtml)),
        ...labelled('VTO_PDF_UNIQUES', numbered(m.uniques)),
        ...labelled('VTO_PDF_PROVEN_PROCESS', richText(m.provenProcessHtml)),
        ...labelled('VTO_PDF_GUARANTEE', richText(m.guaranteeHtml)),
      ]),
    ),
    row(
      'VTO_PDF_THREE_YEAR_PICTURE',
      picture
        ? [
            ...(picture.futureDate ? [line(label('VTO_PDF_FUTURE_DATE', [picture.futureDate]))] : []),
            ...[...picture.financialMetrics, ...picture.measurables].map((m) => line(metricText(m))),
            ...labelled('VTO_PDF_LOOKS_LIKE', numbered(picture.goals)),
            ...richText(picture.notes),
          ]
        : [],
    ),
  ];
}

/** A sub-heading over its content; nothing at all when the content is empty. */
function labelled(titleId: string, body: Content[]): Content[] {
  return body.length ? [{ text: label(titleId), style: 'subTitle' }, ...body] : [];
}

function planColumn(titleId: string, plan: VtoRevision['traction']['oneYearPlan']): Content {
  const body: Content[] = plan
    ? [
        ...(plan.futureDate ? [line(label('VTO_PDF_FUTURE_DATE', [plan.futureDate]))] : []),
        ...richText(plan.futureDateNotes),
        ...[...plan.financialMetrics, ...plan.measurables].map((m) => line(metricText(m))),
        ...labelled('VTO_PDF_GOALS', numbered(plan.goals)),
      ]
    : [];
  return { stack: [{ text: label(titleId), style: 'rowTitle' }, ...(body.length ? body : [empty()])] };
}

/** The V/TO as the two pages EOS teams know: Vision, then Traction (each may run onto more pages). */
export function vtoPdfDocument({ vto, orgName, names, pageSize, compress = true }: VtoPdfInput): TDocumentDefinitions {
  const status = label(vto.isPublished ? 'VTO_PDF_FINAL' : 'VTO_PDF_DRAFT');
  const header = (pageId: string): Content[] => [
    { text: pdfText(orgName), style: 'org' },
    { text: `${pdfText(vto.title)}  -  ${status}`, style: 'h1' },
    { text: label(pageId), style: 'h2' },
  ];
  const quarter = vto.traction.quarterlyPlan;
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? '') : '');
  const rocks: Content[] = quarter
    ? [
        ...(quarter.futureDate ? [line(label('VTO_PDF_FUTURE_DATE', [quarter.futureDate]))] : []),
        ...[...quarter.financialMetrics, ...quarter.measurables].map((m) => line(metricText(m))),
        ...labelled(
          'VTO_PDF_ROCKS',
          quarter.rocksForTheQuarter.map((r, i) => line(`${i + 1}. ${r.title} (${nameOf(r.ownerId)})`)),
        ),
      ]
    : [];
  const issues = vto.traction.longTermIssueList.issues.map((issue, i) => {
    const owner = nameOf(issue.assignedToId);
    return line(`${i + 1}. ${issue.title}${owner ? ` (${owner})` : ''}`);
  });
  return {
    compress,
    pageSize: pageSize as PageSize,
    pageOrientation: 'landscape',
    pageMargins: [30, 30, 30, 36],
    info: { title: `${vto.title} - ${orgName}`, creator: 'EOS Tools', producer: 'EOS Tools' },
    footer: (page, pages) => ({
      columns: [
        { text: pdfText(`${orgName} - ${vto.title} - ${status}`), style: 'footer' },
        { text: `${page} / ${pages}`, alignment: 'right', style: 'footer' },
      ],
      margin: [30, 10, 30, 0],
    }),
    content: [
      ...header('VTO_PDF_VISION'),
      {
        table: { widths: [130, '*'], dontBreakRows: true, body: visionRows(vto) },
        layout: 'lightHorizontalLines',
      },
      { text: '', pageBreak: 'after' },
      ...header('VTO_PDF_TRACTION'),
      {
        table: {
          widths: ['*', '*', '*'],
          body: [
            [
              planColumn('VTO_PDF_ONE_YEAR_PLAN', vto.traction.oneYearPlan),
              { stack: [{ text: label('VTO_PDF_QUARTER'), style: 'rowTitle' }, ...(rocks.length ? rocks : [empty()])] },
              {
                stack: [
                  { text: label('VTO_PDF_ISSUES_LIST'), style: 'rowTitle' },
                  ...(issues.length ? issues : [empty()]),
                ],
              },
            ],
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
    styles: {
      org: { fontSize: 10, color: '#555555' },
      h1: { fontSize: 18, bold: true, margin: [0, 0, 0, 4] },
      h2: { fontSize: 13, bold: true, margin: [0, 4, 0, 8] },
      rowTitle: { fontSize: 11, bold: true, margin: [0, 0, 0, 4] },
      subTitle: { bold: true, margin: [0, 4, 0, 2] },
      empty: { italics: true, color: '#555555' },
      footer: { fontSize: 8, color: '#555555' },
    },
    defaultStyle: { fontSize: 9.5 },
  };
}
