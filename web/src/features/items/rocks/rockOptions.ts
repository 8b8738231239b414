import { type RockStatus, RockStatuses, type Scope, Scopes } from '@eos/domain';
import type { TFunction } from '../../../app/i18n';

/** Rock types as the spec shows them (000 §3): Personal reads Individual, Department reads Departmental. */
export function rockTypeLabel(t: TFunction, type: Scope): string {
  return t(`ROCK_TYPE_${type}`);
}

/** Rock statuses as the spec shows them (002 §4): Canceled reads Non-Rock. */
export function rockStatusLabel(t: TFunction, status: RockStatus): string {
  return t(`ROCK_STATUS_${status}`);
}

export function rockTypeOptions(t: TFunction) {
  return Scopes.map((value) => ({ value, label: rockTypeLabel(t, value) }));
}

export function rockStatusOptions(t: TFunction) {
  return RockStatuses.map((value) => ({ value, label: rockStatusLabel(t, value) }));
}
