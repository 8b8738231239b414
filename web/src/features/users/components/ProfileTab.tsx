import { displayName, type UserDetails, UserProfileUpdateRequest } from '@eos/domain';
import { Button, Divider, Group, Stack, TextInput } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { ProfileAvatar } from '../avatar/ProfileAvatar';

type Profile = z.infer<typeof UserProfileUpdateRequest>;

/** The picture (change or remove), then first and last name. */
export function ProfileTab({ user }: { user: UserDetails }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm<Profile>(UserProfileUpdateRequest, {
    firstName: user.firstName,
    lastName: user.lastName,
  });

  const save = useMutation({
    mutationFn: (values: Profile) =>
      api.put<{ user: UserDetails }>(`user/details/${user.userId}/profile`, values, { quiet: true }),
    onSuccess: ({ user: updated }) => {
      showSuccess(t('UPDATED', { 0: displayName(updated) }));
      queryClient.setQueryData(queryKeys.userDetails(user.userId), updated);
      form.resetDirty({ firstName: updated.firstName, lastName: updated.lastName });
      // The avatar menu and greetings read the name from the session.
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
    onError: (error) => {
      if (applyServerErrors(form, error) !== null) showSaveError(error);
    },
  });

  return (
    <Stack gap="lg">
      <ProfileAvatar user={user} />
      <Divider />
      <form onSubmit={form.onSubmit((values) => save.mutate(UserProfileUpdateRequest.parse(values)))} noValidate>
        <Stack gap="sm">
          <TextInput label={t('FIRST_NAME')} withAsterisk {...form.getInputProps('firstName')} />
          <TextInput label={t('LAST_NAME')} withAsterisk {...form.getInputProps('lastName')} />
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={save.isPending}>
            {t('SAVE')}
          </Button>
        </Group>
      </form>
    </Stack>
  );
}
