import { ChangePasswordRequest } from '@eos/domain';
import { Button, Group, PasswordInput, Stack, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';

type ChangePassword = z.infer<typeof ChangePasswordRequest>;

/** Change password: a wrong current password comes back as a message on that field. */
export function ChangePasswordForm() {
  const { t } = useTranslation();
  const form = useZodForm<ChangePassword>(ChangePasswordRequest, {
    currentPassword: '',
    password: '',
    confirmPassword: '',
  });

  const save = useMutation({
    mutationFn: (values: ChangePassword) => api.put('account/password', values, { quiet: true }),
    onSuccess: () => {
      showSuccess(t('UPDATED', { 0: t('PASSWORD') }));
      form.reset();
    },
    onError: (error) => {
      if (applyServerErrors(form, error) !== null) showSaveError(error);
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Title order={3} size="h5" mb="xs">
        {t('CHANGE_PASSWORD')}
      </Title>
      <Stack gap="sm">
        <PasswordInput
          label={t('CURRENT_PASSWORD')}
          withAsterisk
          autoComplete="current-password"
          {...form.getInputProps('currentPassword')}
        />
        <PasswordInput
          label={t('NEW_PASSWORD')}
          withAsterisk
          autoComplete="new-password"
          description={t('PASSWORD_RULES')}
          {...form.getInputProps('password')}
        />
        <PasswordInput
          label={t('CONFIRM_PASSWORD')}
          withAsterisk
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword')}
        />
      </Stack>
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={save.isPending}>
          {t('CHANGE_PASSWORD')}
        </Button>
      </Group>
    </form>
  );
}
