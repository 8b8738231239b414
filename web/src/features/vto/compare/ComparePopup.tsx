import { Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { useCollections } from '../../collections/api';
import { vtoComparePath } from './comparePath';

interface ComparePopupProps {
  revision: { id: string; collectionId: string };
  onClose: () => void;
}

/** 'Compare with…': another revision the caller can see (GET vto/collections), grouped by folder. */
export function ComparePopup({ revision, onClose }: ComparePopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const folders = useCollections('vto');
  const [choice, setChoice] = useState<string | null>(null);
  const data = (folders.data ?? [])
    .map((folder) => ({
      group: folder.title,
      items: folder.revisions
        .filter((r) => r.id !== revision.id)
        .map((r) => ({
          value: `${r.collectionId}/${r.id}`,
          label: `${r.title} (${t(r.isPublished ? 'COLLECTION_FINAL' : 'COLLECTION_DRAFT')})`,
        })),
    }))
    .filter((g) => g.items.length > 0);
  const compare = () => {
    const [collectionId = '', id = ''] = (choice ?? '').split('/');
    onClose();
    navigate(vtoComparePath(revision, { collectionId, id }));
  };
  return (
    <Modal opened onClose={onClose} title={t('VTO_COMPARE_WITH_TITLE')} centered>
      <Stack gap="md">
        {folders.isSuccess && data.length === 0 ? (
          <Text size="sm">{t('VTO_COMPARE_NONE')}</Text>
        ) : (
          <Select
            label={t('VTO_COMPARE_CHOOSE')}
            placeholder={t('VTO_COMPARE_CHOOSE_PLACEHOLDER')}
            data={data}
            value={choice}
            onChange={setChoice}
            searchable
            disabled={!folders.isSuccess}
            comboboxProps={{ withinPortal: true }}
          />
        )}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('CANCEL')}
          </Button>
          <Button onClick={compare} disabled={!choice}>
            {t('VTO_COMPARE_SUBMIT')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
