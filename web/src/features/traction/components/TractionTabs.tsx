import { Button, Group } from '@mantine/core';
import { NavLink, useParams } from 'react-router';
import { useFeatureFlag } from '../../../app/featureFlags';
import { useTranslation } from '../../../app/i18n';

type Section = 'meetingoverview' | 'meetinghistory' | 'quarterlypulsing';

/**
 * The sub-pages as links, not tab buttons: each is a real address, so it can be opened in a new
 * tab, bookmarked, and the browser's back button walks through them.
 */
export function TractionTabs({ current }: { current: Section | null }) {
  const { t } = useTranslation();
  const { tractionId, threadId } = useParams();
  const pulsing = useFeatureFlag('quarterly-pulsing');
  const base = `/traction/${tractionId}/${threadId}`;
  const tabs: { section: Section; label: string }[] = [
    { section: 'meetingoverview', label: t('TRACTION_TAB_OVERVIEW') },
    { section: 'meetinghistory', label: t('TRACTION_TAB_HISTORY') },
    ...(pulsing ? [{ section: 'quarterlypulsing' as const, label: t('TRACTION_TAB_QUARTERLY_PULSING') }] : []),
  ];
  return (
    <Group
      component="nav"
      aria-label={t('TRACTION_TABS_LABEL')}
      gap={4}
      mb="md"
      pb={6}
      wrap="nowrap"
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)', overflowX: 'auto' }}
    >
      {tabs.map(({ section, label }) => (
        <Button
          key={section}
          component={NavLink}
          to={`${base}/${section}`}
          variant={current === section ? 'light' : 'subtle'}
          color={current === section ? undefined : 'gray'}
          style={{ flexShrink: 0 }}
        >
          {label}
        </Button>
      ))}
    </Group>
  );
}
