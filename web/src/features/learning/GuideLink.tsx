import { ActionIcon, Tooltip } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n';
import { GUIDE_LINK_LABELS, type GuideKey, guidePath } from './guideKeys';

/**
 * The small help link a tool's header shows to the tool's guide in the learning centre. `newTab`
 * where leaving the screen would interrupt something (the live meeting).
 */
export function GuideLink({ guide, newTab = false }: { guide: GuideKey; newTab?: boolean }) {
  const { t } = useTranslation();
  const label = t(GUIDE_LINK_LABELS[guide]);
  return (
    <Tooltip label={label}>
      <ActionIcon
        component={Link}
        to={guidePath(guide)}
        variant="subtle"
        color="gray"
        aria-label={label}
        {...(newTab ? { target: '_blank', rel: 'noopener' } : {})}
      >
        <IconHelpCircle size={18} aria-hidden />
      </ActionIcon>
    </Tooltip>
  );
}
