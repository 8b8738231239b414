import { Stack } from '@mantine/core';
import { AddEntryForm } from './AddEntryForm';
import { type ListEntry, ListEntryRow } from './ListEntryRow';
import { usePartAction } from './usePartAction';
import { useVtoWrite } from './vtoWrites';

interface EditableListProps {
  /** The list's name, for the list and its lines' inputs ('Core value 2'). */
  label: string;
  entryLabel: (n: number) => string;
  addLabel: string;
  entries: readonly ListEntry[];
  /** Below the revision: POST {path}, PUT and DELETE {path}/{id}. */
  path: string;
  parentIds?: readonly string[];
  /** Core values have a description under the title; uniques and goals are one line. */
  withDescription?: boolean;
  maxLength?: number;
}

/**
 * An ordered list of the V/TO (core values, uniques, goals): lines edited in place, moved with up and
 * down buttons (PUT with the new sequence), removed, and added at the end.
 */
export function EditableList({
  label,
  entryLabel,
  addLabel,
  entries,
  path,
  parentIds = [],
  withDescription = false,
  maxLength = 100,
}: EditableListProps) {
  const write = useVtoWrite();
  const action = usePartAction();
  const body = (entry: ListEntry) =>
    withDescription ? { title: entry.title, description: entry.description ?? '' } : { title: entry.title };
  return (
    <Stack gap="xs">
      {entries.length > 0 && (
        <Stack component="ol" aria-label={label} gap="xs" m={0} p={0} style={{ listStyle: 'none' }}>
          {entries.map((entry, index) => (
            <ListEntryRow
              key={entry.id}
              entry={entry}
              index={index}
              count={entries.length}
              path={path}
              parentIds={parentIds}
              withDescription={withDescription}
              maxLength={maxLength}
              label={entryLabel(index + 1)}
              busy={action.busy}
              onMove={(to) =>
                void action.run(() => write('put', `${path}/${entry.id}`, { ...body(entry), sequence: to }))
              }
              onRemove={() => void action.run(() => write('del', `${path}/${entry.id}`))}
            />
          ))}
        </Stack>
      )}
      <AddEntryForm
        label={addLabel}
        maxLength={maxLength}
        busy={action.busy}
        onAdd={(title) =>
          action.run(() => write('post', path, withDescription ? { title, description: '' } : { title }))
        }
      />
    </Stack>
  );
}
