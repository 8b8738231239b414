import { AcCopyRequest, LIMITS } from '@eos/domain';
import { Button, Group, Modal, Stack } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { FormAlert } from '../../auth/components/FormAlert';
import type { CopyPopupProps } from '../../collections/kind';
import { useCopyChart } from '../api';
import { acChartPath } from '../paths';

/** Copy a chart (001 §3, §7): the whole chart under a new name; the copy opens afterwards. */
export function CopyChartPopup({ revision, onClose }: CopyPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copy = useCopyChart();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(AcCopyRequest, {
    newRevisionName: t('VTO_COPY_DEFAULT_NAME', { title: revision.title }).slice(0, LIMITS.inlineTextMax),
  });

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      const made = await copy.mutateAsync({
        collectionId: revision.collectionId,
        revisionId: revision.id,
        body: values,
      });
      showSuccess(t('VTO_COPY_MADE', { title: made.title }));
      onClose();
      navigate(acChartPath(made));
    } catch (error) {
      setAlert(applyServerErrors(form, error));
    }
  });

  return (
    <Modal opened onClose={onClose} title={t('AC_COPY_TITLE')} centered>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FormAlert message={alert} />
          <LimitedTextInput
            {...form.getInputProps('newRevisionName')}
            label={t('VTO_COPY_NAME')}
            maxLength={LIMITS.inlineTextMax}
            withAsterisk
            data-autofocus
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={onClose}>
              {t('CANCEL')}
            </Button>
            <Button type="submit" loading={copy.isPending}>
              {t('VTO_COPY_SUBMIT')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
