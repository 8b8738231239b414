import type { CollectionKind, VtoCopyRequest } from '@eos/domain';
import type { StoredAcDocument, StoredVtoDocument } from '../../db/schema/index.ts';

/** A V/TO with nothing filled in yet: empty lists, absent parts. */
export function emptyVtoDocument(): StoredVtoDocument {
  return {
    vision: {
      coreValues: [],
      coreValuesSpeech: null,
      coreFocus: null,
      tenYearTarget: null,
      targetMarkets: [],
      threeYearPicture: null,
    },
    traction: { oneYearPlan: null, quarterlyPlan: null, longTermIssueList: { issues: [] } },
  };
}

export function emptyDocument(kind: CollectionKind): StoredVtoDocument | StoredAcDocument {
  return kind === 'vto' ? emptyVtoDocument() : { seats: [] };
}

/**
 * Copy organizer (001 §3, §4): the chosen parts of a V/TO, the others empty. A part comes along when its
 * group (Vision, Traction) and its own box are ticked; part ids are kept so the copy can later be
 * compared with its source part by part. Stored documents are JSON, so a deep copy is a structured clone.
 */
export function copyVtoParts(source: StoredVtoDocument, flags: VtoCopyRequest): StoredVtoDocument {
  const { vision, traction } = structuredClone(source);
  const empty = emptyVtoDocument();
  const v = (child: boolean) => flags.includeVision && child;
  const t = (child: boolean) => flags.includeTraction && child;
  return {
    vision: {
      coreValues: v(flags.includeCoreValues) ? vision.coreValues : empty.vision.coreValues,
      coreValuesSpeech: v(flags.includeCoreValues) ? vision.coreValuesSpeech : null,
      coreFocus: v(flags.includeCoreFocus) ? vision.coreFocus : null,
      tenYearTarget: v(flags.includeTenYearTarget) ? vision.tenYearTarget : null,
      targetMarkets: v(flags.includeMarketingStrategy) ? vision.targetMarkets : empty.vision.targetMarkets,
      threeYearPicture: v(flags.includeThreeYearPicture) ? vision.threeYearPicture : null,
    },
    traction: {
      oneYearPlan: t(flags.includeOneYearPlan) ? traction.oneYearPlan : null,
      quarterlyPlan: t(flags.includeRocks) ? traction.quarterlyPlan : null,
      longTermIssueList: t(flags.includeIssuesList) ? traction.longTermIssueList : empty.traction.longTermIssueList,
    },
  };
}
