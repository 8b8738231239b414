import { type ColorTag, ColorTags, type Meeting } from '@eos/domain';
import { ActionIcon, Badge, Menu, UnstyledButton } from '@mantine/core';
import { IconCheck, IconTag } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { useSetColorTag } from '../api';
import { COLOR_TAG_SWATCH, colorTagLabel, colorTagToastText } from '../meetingFormat';
import { ColorSwatchLabel } from './ColorSwatchLabel';

interface ColorTagMenuProps {
  meeting: Pick<Meeting, 'id' | 'title' | 'colorTag'>;
  /** Without edit rights the chip only shows the colour. */
  canEdit: boolean;
}

/**
 * The colour-tag chip; a menu of the 8 tags sets it and shows the colour-tag notice (001 §8). A meeting
 * without a colour shows no chip (a grey 'None' read like a status): editors get a quiet tag icon instead.
 */
export function ColorTagMenu({ meeting, canEdit }: ColorTagMenuProps) {
  const { t } = useTranslation();
  const setColorTag = useSetColorTag();
  const swatch = COLOR_TAG_SWATCH[meeting.colorTag];
  const label = colorTagLabel(t, meeting.colorTag);
  const untagged = meeting.colorTag === 'None';
  const chip = untagged ? null : (
    <Badge
      variant="filled"
      color={swatch ?? 'gray'}
      radius="sm"
      tt="none"
      style={{ cursor: canEdit ? 'pointer' : undefined }}
    >
      {label}
    </Badge>
  );
  if (!canEdit) return chip;

  const choose = (colorTag: ColorTag) =>
    setColorTag.mutate(
      { id: meeting.id, colorTag },
      { onSuccess: () => showSuccess(colorTagToastText(t, meeting.title, colorTag)), onError: showSaveError },
    );

  return (
    <Menu position="bottom-start" withinPortal>
      <Menu.Target>
        {untagged ? (
          <ActionIcon
            variant="subtle"
            color="gray"
            aria-label={t('MEETING_COLOR_TAG_CHOOSE_ARIA', { 0: meeting.title })}
          >
            <IconTag size={16} aria-hidden />
          </ActionIcon>
        ) : (
          <UnstyledButton aria-label={t('MEETING_COLOR_TAG_ARIA', { 0: meeting.title, 1: label })}>
            {chip}
          </UnstyledButton>
        )}
      </Menu.Target>
      <Menu.Dropdown>
        {ColorTags.map((tag) => (
          <Menu.Item
            key={tag}
            onClick={() => choose(tag)}
            rightSection={tag === meeting.colorTag ? <IconCheck size={14} aria-hidden /> : undefined}
            aria-current={tag === meeting.colorTag ? 'true' : undefined}
          >
            <ColorSwatchLabel tag={tag} label={colorTagLabel(t, tag)} />
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
