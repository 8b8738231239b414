import { Button, Group, Modal, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../app/i18n';
import { useShellContext } from '../../shell/useShellContext';
import { useCollectionKind } from './kind';

/**
 * The open revision was deleted by someone else (002 §4, §8). Nothing of it is left on the server to
 * copy from, so what can be kept is what this page shows: a licensed user may keep it open, read-only,
 * to take what they need (docs/decisions.md), or save it as a copy where the kind can; an Observer,
 * who could not write it anywhere, goes home.
 */
export function RevisionRemovedDialog({
  opened,
  onKeep,
  onCopy,
}: {
  opened: boolean;
  onKeep: () => void;
  /** Saves what the page shows as a new revision, where a kind can (the chart: its seats one by one). */
  onCopy?: () => Promise<void>;
}) {
  const { t } = useTranslation();
  const [copying, setCopying] = useState(false);
  const copy = async () => {
    if (!onCopy) return;
    setCopying(true);
    try {
      await onCopy();
    } finally {
      setCopying(false);
    }
  };
  const { texts, homePath } = useCollectionKind();
  const { isObserver } = useShellContext();
  const navigate = useNavigate();
  const goHome = () => navigate(homePath);
  return (
    <Modal
      opened={opened}
      onClose={isObserver ? goHome : onKeep}
      title={t('COLLECTION_REMOVED_TITLE')}
      centered
      closeOnClickOutside={false}
    >
      <Text size="sm">{t(texts.removedByOther)}</Text>
      {!isObserver && (
        <Text size="sm" mt="xs">
          {t('COLLECTION_REMOVED_KEEP_HINT')}
        </Text>
      )}
      <Group justify="flex-end" mt="lg" gap="xs">
        {!isObserver && (
          <Button variant="default" onClick={onKeep}>
            {t('COLLECTION_REMOVED_KEEP')}
          </Button>
        )}
        {!isObserver && onCopy && (
          <Button variant="default" loading={copying} onClick={copy}>
            {t('COLLECTION_REMOVED_COPY')}
          </Button>
        )}
        <Button onClick={goHome} data-autofocus>
          {t(texts.goHome)}
        </Button>
      </Group>
    </Modal>
  );
}
