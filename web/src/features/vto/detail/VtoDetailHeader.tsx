import type { VtoRevision } from '@eos/domain';
import { Anchor, Group, Menu, Stack, Text, Title } from '@mantine/core';
import { IconArrowsDiff, IconFolder } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { RevisionMenu } from '../../collections/RevisionMenu';
import { RevisionStatusBadge } from '../../collections/RevisionStatusBadge';
import { ComparePopup } from '../compare/ComparePopup';
import { vtoFolderPath } from '../paths';
import { useVtoActions } from './useVtoActions';

/** The revision's title, Draft or Final, its folder, and what the caller may do with it (vto.permissions). */
export function VtoDetailHeader({ vto, removed }: { vto: VtoRevision; removed: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [comparing, setComparing] = useState(false);
  const actions = useVtoActions(vto, removed);
  const revision = {
    id: vto.revisionId,
    collectionId: vto.collectionId,
    title: vto.title,
    isPublished: vto.isPublished,
  };
  return (
    <Group justify="space-between" align="flex-start" mb="md" gap="sm" wrap="wrap">
      <Stack gap={4} miw={0} style={{ flex: '1 1 320px' }}>
        <Group gap="sm" wrap="wrap">
          <Title order={1} size="h2" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {vto.title}
          </Title>
          <RevisionStatusBadge isPublished={vto.isPublished} />
        </Group>
        <Group gap={4} wrap="nowrap">
          <IconFolder size={14} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" c="dimmed" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            {t('VTO_IN_FOLDER')}{' '}
            <Anchor component={Link} to={vtoFolderPath(vto.collectionId)} inherit>
              {vto.collectionTitle}
            </Anchor>
          </Text>
        </Group>
      </Stack>
      {!removed && (
        <RevisionMenu
          revision={revision}
          canManage={vto.permissions.canManage}
          onPage
          onDeleted={() => navigate(vtoFolderPath(vto.collectionId), { replace: true })}
          extraItems={
            <>
              <Menu.Item leftSection={<IconArrowsDiff size={14} aria-hidden />} onClick={() => setComparing(true)}>
                {t('VTO_COMPARE_WITH')}
              </Menu.Item>
              {actions.items}
            </>
          }
        />
      )}
      {actions.popups}
      {comparing && <ComparePopup revision={revision} onClose={() => setComparing(false)} />}
    </Group>
  );
}
