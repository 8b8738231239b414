import { z } from 'zod';
import { htmlToParagraphs } from '../../../lib/html-text.ts';
import { loadRevision, loadViewer, visibleRevisions } from '../../collections/policy.ts';
import { listCollections, listRevisionSummaries } from '../../collections/repository.ts';
import { presentVtoRevision } from '../../collections/vto-presenter.ts';
import { citation, vtoUrl } from '../links.ts';
import { chatTool, type ToolContext } from './tool.ts';

const SKIPPED_KEYS = /^(id|sequence|hidden|.*Id|.*Ids)$/;

/** The V/TO's parts as the model reads them: rich text as plain text, ids and empty parts left out. */
export function plainParts(value: unknown): unknown {
  if (typeof value === 'string') {
    const text = /<[a-z][^>]*>/i.test(value)
      ? htmlToParagraphs(value)
          .map((p) => p.text)
          .join('\n')
      : value;
    return text.trim() || undefined;
  }
  if (Array.isArray(value)) {
    const items = value.map(plainParts).filter((v) => v !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([key]) => !SKIPPED_KEYS.test(key))
      .map(([key, v]) => [key, plainParts(v)] as const)
      .filter(([, v]) => v !== undefined);
    return entries.length > 0 ? Object.fromEntries(entries) : undefined;
  }
  return value ?? undefined;
}

/**
 * The V/TO the person would open: of the revisions they may see (visibility settings), the company
 * folder's published one, else its newest; else any folder's. Null when they may see none.
 */
async function currentVto(ctx: ToolContext) {
  const { db, member } = ctx;
  const viewer = await loadViewer(db, member);
  const [folders, rows] = await Promise.all([
    listCollections(db, member.orgId, 'vto'),
    listRevisionSummaries(db, member.orgId, 'vto'),
  ]);
  const visible = visibleRevisions(viewer, rows).map((v) => v.row);
  const companyIds = new Set(folders.filter((f) => f.isCompanyFolder).map((f) => f.id));
  const company = visible.filter((r) => companyIds.has(r.collectionId));
  const pool = company.length > 0 ? company : visible;
  const chosen = pool.find((r) => r.isPublished) ?? pool[0];
  if (!chosen) return null;
  const loaded = await loadRevision(
    db,
    viewer,
    'vto',
    { collectionId: chosen.collectionId, revisionId: chosen.id },
    'view',
  );
  return presentVtoRevision(db, viewer, loaded);
}

export const vtoTool = chatTool({
  name: 'get_vto',
  description:
    "The organization's Vision/Traction Organizer as the person may read it: core values, core focus, 10-year target, marketing strategy, 3-year picture, 1-year plan, the quarter's Rocks and the long-term issues.",
  args: z.object({}),
  async run(ctx) {
    const vto = await currentVto(ctx);
    if (!vto) return { data: { vto: null }, found: [] };
    return {
      data: {
        title: vto.title,
        folder: vto.collectionTitle,
        isPublished: vto.isPublished,
        updated: vto.updated.slice(0, 10),
        vision: plainParts(vto.vision) ?? null,
        traction: plainParts(vto.traction) ?? null,
      },
      found: [citation('vto', vto.revisionId, vto.title, vtoUrl(vto.collectionId, vto.revisionId))],
    };
  },
});
