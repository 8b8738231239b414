import { displayName, type VisibilityRequest } from '@eos/domain';
import { ActionIcon, Box, Checkbox, Group, ScrollArea, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';
import { PersonAvatar, type PersonLike } from '../../../components/pickers/PersonAvatar';
import { usePeopleByIds } from '../../../components/pickers/pickerQueries';
import { useShellContext } from '../../../shell/useShellContext';
import { individualEditLock, removeIndividual, SCROLL_FROM, setIndividualEdit } from '../visibilityRules';

const LOCK_HINTS = {
  creator: 'COLLECTION_EDIT_LOCK_CREATOR',
  self: 'COLLECTION_EDIT_LOCK_SELF',
  observer: 'COLLECTION_EDIT_LOCK_OBSERVER',
} as const;

interface IndividualsProps {
  settings: VisibilityRequest;
  createdById: string | null;
  /** People added in this popup, known before the people-by-id answer includes them. */
  picked: PersonLike[];
  readOnly: boolean;
  onChange: (update: (settings: VisibilityRequest) => VisibilityRequest) => void;
}

/** The named people: View always on, Edit unless locked (creator, oneself, Observer); scrolls from 3 on. */
export function VisibilityIndividuals({ settings, createdById, picked, readOnly, onChange }: IndividualsProps) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const people = usePeopleByIds(settings.individuals.map((i) => i.personId));
  if (settings.individuals.length === 0) return null;

  const rows = settings.individuals.map((individual) => {
    const person = people.data?.find((p) => p.id === individual.personId);
    const shown = person ?? picked.find((p) => p.id === individual.personId);
    const name = shown ? displayName(shown, user.nameDisplayStyle) : t('COLLECTION_PERSON_UNKNOWN');
    const lock = individualEditLock(
      { personId: individual.personId, role: person?.role },
      { createdById },
      user.personId ?? null,
    );
    // Until the person's role is known, edit waits: an Observer must never be granted it.
    const editLocked = readOnly || lock !== null || !person;
    return (
      <Group key={individual.personId} justify="space-between" wrap="nowrap" gap="sm" role="listitem">
        <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
          {shown && <PersonAvatar person={shown} size="sm" />}
          <div style={{ minWidth: 0 }}>
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Text>
            {lock && (
              <Text size="xs" c="dimmed">
                {t(LOCK_HINTS[lock])}
              </Text>
            )}
          </div>
        </Group>
        <Group gap="lg" wrap="nowrap">
          <Checkbox label={t('COLLECTION_VIEW')} aria-label={t('COLLECTION_VIEW_OF', { who: name })} checked disabled />
          <Checkbox
            label={t('COLLECTION_EDIT')}
            aria-label={t('COLLECTION_EDIT_OF', { who: name })}
            checked={individual.canEdit}
            disabled={editLocked}
            onChange={(e) => {
              const checked = e.currentTarget.checked;
              onChange((s) => setIndividualEdit(s, individual.personId, checked));
            }}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('COLLECTION_REMOVE_PERSON', { who: name })}
              onClick={() => onChange((s) => removeIndividual(s, individual.personId))}
            >
              <IconX size={16} aria-hidden />
            </ActionIcon>
          )}
        </Group>
      </Group>
    );
  });

  return (
    <Box>
      <Text size="sm" fw={500} mb="xs" id="visibility-individuals">
        {t('COLLECTION_INDIVIDUALS')}
      </Text>
      <Scrolling scroll={settings.individuals.length >= SCROLL_FROM}>
        <Stack gap="xs" role="list" aria-labelledby="visibility-individuals" data-testid="visibility-individuals">
          {rows}
        </Stack>
      </Scrolling>
    </Box>
  );
}

/** A fixed height that scrolls once the list is long enough to push the buttons off a small screen. */
function Scrolling({ scroll, children }: { scroll: boolean; children: ReactNode }) {
  if (!scroll) return children;
  return (
    <ScrollArea h={150} type="auto" offsetScrollbars data-testid="visibility-scroll">
      {children}
    </ScrollArea>
  );
}
