import { randomUUID } from 'node:crypto';
import type { MeasurableUnit, ValueScale } from '@eos/domain';
import type { DbOrTx } from '../db/client.ts';
import type { StoredMetric, StoredVtoDocument } from '../db/schema/index.ts';
import { copyVtoParts } from '../modules/collections/document.ts';
import { KINDS } from '../modules/collections/kinds.ts';
import { insertCollection, insertRevision } from '../modules/collections/repository.ts';
import { defaultVisibility } from '../modules/collections/revisions.ts';

// The demo organization's V/TO (item 12): this year's, published as Final, and next year's Draft copied
// from its Vision with a bolder 10-year target and a new core value, so Compare has something to show.

export interface DemoVtoIds {
  orgId: string;
  orgName: string;
  owner: string;
  admin: string;
  member: string;
  /** The leadership meeting's company Rocks, linked from the quarterly plan. */
  companyRockIds: string[];
}

export const demoVtoTitles = (year: number) => ({ final: `V/TO ${year}`, draft: `V/TO ${year + 1}` });

const entry = (title: string, sequence: number) => ({ id: randomUUID(), title, sequence });
const html = (...paragraphs: string[]) => paragraphs.map((p) => `<p>${p}</p>`).join('');

function metric(
  title: string,
  sequence: number,
  value: number,
  unit: { unitOfMeasure: MeasurableUnit; valueScale: ValueScale; decimalPlaces: number },
  isVisibleToLtOnly = false,
): StoredMetric {
  return { id: randomUUID(), title, sequence, value, ...unit, isVisibleToLtOnly, actual: null };
}
const millions = { unitOfMeasure: 'Dollar', valueScale: 'Million', decimalPlaces: 1 } as const;
const count = { unitOfMeasure: 'Number', valueScale: 'One', decimalPlaces: 0 } as const;
const percent = { unitOfMeasure: 'Percent', valueScale: 'One', decimalPlaces: 1 } as const;

/** The last day of the calendar quarter `now` is in (a calendar date, UTC). */
function quarterEnd(now: Date): string {
  const month = Math.floor(now.getUTCMonth() / 3) * 3 + 3;
  return new Date(Date.UTC(now.getUTCFullYear(), month, 0)).toISOString().slice(0, 10);
}

/** This year's V/TO, every part filled in; revenue of the 3-year picture is for the leadership team only. */
export function demoVtoDocument(ids: DemoVtoIds, now: Date = new Date()): StoredVtoDocument {
  const year = now.getUTCFullYear();
  const updated = now.toISOString();
  return {
    vision: {
      coreValues: [
        {
          ...entry('Customers first', 0),
          description: 'We solve the customer’s problem before we sell the next thing.',
        },
        { ...entry('Own it', 1), description: 'Say what you will do, do it, and say so when you cannot.' },
        { ...entry('Better every week', 2), description: 'Small improvements, every week, measured.' },
        { ...entry('Straight talk', 3), description: 'Open and honest, kindly, in the room rather than after it.' },
      ],
      coreValuesSpeech: {
        id: randomUUID(),
        notes: html(
          'When Acme’s system went down on a Friday night, two of us drove over and stayed until it ran: customers first.',
          'We hire, review and part ways by these four values.',
        ),
      },
      coreFocus: {
        id: randomUUID(),
        title: 'Purpose',
        customTitle: '',
        description: 'Give growing companies back their time',
        niche: 'Scheduling and support software for service companies of 50 to 500 people',
        updated,
      },
      tenYearTarget: {
        id: randomUUID(),
        futureDate: `${year + 10}-12-31`,
        contentHtml: html('1,000 service companies run their week on our software'),
        updated,
      },
      targetMarkets: [
        {
          id: randomUUID(),
          title: 'Growing service companies',
          sequence: 0,
          targetMarketHtml:
            '<ul><li>50 to 500 employees</li><li>Field service, facilities or IT services</li><li>North America</li><li>An owner who wants to step out of the day-to-day</li></ul>',
          uniques: [
            entry('Live in two weeks', 0),
            entry('A named support lead for every customer', 1),
            entry('Priced per site, not per seat', 2),
          ],
          provenProcessHtml: html('Discover, Map, Switch on, Review at 90 days'),
          guaranteeHtml: html('Live in two weeks, or the first three months are free'),
          updated,
        },
      ],
      threeYearPicture: {
        id: randomUUID(),
        futureDate: `${year + 3}-12-31`,
        notes: '',
        financialMetrics: [metric('Revenue', 0, 12, millions, true), metric('Profit', 1, 2.4, millions)],
        measurables: [metric('Customers', 0, 300, count), metric('Net revenue retention', 1, 115, percent)],
        goals: [
          entry('Offices in Chicago and Denver', 0),
          entry('A COO runs the day-to-day', 1),
          entry('Support answers within one hour, around the clock', 2),
          entry('45 people, every seat filled with the right person', 3),
        ],
        updated,
      },
    },
    traction: {
      oneYearPlan: {
        id: randomUUID(),
        futureDate: `${year}-12-31`,
        futureDateNotes: '',
        financialMetrics: [metric('Revenue', 0, 4.2, millions), metric('Profit', 1, 0.6, millions)],
        measurables: [metric('New customers', 0, 60, count)],
        goals: [
          entry('Close 12 enterprise deals', 0),
          entry('Launch the customer portal', 1),
          entry('Hire a head of support and two engineers', 2),
          entry('Churn below 2% a month', 3),
        ],
        updated,
      },
      quarterlyPlan: {
        id: randomUUID(),
        futureDate: quarterEnd(now),
        futureDateNotes: '',
        financialMetrics: [metric('Revenue', 0, 1.1, millions), metric('Profit', 1, 0.15, millions)],
        measurables: [metric('New customers', 0, 15, count)],
        goals: [],
        rocksForTheQuarter: ids.companyRockIds.map((rockId, sequence) => ({ id: randomUUID(), rockId, sequence })),
        updated,
      },
      longTermIssueList: {
        issues: [
          {
            ...entry('Do we build a partner channel or sell direct only?', 0),
            notes: '',
            assignedToId: ids.owner,
            created: updated,
          },
          { ...entry('Office space for the next 20 hires', 1), notes: '', assignedToId: ids.admin, created: updated },
        ],
      },
    },
  };
}

/** Next year's Draft: this year's Vision (ids kept, as Copy keeps them), a bolder target, one more value. */
export function demoDraftDocument(final: StoredVtoDocument, now: Date = new Date()): StoredVtoDocument {
  const draft = copyVtoParts(final, {
    newRevisionName: '',
    includeVision: true,
    includeCoreValues: true,
    includeCoreFocus: true,
    includeTenYearTarget: true,
    includeMarketingStrategy: true,
    includeThreeYearPicture: true,
    includeTraction: false,
    includeOneYearPlan: false,
    includeRocks: false,
    includeIssuesList: false,
  });
  const { tenYearTarget, coreValues } = draft.vision;
  if (tenYearTarget) {
    tenYearTarget.contentHtml = html('2,500 service companies in three countries run their week on our software');
    tenYearTarget.updated = now.toISOString();
  }
  coreValues.push({ ...entry('Have fun doing it', coreValues.length), description: 'Work hard, laugh often.' });
  return draft;
}

/** The company folder with the Final and the Draft, made inside the demo seed's transaction. */
export async function seedDemoVto(tx: DbOrTx, ids: DemoVtoIds, now: Date = new Date()): Promise<void> {
  const folder = await insertCollection(tx, {
    orgId: ids.orgId,
    kind: 'vto',
    title: `${ids.orgName} ${KINDS.vto.companyFolderSuffix}`,
    isCompanyFolder: true,
    createdById: null,
  });
  const titles = demoVtoTitles(now.getUTCFullYear());
  const final = demoVtoDocument(ids, now);
  const revision = { orgId: ids.orgId, kind: 'vto' as const, collectionId: folder.id, createdById: ids.owner };
  // The Draft is the later one, so Compare puts the Final on the left.
  const draftAt = new Date(now.getTime() + 1000);
  await insertRevision(tx, {
    ...revision,
    title: titles.final,
    isPublished: true,
    visibility: defaultVisibility(),
    document: final,
    createdAt: now,
    updatedAt: now,
  });
  await insertRevision(tx, {
    ...revision,
    title: titles.draft,
    isPublished: false,
    visibility: defaultVisibility(),
    document: demoDraftDocument(final, now),
    createdAt: draftAt,
    updatedAt: draftAt,
  });
}
