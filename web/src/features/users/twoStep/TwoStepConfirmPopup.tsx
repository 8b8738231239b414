import { TwoStepCodeConfirm, TwoStepPasswordConfirm } from '@eos/domain';
import { Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { AuthenticatorCodeInput } from '../../../components/forms/AuthenticatorCodeInput';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { FormAlert } from '../../auth/components/FormAlert';
import { type RecoveryCodes, refreshAfterTwoStepChange } from './api';
import { RecoveryCodesView } from './RecoveryCodesView';

export type TwoStepAction = 'disable' | 'recovery-codes';

interface TwoStepConfirmPopupProps {
  action: TwoStepAction;
  /** Accounts with a password confirm with it; the others (single sign-on only) with a current code. */
  hasPassword: boolean;
  email: string;
  onClose: () => void;
}

/** Turning two-step off, or making new recovery codes: confirmed with the password (or a code). */
export function TwoStepConfirmPopup({ action, hasPassword, email, onClose }: TwoStepConfirmPopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const schema = hasPassword ? TwoStepPasswordConfirm : TwoStepCodeConfirm;
  const form = useZodForm<{ password?: string; code?: string }>(schema, hasPassword ? { password: '' } : { code: '' });
  const disabling = action === 'disable';

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    const body = schema.parse(values);
    try {
      if (disabling) {
        await api.post('account/two-step/disable', body, { quiet: true });
        showSuccess(t('TWO_STEP_TURNED_OFF'));
        await refreshAfterTwoStepChange(queryClient);
        onClose();
      } else {
        const result = await api.post<RecoveryCodes>('account/two-step/recovery-codes', body, { quiet: true });
        setCodes(result.recoveryCodes);
        await refreshAfterTwoStepChange(queryClient);
      }
    } catch (error) {
      setAlert(applyServerErrors(form, error));
    }
  });

  return (
    <Modal
      opened
      onClose={onClose}
      title={disabling ? t('TWO_STEP_DISABLE_TITLE') : t('TWO_STEP_NEW_CODES')}
      size={codes ? 'lg' : 'md'}
      centered
      closeOnClickOutside={!codes}
    >
      {codes ? (
        <RecoveryCodesView codes={codes} email={email} onDone={onClose} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{disabling ? t('TWO_STEP_DISABLE_TEXT') : t('TWO_STEP_NEW_CODES_TEXT')}</Text>
            <Text size="sm">{hasPassword ? t('TWO_STEP_CONFIRM_PASSWORD') : t('TWO_STEP_CONFIRM_CODE')}</Text>
            <FormAlert message={alert} />
            {hasPassword ? (
              <PasswordInput
                {...form.getInputProps('password')}
                label={t('PASSWORD')}
                autoComplete="current-password"
                withAsterisk
                data-autofocus
              />
            ) : (
              <AuthenticatorCodeInput {...form.getInputProps('code')} data-autofocus />
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('CANCEL')}
              </Button>
              <Button type="submit" color={disabling ? 'red' : undefined} loading={form.submitting}>
                {disabling ? t('TWO_STEP_TURN_OFF') : t('TWO_STEP_CREATE_CODES')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
