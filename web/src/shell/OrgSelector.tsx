import type { SessionResponse } from '@eos/domain';
import { Button, Menu } from '@mantine/core';
import { IconCheck, IconChevronDown, IconPlus } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../api/client';
import { useTranslation } from '../app/i18n';
import { useOpenModalRoute } from '../app/modalRoutes';
import { enterSession } from '../app/session';
import { showSaveError } from '../app/toasts';
import { useShellContext } from './useShellContext';

/** Switches the current organization; everything cached belonged to the old one, so all is refetched. */
export function OrgSelector() {
  const { t } = useTranslation();
  const { user, currentOrg: org } = useShellContext();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const openModalRoute = useOpenModalRoute();

  const switchOrg = useMutation({
    mutationFn: (orgId: string) => api.put<SessionResponse>(`session/org/${orgId}`, {}, { quiet: true }),
    onSuccess: (session) => enterSession(queryClient, navigate, session),
    onError: showSaveError,
  });

  return (
    <Menu position="bottom-start" width={260} shadow="md">
      <Menu.Target>
        <Button
          variant="default"
          size="compact-md"
          rightSection={<IconChevronDown size={14} />}
          loading={switchOrg.isPending}
          aria-label={t('ORG_SELECTOR_LABEL', { 0: org?.name ?? t('NO_ORG_SELECTED') })}
          maw={{ base: 170, sm: 280 }}
          styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
        >
          {org?.name ?? t('NO_ORG_SELECTED')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {user.orgs.length > 0 && <Menu.Label>{t('ORGANIZATIONS')}</Menu.Label>}
        {user.orgs.map((o) => (
          <Menu.Item
            key={o.id}
            onClick={() => o.id !== org?.id && switchOrg.mutate(o.id)}
            rightSection={o.id === org?.id ? <IconCheck size={14} aria-label={t('CURRENT')} /> : null}
          >
            {o.name}
          </Menu.Item>
        ))}
        {user.orgs.length > 0 && <Menu.Divider />}
        <Menu.Item leftSection={<IconPlus size={14} />} onClick={() => openModalRoute('/org/create')}>
          {t('CREATE_ORGANIZATION')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
