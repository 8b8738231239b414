import type { VisibilityRequest, VisibilitySettings } from '@eos/domain';

/** 001 §5's visibility rules, as pure functions the popup and its tests share. */
export type Group = 'lt' | 'org';
export type Right = 'canView' | 'canEdit';
type Access = { canView: boolean; canEdit: boolean };

/** Edit implies view: ticking edit ticks view, unticking view unticks edit. */
export function setRight(access: Access, right: Right, value: boolean): Access {
  if (right === 'canEdit') return { canView: value || access.canView, canEdit: value };
  return { canView: value, canEdit: value && access.canEdit };
}

export function setGroupRight(
  settings: VisibilityRequest,
  group: Group,
  right: Right,
  value: boolean,
): VisibilityRequest {
  return { ...settings, groups: { ...settings.groups, [group]: setRight(settings.groups[group], right, value) } };
}

/** An individual listed can always view; only edit changes. */
export function setIndividualEdit(settings: VisibilityRequest, personId: string, canEdit: boolean): VisibilityRequest {
  return {
    ...settings,
    individuals: settings.individuals.map((i) => (i.personId === personId ? { ...i, canView: true, canEdit } : i)),
  };
}

export function addIndividuals(settings: VisibilityRequest, personIds: string[]): VisibilityRequest {
  const listed = new Set(settings.individuals.map((i) => i.personId));
  const added = personIds
    .filter((id) => !listed.has(id))
    .map((personId) => ({ personId, canView: true, canEdit: false }));
  return { ...settings, individuals: [...settings.individuals, ...added] };
}

export function removeIndividual(settings: VisibilityRequest, personId: string): VisibilityRequest {
  return { ...settings, individuals: settings.individuals.filter((i) => i.personId !== personId) };
}

/**
 * Why an individual's edit box is locked, or null: the creator always edits, nobody changes their own
 * rights, and Observers are view-only.
 */
export function individualEditLock(
  person: { personId: string; role?: string },
  settings: Pick<VisibilitySettings, 'createdById'>,
  currentPersonId: string | null,
): 'creator' | 'self' | 'observer' | null {
  if (person.personId === settings.createdById) return 'creator';
  if (person.personId === currentPersonId) return 'self';
  if (person.role === 'Observer') return 'observer';
  return null;
}

/** The request from the settings as read: what the popup edits and sends back. */
export function toRequest(settings: VisibilitySettings): VisibilityRequest {
  return { groups: settings.groups, individuals: settings.individuals };
}

/** The individuals list scrolls once it has this many (001 §9). */
export const SCROLL_FROM = 3;
