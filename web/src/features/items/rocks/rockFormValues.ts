import type { Rock, Scope } from '@eos/domain';
import type { UseFormReturnType } from '@mantine/form';
import { randomId } from '@mantine/hooks';

/** One delegated entry of the form (000 §3): meeting, type and owner, all filled or all empty. */
export type DelegatedRow = {
  /** Stable React key: rows can be removed from the middle. Never sent. */
  key: string;
  tractionId: string | null;
  type: Scope | null;
  ownerId: string | null;
};

/** The Rock popup's values; '' stands for "not chosen yet" so the messages read 'Required'. */
export type RockFormValues = {
  title: string;
  ownerId: string;
  contentHtml: string;
  dueDate: string;
  type: Scope | '';
  tractionIds: string[];
  delegated: DelegatedRow[];
};

export type RockForm = UseFormReturnType<RockFormValues>;

// A new Rock starts as an Individual one: a Rock has a single owner, and the type is one click to change.
const DEFAULT_TYPE: Scope = 'Personal';

export function emptyDelegatedRow(): DelegatedRow {
  return { key: randomId(), tractionId: null, type: null, ownerId: null };
}

/**
 * A new Rock in the meeting it was added from (none when added from elsewhere), owned by whoever adds
 * it, as a new To-Do, Issue or Headline is (issue 15: the item popups agree).
 */
export function emptyRockValues(tractionId: string | null | undefined, ownerId = ''): RockFormValues {
  return {
    title: '',
    ownerId,
    contentHtml: '',
    dueDate: '',
    type: DEFAULT_TYPE,
    tractionIds: tractionId ? [tractionId] : [],
    delegated: [],
  };
}

/** An existing Rock as form values; delegated rows are only the new ones to add. */
export function rockToValues(rock: Rock): RockFormValues {
  return {
    title: rock.title,
    ownerId: rock.ownerId,
    contentHtml: rock.contentHtml,
    dueDate: rock.dueDate,
    type: rock.type,
    tractionIds: [...rock.tractionIds],
    delegated: [],
  };
}

function filledCount(row: DelegatedRow): number {
  return [row.tractionId, row.type, row.ownerId].filter((v) => v !== null && v !== '').length;
}

/** Some but not all of meeting, type and owner chosen (000 §5 refuses it). */
export function isPartialRow(row: DelegatedRow): boolean {
  const filled = filledCount(row);
  return filled > 0 && filled < 3;
}

export function hasPartialDelegation(values: RockFormValues): boolean {
  return values.delegated.some(isPartialRow);
}

/** The request body of the form: empty delegated rows are dropped, the rows' keys stay here. */
export function toRockRequest(values: RockFormValues) {
  return {
    ...values,
    delegated: values.delegated
      .filter((row) => filledCount(row) === 3)
      .map(({ tractionId, type, ownerId }) => ({ tractionId, type, ownerId })),
  };
}

/**
 * Whether the submit buttons are blocked (000 §5): a partly filled delegation, or a message showing
 * under a field. Messages appear after an edit or a submit, so a fresh form can still be submitted to
 * learn what is missing; once shown, the button waits until they are fixed.
 */
export function isSubmitBlocked(form: RockForm): boolean {
  if (hasPartialDelegation(form.values)) return true;
  return Object.keys(form.errors).some((path) => !path.startsWith('delegated'));
}
