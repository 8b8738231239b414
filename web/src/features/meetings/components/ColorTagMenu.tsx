import { type ColorTag, ColorTags, type Meeting } from '@eos/domain';
import { Badge, Menu, UnstyledButton } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { useSetColorTag } from '../api';
import { COLOR_TAG_SWATCH, colorTagLabel, colorTagToastText } from '../meetingFormat';
import { ColorSwatchLabel } from './ColorSwatchLabel';

interface ColorTagMenuProps {
  meeting: Pick<Meeting, 'id' | 'title' | 'colorTag'>;
  /** Without edit rights the chip only shows the colour. */
  canEdit: boolean;
}

/** The colour-tag chip; a menu of the 8 tags sets it and shows the colour-tag notice (001 §8). */
export function ColorTagMenu({ meeting, canEdit }: ColorTagMenuProps) {
  const { t } = useTranslation();
  const setColorTag = useSetColorTag();
  const swatch = COLOR_TAG_SWATCH[meeting.colorTag];
  const label = colorTagLabel(t, meeting.colorTag);
  const chip = (
    <Badge
      variant={swatch ? 'filled' : 'outline'}
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
        <UnstyledButton aria-label={t('MEETING_COLOR_TAG_ARIA', { 0: meeting.title, 1: label })}>{chip}</UnstyledButton>
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
