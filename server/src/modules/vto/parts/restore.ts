import type { RestorableVtoPart } from '@eos/domain';
import type { StoredVtoDocument } from '../../../db/schema/index.ts';
import type { PartChange } from '../change.ts';

type Doc = StoredVtoDocument;

/**
 * Restore (item 11): one part of `source` replaces the same part of `target`, ids and all (a copy keeps
 * part ids, so the restored part matches its source again in Compare). Core values bring their speech.
 * An empty source part empties the target's. The answer's id is the part's own id when the V/TO has one
 * of it, else the revision's (`fallbackId`): that is what the live update names.
 */
export function restorePart(target: Doc, source: Doc, part: RestorableVtoPart, fallbackId: string): PartChange {
  const from = structuredClone(source);
  const vision = { ...target.vision };
  const traction = { ...target.traction };
  let id = fallbackId;
  const single = <P extends { id: string } | null>(next: P, previous: { id: string } | null): P => {
    id = next?.id ?? previous?.id ?? fallbackId;
    return next;
  };
  switch (part) {
    case 'coreValues':
      vision.coreValues = from.vision.coreValues;
      vision.coreValuesSpeech = from.vision.coreValuesSpeech;
      break;
    case 'coreFocus':
      vision.coreFocus = single(from.vision.coreFocus, target.vision.coreFocus);
      break;
    case 'tenYearTarget':
      vision.tenYearTarget = single(from.vision.tenYearTarget, target.vision.tenYearTarget);
      break;
    case 'targetMarkets':
      vision.targetMarkets = from.vision.targetMarkets;
      break;
    case 'threeYearPicture':
      vision.threeYearPicture = single(from.vision.threeYearPicture, target.vision.threeYearPicture);
      break;
    case 'oneYearPlan':
      traction.oneYearPlan = single(from.traction.oneYearPlan, target.traction.oneYearPlan);
      break;
    case 'quarterlyPlan':
      traction.quarterlyPlan = single(from.traction.quarterlyPlan, target.traction.quarterlyPlan);
      break;
    case 'longTermIssues':
      traction.longTermIssueList = from.traction.longTermIssueList;
      break;
  }
  return { doc: { vision, traction }, id };
}
