import type { UserDetails } from '@eos/domain';
import { Button, FileButton, Group, Stack, Text } from '@mantine/core';
import { IconPhotoUp, IconTrash } from '@tabler/icons-react';
import { useId, useRef, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { showSaveError } from '../../../app/toasts';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';
import { AvatarCropPopup } from './AvatarCropPopup';
import { useAvatarRemoval } from './api';
import { AVATAR_ACCEPT, type AvatarImage, chooseAvatarImage } from './imageFile';

/**
 * The user's face on the profile: Change picture (a file, checked, then cropped in AvatarCropPopup)
 * and Remove picture (back to initials) when one is set.
 */
export function ProfileAvatar({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const hintId = useId();
  const [chosen, setChosen] = useState<AvatarImage | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const resetPicker = useRef<() => void>(null);
  const removal = useAvatarRemoval(user);

  const choose = async (file: File | null) => {
    // The same file may be chosen again after a Cancel: the input must forget it.
    resetPicker.current?.();
    if (!file) return;
    setRefusal(null);
    setChecking(true);
    const result = await chooseAvatarImage(file);
    setChecking(false);
    if ('error' in result) setRefusal(t(result.error));
    else setChosen(result.image);
  };

  return (
    <Group gap="lg" align="center" wrap="wrap">
      <PersonAvatar person={{ ...user, id: user.userId }} size={96} radius={96} />
      <Stack gap={6} style={{ flex: 1, minWidth: 200 }}>
        <Group gap="xs">
          <FileButton
            onChange={(file) => void choose(file)}
            accept={AVATAR_ACCEPT}
            resetRef={resetPicker}
            inputProps={{ 'aria-label': t('AVATAR_CHANGE'), 'aria-describedby': hintId }}
          >
            {(props) => (
              <Button
                {...props}
                variant="default"
                leftSection={<IconPhotoUp size={16} aria-hidden />}
                loading={checking}
                aria-describedby={hintId}
              >
                {t('AVATAR_CHANGE')}
              </Button>
            )}
          </FileButton>
          {user.avatarUrl && (
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={16} aria-hidden />}
              loading={removal.isPending}
              onClick={() => removal.mutate(undefined, { onError: showSaveError })}
            >
              {t('AVATAR_REMOVE')}
            </Button>
          )}
        </Group>
        <Text id={hintId} size="xs" c="dimmed">
          {t('AVATAR_FILE_HINT')}
        </Text>
        {refusal && (
          <Text size="sm" c="red.9" role="alert">
            {refusal}
          </Text>
        )}
      </Stack>
      {chosen && <AvatarCropPopup user={user} image={chosen} onClose={() => setChosen(null)} />}
    </Group>
  );
}
