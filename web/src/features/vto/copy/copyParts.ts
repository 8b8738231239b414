import type { VtoCopyRequest } from '@eos/domain';

/** The Copy V/TO checkboxes (001 §3, §4): two parents, each with its parts. */
export const COPY_PARTS = {
  includeVision: [
    'includeCoreValues',
    'includeCoreFocus',
    'includeTenYearTarget',
    'includeMarketingStrategy',
    'includeThreeYearPicture',
  ],
  includeTraction: ['includeOneYearPlan', 'includeRocks', 'includeIssuesList'],
} as const;

export type CopyParent = keyof typeof COPY_PARTS;
export type CopyChild = (typeof COPY_PARTS)[CopyParent][number];
export type CopyFlags = Omit<VtoCopyRequest, 'newRevisionName'>;

/** Everything ticked: a copy is usually the whole V/TO, trimmed by unticking. */
export const ALL_PARTS: CopyFlags = {
  includeVision: true,
  includeCoreValues: true,
  includeCoreFocus: true,
  includeTenYearTarget: true,
  includeMarketingStrategy: true,
  includeThreeYearPicture: true,
  includeTraction: true,
  includeOneYearPlan: true,
  includeRocks: true,
  includeIssuesList: true,
};

/** Ticking a parent ticks all its parts; unticking it clears them. */
export function setParent(flags: CopyFlags, parent: CopyParent, checked: boolean): CopyFlags {
  const next = { ...flags, [parent]: checked };
  for (const child of COPY_PARTS[parent]) next[child] = checked;
  return next;
}

/** A parent is ticked while any of its parts is: unticking the last one clears it (001 §4). */
export function setChild(flags: CopyFlags, parent: CopyParent, child: CopyChild, checked: boolean): CopyFlags {
  const next = { ...flags, [child]: checked };
  next[parent] = COPY_PARTS[parent].some((c) => next[c]);
  return next;
}

/** Some but not all parts ticked: the parent shows a dash. */
export function isIndeterminate(flags: CopyFlags, parent: CopyParent): boolean {
  const ticked = COPY_PARTS[parent].filter((c) => flags[c]).length;
  return ticked > 0 && ticked < COPY_PARTS[parent].length;
}
