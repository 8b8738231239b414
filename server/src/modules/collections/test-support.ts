import { and, eq } from 'drizzle-orm';
import { createMeeting, type MeetingRow } from '../../../test/factories.ts';
import type { TestApp } from '../../../test/harness.ts';
import { revisions, type StoredVtoDocument } from '../../db/schema/index.ts';
import { caller, createTeam, type Team } from '../meetings/test-support.ts';
import { emptyVtoDocument } from './document.ts';

// Shared by the folder and revision tests: an org with one person per role and a leadership team.

export { caller };

export interface CollectionWorld extends Team {
  /** The leadership-team meeting (the Owner, its owner, and the Manager invited); null when asked for none. */
  lt: MeetingRow | null;
}

export async function createCollectionWorld(t: TestApp, opts: { withLt?: boolean } = {}): Promise<CollectionWorld> {
  const team = await createTeam(t);
  const lt =
    opts.withLt === false
      ? null
      : await createMeeting(t, {
          orgId: team.owner.org.id,
          ownerId: team.owner.membership.id,
          inviteeIds: [team.manager.membership.id],
          isLT: true,
        });
  return { ...team, lt };
}

const OWN_REVISION_CALLS = new Set(['rename', 'move', 'copy', 'publish', 'unpublish', 'visibility']);

/** This module's routes: the V/TO's part calls under a revision are modules/vto's, tested there. */
export function isCollectionsRoute(url: string): boolean {
  const rest = url.split('/revision/:revisionId/')[1];
  return rest === undefined || OWN_REVISION_CALLS.has(rest);
}

let counter = 0;
/** A title nobody used yet in this test file. */
export const uniqueTitle = (prefix = 'Folder') => `${prefix} ${++counter}`;

/** Makes a folder through the API and returns its id. */
export async function makeFolder(t: TestApp, cookie: string, kind = 'vto', title = uniqueTitle()): Promise<string> {
  const res = await caller(t)('POST', `/${kind}/collections`, cookie, { title });
  if (res.statusCode !== 200) throw new Error(`folder: ${res.statusCode} ${res.body}`);
  return res.json().collection.id;
}

/** Makes a revision in a folder through the API and returns its id. */
export async function makeRevision(
  t: TestApp,
  cookie: string,
  collectionId: string,
  kind = 'vto',
  title = uniqueTitle('Revision'),
): Promise<string> {
  const res = await caller(t)('PUT', `/${kind}/collection/${collectionId}/revision`, cookie, { title });
  if (res.statusCode !== 200) throw new Error(`revision: ${res.statusCode} ${res.body}`);
  return res.json().revision.id;
}

/** Writes a revision's document directly (the part routes come with a later change). */
export async function storeDocument(t: TestApp, revisionId: string, document: StoredVtoDocument): Promise<void> {
  await t.ctx.db.update(revisions).set({ document }).where(eq(revisions.id, revisionId));
}

export async function readRevisionRow(t: TestApp, orgId: string, revisionId: string) {
  const [row] = await t.ctx.db
    .select()
    .from(revisions)
    .where(and(eq(revisions.orgId, orgId), eq(revisions.id, revisionId)));
  return row ?? null;
}

const metric = (id: string, title: string, value: number, isVisibleToLtOnly: boolean, sequence = 0) => ({
  id,
  title,
  sequence,
  value,
  unitOfMeasure: 'Dollar' as const,
  valueScale: 'Million' as const,
  decimalPlaces: 2,
  isVisibleToLtOnly,
  actual: null,
});

/** Fixed part ids (uuids, as the contract requires), so tests can name the parts they expect. */
const partId = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
export const PART = {
  m_rev: partId(1),
  m_profit: partId(2),
  m_meas: partId(3),
  g_1: partId(4),
  cv_1: partId(5),
  cvs_1: partId(6),
  cf_1: partId(7),
  tyt_1: partId(8),
  tm_1: partId(9),
  u_1: partId(10),
  typ_1: partId(11),
  oyp_1: partId(12),
  qp_1: partId(13),
  rl_1: partId(14),
  rl_2: partId(15),
  lti_1: partId(16),
};

/** A V/TO with every part filled in; revenue (the first financial metric) is LT-only. */
export function fullDocument(rockId: string, goneRockId: string): StoredVtoDocument {
  const now = '2030-01-01T00:00:00.000Z';
  const plan = {
    futureDate: '2031-12-31',
    financialMetrics: [metric(PART.m_rev, 'Revenue', 12, true), metric(PART.m_profit, 'Profit', 2, false, 1)],
    measurables: [metric(PART.m_meas, 'Customers', 300, false)],
    goals: [{ id: PART.g_1, title: 'Open Berlin', sequence: 0 }],
    updated: now,
  };
  const doc = emptyVtoDocument();
  doc.vision = {
    coreValues: [{ id: PART.cv_1, title: 'Honest', description: 'Say it', sequence: 0 }],
    coreValuesSpeech: { id: PART.cvs_1, notes: '<p>Speech</p>' },
    coreFocus: {
      id: PART.cf_1,
      title: 'Purpose',
      customTitle: '',
      description: 'Help',
      niche: 'Bikes',
      updated: now,
    },
    tenYearTarget: { id: PART.tyt_1, futureDate: '2040-01-01', contentHtml: '<p>1B</p>', updated: now },
    targetMarkets: [
      {
        id: PART.tm_1,
        title: 'Cyclists',
        sequence: 0,
        targetMarketHtml: '',
        uniques: [{ id: PART.u_1, title: 'Fast', sequence: 0 }],
        provenProcessHtml: '',
        guaranteeHtml: '',
        updated: now,
      },
    ],
    threeYearPicture: { id: PART.typ_1, notes: '<p>Three</p>', ...plan },
  };
  doc.traction = {
    oneYearPlan: { id: PART.oyp_1, futureDateNotes: '', ...plan },
    quarterlyPlan: {
      id: PART.qp_1,
      futureDateNotes: '',
      ...plan,
      rocksForTheQuarter: [
        { id: PART.rl_1, rockId, sequence: 0 },
        { id: PART.rl_2, rockId: goneRockId, sequence: 1 },
      ],
    },
    longTermIssueList: {
      issues: [{ id: PART.lti_1, title: 'Hiring', notes: '', assignedToId: null, sequence: 0, created: now }],
    },
  };
  return doc;
}
