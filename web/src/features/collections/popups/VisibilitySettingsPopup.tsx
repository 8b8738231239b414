import type { Revision, VisibilityRequest, VisibilityResponse } from '@eos/domain';
import { Button, Checkbox, Group, Modal, Skeleton, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import type { PersonLike } from '../../../components/pickers/PersonAvatar';
import { PersonPicker } from '../../../components/pickers/PersonPicker';
import { useShellContext } from '../../../shell/useShellContext';
import { useSaveVisibility, useVisibility } from '../api';
import { useCollectionKind } from '../kind';
import { type Group as AccessGroup, addIndividuals, type Right, setGroupRight, toRequest } from '../visibilityRules';
import { VisibilityIndividuals } from './VisibilityIndividuals';

type RevisionRef = Pick<Revision, 'id' | 'collectionId' | 'title'>;

interface VisibilityPopupProps {
  revision: RevisionRef;
  /** The caller may edit the revision: only then may they change who sees and edits it (001 §5). */
  canChange: boolean;
  onClose: () => void;
}

/**
 * Visibility and Editing Settings (001 §3, §5, §6): the leadership team and the whole organization,
 * then named people, each with View and Edit. Someone who may not change them sees them read-only.
 */
export function VisibilitySettingsPopup({ revision, canChange, onClose }: VisibilityPopupProps) {
  const { t } = useTranslation();
  const { kind } = useCollectionKind();
  const visibility = useVisibility(kind, revision);
  return (
    <Modal opened onClose={onClose} title={t('COLLECTION_VISIBILITY_TITLE')} size="lg" centered>
      {visibility.data ? (
        <VisibilityForm revision={revision} canChange={canChange} onClose={onClose} answer={visibility.data} />
      ) : (
        <Skeleton height={220} role="status" aria-busy="true" aria-label={t('COLLECTION_LOADING')} />
      )}
    </Modal>
  );
}

function VisibilityForm({
  revision,
  canChange,
  onClose,
  answer,
}: VisibilityPopupProps & { answer: VisibilityResponse }) {
  const { t } = useTranslation();
  const { kind } = useCollectionKind();
  const { isObserver } = useShellContext();
  const save = useSaveVisibility(kind);
  const [settings, setSettings] = useState<VisibilityRequest>(() => toRequest(answer.settings));
  // People added here, so their names show before the list of people by id has them.
  const [picked, setPicked] = useState<PersonLike[]>([]);
  const readOnly = !canChange || isObserver;

  const submit = () =>
    save.mutate(
      { revision, body: settings },
      {
        onSuccess: () => {
          showSuccess(t('COLLECTION_VISIBILITY_SAVED', { title: revision.title }));
          onClose();
        },
        onError: showSaveError,
      },
    );

  const change = (group: AccessGroup, right: Right, value: boolean) =>
    setSettings((s) => setGroupRight(s, group, right, value));

  const groupRow = (group: AccessGroup, label: string, lockedHint?: string) => {
    // Leadership rights need a leadership team the organization has identified.
    const locked = readOnly || Boolean(lockedHint);
    const access = settings.groups[group];
    return (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {label}
          </Text>
          {lockedHint && (
            <Text size="xs" c="dimmed">
              {lockedHint}
            </Text>
          )}
        </div>
        <Group gap="lg" wrap="nowrap">
          <Checkbox
            label={t('COLLECTION_VIEW')}
            aria-label={t('COLLECTION_VIEW_OF', { who: label })}
            checked={access.canView}
            disabled={locked}
            onChange={(e) => change(group, 'canView', e.currentTarget.checked)}
          />
          <Checkbox
            label={t('COLLECTION_EDIT')}
            aria-label={t('COLLECTION_EDIT_OF', { who: label })}
            checked={access.canEdit}
            disabled={locked}
            onChange={(e) => change(group, 'canEdit', e.currentTarget.checked)}
          />
        </Group>
      </Group>
    );
  };

  return (
    <Stack gap="md">
      {readOnly && (
        <Text size="sm" c="dimmed">
          {t('COLLECTION_VISIBILITY_READ_ONLY')}
        </Text>
      )}
      {groupRow(
        'lt',
        t('COLLECTION_LEADERSHIP_TEAM'),
        answer.hasLeadershipTeam ? undefined : t('COLLECTION_NO_LEADERSHIP_TEAM'),
      )}
      {groupRow('org', t('COLLECTION_EVERYONE'))}
      {!readOnly && (
        <PersonPicker
          label={t('COLLECTION_ADD_PEOPLE')}
          value={[]}
          selected={[]}
          filters={{ 'excluded-ids': settings.individuals.map((i) => i.personId) }}
          onChange={(ids, people) => {
            setPicked((known) => [...known, ...people]);
            setSettings((s) => addIndividuals(s, ids));
          }}
        />
      )}
      <VisibilityIndividuals
        settings={settings}
        createdById={answer.settings.createdById}
        picked={picked}
        readOnly={readOnly}
        onChange={setSettings}
      />
      <Group justify="flex-end" gap="xs">
        {readOnly ? (
          <Button onClick={onClose}>{t('CLOSE')}</Button>
        ) : (
          <>
            <Button variant="default" onClick={onClose}>
              {t('CANCEL')}
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              {t('SAVE')}
            </Button>
          </>
        )}
      </Group>
    </Stack>
  );
}
