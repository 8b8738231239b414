/** The plans of the V/TO, as their calls name them (002 §7). */
export type PlanKind = 'three-year-picture' | 'one-year-plan' | 'quarterly-plan';

/** Its notes: the 3-year picture's 'notes', the plans' 'futureDateNotes'. */
export const notesField = (kind: PlanKind) => (kind === 'three-year-picture' ? 'notes' : 'futureDateNotes');

/** Revenue and profit: top-level three-year-picture-metric for the picture, {plan}/{id}/metric for the plans. */
export const financialPath = (kind: PlanKind, planId: string) =>
  kind === 'three-year-picture' ? 'three-year-picture-metric' : `${kind}/${planId}/metric`;

/** The body that starts a plan (it comes with revenue and profit, to be filled in). */
export const newPlanBody = (kind: PlanKind) => ({ futureDate: null, [notesField(kind)]: '' });
