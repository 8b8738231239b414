import { describe, expect, it } from 'vitest';
import { drawnText } from '../pdf/drawn-text.ts';
import { renderPdf } from '../pdf/printer.ts';
import { vtoPdfDocument } from './pdf-document.ts';
import { filledVto, people } from './test-fixture.ts';

const names = new Map([
  [people.maya, 'Maya Member'],
  [people.adam, 'Adam Admin'],
]);

async function render(pageSize: 'A4' | 'LETTER', vto = filledVto()) {
  const pdf = await renderPdf(vtoPdfDocument({ vto, orgName: 'Acme Plants', names, pageSize, compress: false }));
  // PDFKit draws a line as several runs (a word each): read them as one text.
  return { pdf, text: drawnText(pdf).replace(/\n/g, '') };
}

describe('the V/TO as a PDF', () => {
  it('prints the vision page and the traction page with the organization, the title and Draft', async () => {
    const { text } = await render('LETTER');
    for (const expected of [
      'Acme Plants',
      'V/TO 2027',
      'Draft',
      'Vision',
      'Traction',
      '1. Help first - We help before we sell',
      'Purpose: Make every plant run on time',
      'Niche: Scheduling for mid-size manufacturers',
      '1,000 plants on our schedule',
      '• 50 to 500 staff',
      '3. Fixed price',
      'Profit: $2.50M',
      'Plants: 400',
      '2. Open Denver',
      'Revenue: $3.00M (actual $3.20M)',
      '1. Sign the Denver lease (Adam Admin)',
      '1. Churn in the first year (Maya Member)',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('leaves out a leadership-only figure the reader may not see, and says so', async () => {
    const { text } = await render('LETTER');
    expect(text).toContain('Revenue: visible to the leadership team only');
  });

  it('says Final once published, and fits A4 as well as Letter, landscape', async () => {
    const letter = await render('LETTER', filledVto({ isPublished: true }));
    expect(letter.text).toContain('Final');
    // Landscape Letter is 792 x 612 points, landscape A4 841.89 x 595.28.
    expect(letter.pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 792 612\]/);
    const a4 = await render('A4');
    expect(a4.pdf.toString('latin1')).toMatch(/\/MediaBox \[0 0 841\.89 595\.28/);
    // Two pages: Vision, then Traction.
    expect(a4.pdf.toString('latin1').match(/\/Type \/Page\b/g)).toHaveLength(2);
  });

  it('says what is not filled in yet on an empty V/TO', async () => {
    const blank = filledVto({
      vision: {
        coreValues: [],
        coreValuesSpeech: null,
        coreFocus: null,
        tenYearTarget: null,
        targetMarkets: [],
        threeYearPicture: null,
      },
      traction: { oneYearPlan: null, quarterlyPlan: null, longTermIssueList: { issues: [] } },
    });
    const { text } = await render('LETTER', blank);
    expect(text.match(/Not filled in yet/g)?.length).toBe(8);
  });
});
