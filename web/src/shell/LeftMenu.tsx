import { AppShell, Divider, ScrollArea, Text } from '@mantine/core';
import {
  IconBook,
  IconCalendarEvent,
  IconHierarchy2,
  IconLayoutDashboard,
  IconMap2,
  IconSettings,
  IconSparkles,
  IconTarget,
} from '@tabler/icons-react';
import { useTranslation } from '../app/i18n';
import { FindImplementerLink } from './FindImplementerLink';
import { MenuLink } from './MenuLink';
import { useShellContext } from './useShellContext';

interface LeftMenuProps {
  collapsed: boolean;
  /** Called after following a link: the phone overlay menu closes then. */
  onNavigate: () => void;
}

const iconProps = { size: 20, stroke: 1.6 } as const;

/** The tools and, at the bottom, the Resources group (000 §2). */
export function LeftMenu({ collapsed, onNavigate }: LeftMenuProps) {
  const { t } = useTranslation();
  const { org } = useShellContext();
  const item = { collapsed, onNavigate };
  return (
    <>
      <AppShell.Section grow component={ScrollArea} p={collapsed ? 6 : 'xs'}>
        <MenuLink {...item} end to="/" label={t('NAV_DASHBOARD')} icon={<IconLayoutDashboard {...iconProps} />} />
        <MenuLink {...item} to="/meetings" label={t('NAV_MEETINGS')} icon={<IconCalendarEvent {...iconProps} />} />
        <MenuLink {...item} to="/vto" label={t('NAV_VTO')} icon={<IconTarget {...iconProps} />} />
        <MenuLink {...item} to="/ac" label={t('NAV_AC')} icon={<IconHierarchy2 {...iconProps} />} />
        {org && (
          <MenuLink
            {...item}
            to={`/org/detail/${org.id}`}
            label={t('NAV_SETTINGS')}
            icon={<IconSettings {...iconProps} />}
          />
        )}
      </AppShell.Section>
      <AppShell.Section p={collapsed ? 6 : 'xs'}>
        <Divider mb="xs" />
        {!collapsed && (
          <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" mb={4}>
            {t('NAV_RESOURCES')}
          </Text>
        )}
        <MenuLink
          {...item}
          to="/learning-center/eos-one"
          label={t('NAV_KNOWLEDGE_BASE')}
          icon={<IconBook {...iconProps} />}
        />
        <MenuLink {...item} to="/whats-new" label={t('NAV_WHATS_NEW')} icon={<IconSparkles {...iconProps} />} />
        <MenuLink {...item} to="/roadmap" label={t('NAV_ROADMAP')} icon={<IconMap2 {...iconProps} />} />
        {org && !org.implementer && <FindImplementerLink collapsed={collapsed} />}
      </AppShell.Section>
    </>
  );
}
