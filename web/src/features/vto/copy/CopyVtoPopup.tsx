import { LIMITS, VtoCopyRequest } from '@eos/domain';
import { Button, Checkbox, Fieldset, Group, Modal, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { errorText } from '../../../components/forms/errorText';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { FormAlert } from '../../auth/components/FormAlert';
import type { CopyPopupProps } from '../../collections/kind';
import { useCopyVto } from '../api';
import { PART_LABELS } from '../parts/partLabels';
import { vtoRevisionPath } from '../paths';
import { ALL_PARTS, COPY_PARTS, type CopyParent, isIndeterminate, setChild, setParent } from './copyParts';

const PARENT_LABELS: Record<CopyParent, string> = { includeVision: 'VTO_VISION', includeTraction: 'VTO_TRACTION' };

/**
 * Copy V/TO (001 §3, §4, §5): a name, and which parts of the Vision and the Traction come along; at
 * least one of the two. The new revision opens afterwards.
 */
export function CopyVtoPopup({ revision, onClose }: CopyPopupProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copy = useCopyVto();
  const [alert, setAlert] = useState<string | null>(null);
  const form = useZodForm(VtoCopyRequest, {
    newRevisionName: t('VTO_COPY_DEFAULT_NAME', { title: revision.title }).slice(0, LIMITS.inlineTextMax),
    ...ALL_PARTS,
  });
  const flags = form.getValues();

  const submit = form.onSubmit(async (values) => {
    setAlert(null);
    try {
      const made = await copy.mutateAsync({
        collectionId: revision.collectionId,
        revisionId: revision.id,
        body: VtoCopyRequest.parse(values),
      });
      showSuccess(t('VTO_COPY_MADE', { title: made.title }));
      onClose();
      navigate(vtoRevisionPath(made));
    } catch (error) {
      setAlert(applyServerErrors(form, error));
    }
  });

  const parent = (name: CopyParent) => (
    <Fieldset
      key={name}
      variant="unstyled"
      legend={
        <Checkbox
          label={t(PARENT_LABELS[name])}
          fw={600}
          checked={flags[name]}
          indeterminate={isIndeterminate(flags, name)}
          onChange={(e) => form.setValues(setParent(form.getValues(), name, e.currentTarget.checked))}
        />
      }
    >
      <Stack gap={6} pl="lg" mt={6}>
        {COPY_PARTS[name].map((child) => (
          <Checkbox
            key={child}
            label={t(PART_LABELS[child])}
            checked={flags[child]}
            onChange={(e) => form.setValues(setChild(form.getValues(), name, child, e.currentTarget.checked))}
          />
        ))}
      </Stack>
    </Fieldset>
  );

  return (
    <Modal opened onClose={onClose} title={t('VTO_COPY_TITLE')} centered>
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
          <Text size="sm" fw={500}>
            {t('VTO_COPY_PARTS')}
          </Text>
          <Group align="flex-start" gap="xl">
            {parent('includeVision')}
            {parent('includeTraction')}
          </Group>
          {form.errors.includeVision && (
            <Text size="sm" c="red.8" role="alert">
              {errorText(t, form.errors.includeVision)}
            </Text>
          )}
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
