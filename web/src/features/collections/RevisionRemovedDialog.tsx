import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useShellContext } from '../../shell/useShellContext';
import { useCollectionKind } from './kind';

/**
 * The open revision was deleted by someone else (002 §4, §8). Nothing of it is left on the server to
 * copy from, so what can be kept is what this page shows: a licensed user may keep it open, read-only,
 * to take what they need (docs/decisions.md); an Observer, who could not write it anywhere, goes home.
 */
export function RevisionRemovedDialog({ opened, onKeep }: { opened: boolean; onKeep: () => void }) {
  const { t } = useTranslation();
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
        <Button onClick={goHome} data-autofocus>
          {t(texts.goHome)}
        </Button>
      </Group>
    </Modal>
  );
}
