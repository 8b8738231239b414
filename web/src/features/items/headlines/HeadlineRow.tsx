import { displayName, type Headline } from '@eos/domain';
import { Badge, Checkbox, Group, Text, Tooltip, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';
import { useShellContext } from '../../../shell/useShellContext';
import { NewBadge } from '../lists/NewBadge';
import { openItemPopup } from '../popups/store';
import { isReviewed } from './headlineApi';

interface HeadlineRowProps {
  headline: Headline;
  /** The review state asked for and still being saved, if any. */
  pendingReview?: boolean;
  onReview: (headline: Headline, reviewed: boolean) => void;
}

/**
 * One headline of a meeting's list: the review checkbox (for those who may change it), the title that
 * opens it, a Cascaded marker for copies, the owner's face. The title takes the line's room and the
 * markers drop below it on a narrow screen.
 */
export function HeadlineRow({ headline, pendingReview, onReview }: HeadlineRowProps) {
  const { t } = useTranslation();
  const { user, isObserver } = useShellContext();
  const canEdit = !isObserver && headline.abilities.canEdit;
  const reviewed = pendingReview ?? isReviewed(headline);
  const ownerName = headline.owner ? displayName(headline.owner, user.nameDisplayStyle) : null;
  return (
    <Group
      component="li"
      gap="xs"
      wrap="wrap"
      py={6}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      {canEdit && (
        <Checkbox
          aria-label={t('HEADLINE_ROW_REVIEWED', { 0: headline.title })}
          checked={reviewed}
          disabled={pendingReview !== undefined}
          onChange={(event) => onReview(headline, event.currentTarget.checked)}
        />
      )}
      <UnstyledButton
        onClick={() => openItemPopup({ kind: 'headline', id: headline.id })}
        style={{ flex: '1 1 12rem', minWidth: 0 }}
      >
        <Text size="sm" c={reviewed ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
          {headline.title}
        </Text>
      </UnstyledButton>
      <Group gap={6} wrap="nowrap">
        <NewBadge type="headline" id={headline.id} />
        {!canEdit && reviewed && (
          <Badge size="sm" variant="light" color="green">
            {t('HEADLINE_REVIEWED')}
          </Badge>
        )}
        {headline.cascadedFromId && (
          <Tooltip label={t('HEADLINE_CASCADED_HINT')}>
            <Badge size="sm" variant="light" color="grape">
              {t('HEADLINE_CASCADED_MARKER')}
            </Badge>
          </Tooltip>
        )}
        {headline.owner && ownerName && (
          <Tooltip label={t('HEADLINE_OWNER_OF', { 0: ownerName })}>
            {/* Initials have no alt text: the root carries the name for screen readers. */}
            <PersonAvatar
              person={headline.owner}
              size="sm"
              role="img"
              aria-label={t('HEADLINE_OWNER_OF', { 0: ownerName })}
            />
          </Tooltip>
        )}
      </Group>
    </Group>
  );
}
