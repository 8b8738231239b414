import { TwoStepEnableRequest } from '@eos/domain';
import { Alert, Button, Group, Image, Loader, Modal, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { CopyableSecret } from '../../../components/CopyableSecret';
import { AuthenticatorCodeInput } from '../../../components/forms/AuthenticatorCodeInput';
import { applyServerErrors, errorMessage } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { FormAlert } from '../../auth/components/FormAlert';
import { type RecoveryCodes, refreshAfterTwoStepChange, type TwoStepSetup } from './api';
import { RecoveryCodesView } from './RecoveryCodesView';

interface EnrolTwoStepPopupProps {
  email: string;
  onClose: () => void;
}

/**
 * Turning on two-step verification: a new key as a QR code and as text, the first code from the app
 * to confirm it, then the recovery codes, shown this once. Closing before the code leaves it off.
 */
export function EnrolTwoStepPopup({ email, onClose }: EnrolTwoStepPopupProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [setup, setSetup] = useState<TwoStepSetup | null>(null);
  const [setupError, setSetupError] = useState<string | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(TwoStepEnableRequest, { code: '' });
  const started = useRef(false);

  // One setup per opening: a second one would replace the key already on screen.
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    api
      .post<TwoStepSetup>('account/two-step/setup', {}, { quiet: true })
      .then(setSetup)
      .catch((error) => setSetupError(errorMessage(error)));
  }, []);

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      const result = await api.post<RecoveryCodes>('account/two-step/enable', TwoStepEnableRequest.parse(values), {
        quiet: true,
      });
      setCodes(result.recoveryCodes);
      showSuccess(t('TWO_STEP_TURNED_ON'));
    } catch (error) {
      setAlert(applyServerErrors(form, error));
    }
  });

  // The session learns of the change only once the codes are put away: a screen that was waiting for
  // two-step verification (and holds this popup) would otherwise give way and take the codes with it.
  const close = () => {
    if (codes) void refreshAfterTwoStepChange(queryClient);
    onClose();
  };

  return (
    <Modal
      opened
      onClose={close}
      title={codes ? t('TWO_STEP_RECOVERY_TITLE') : t('TWO_STEP_ENROL_TITLE')}
      size="lg"
      centered
      // The codes are shown once: no closing them by a stray click outside.
      closeOnClickOutside={!codes}
    >
      {codes ? (
        <RecoveryCodesView codes={codes} email={email} onDone={close} />
      ) : (
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <Text size="sm">{t('TWO_STEP_ENROL_SCAN')}</Text>
            {setupError && (
              <Alert color="red" variant="light" role="alert">
                {setupError || t('TWO_STEP_SETUP_FAILED')}
              </Alert>
            )}
            {!setup && !setupError && (
              <Group gap="xs" role="status">
                <Loader size="sm" />
                <Text size="sm">{t('TWO_STEP_LOADING')}</Text>
              </Group>
            )}
            {setup && (
              <>
                <Image
                  src={setup.qrCode}
                  alt={t('TWO_STEP_QR_ALT', { 0: email })}
                  w={200}
                  h={200}
                  mx="auto"
                  style={{ imageRendering: 'pixelated' }}
                />
                <CopyableSecret
                  label={t('TWO_STEP_MANUAL_KEY')}
                  value={setup.manualKey}
                  shown={setup.manualKey.match(/.{1,4}/g)?.join(' ')}
                  copyLabel={t('TWO_STEP_COPY_KEY')}
                  copiedLabel={t('TWO_STEP_COPIED')}
                />
                <Text size="sm">{t('TWO_STEP_ENROL_CONFIRM')}</Text>
                <FormAlert message={alert} />
                <AuthenticatorCodeInput {...form.getInputProps('code')} data-autofocus />
              </>
            )}
            <Group justify="flex-end" gap="xs">
              <Button variant="default" onClick={onClose}>
                {t('CANCEL')}
              </Button>
              <Button type="submit" disabled={!setup} loading={form.submitting}>
                {t('TWO_STEP_CONFIRM')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
