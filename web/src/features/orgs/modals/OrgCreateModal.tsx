import { LIMITS, type Org, OrgCreateRequest } from '@eos/domain';
import { Button, Group } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { RouteModal, useRouteModalClose } from '../../../components/RouteModal';

function OrgCreateForm() {
  const { t } = useTranslation();
  const close = useRouteModalClose();
  const queryClient = useQueryClient();
  const form = useZodForm(OrgCreateRequest, { name: '' });

  const create = useMutation({
    mutationFn: (values: OrgCreateRequest) => api.post<{ org: Org }>('orgs', values, { quiet: true }),
    onSuccess: async ({ org }) => {
      showSuccess(t('CREATED', { 0: org.name }));
      // The server switched the session to the new org: reload it, then start at its home.
      await queryClient.invalidateQueries({ queryKey: queryKeys.session });
      void queryClient.invalidateQueries({ queryKey: queryKeys.orgs });
      close('/');
    },
    onError: (error) => {
      if (applyServerErrors(form, error) !== null) showSaveError(error);
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => create.mutate(OrgCreateRequest.parse(values)))} noValidate>
      <LimitedTextInput
        label={t('ORG_NAME')}
        withAsterisk
        maxLength={LIMITS.orgNameMax}
        data-autofocus
        {...form.getInputProps('name')}
      />
      <Group justify="flex-end" mt="lg">
        <Button variant="default" onClick={() => close()}>
          {t('CANCEL')}
        </Button>
        <Button type="submit" loading={create.isPending}>
          {t('CREATE')}
        </Button>
      </Group>
    </form>
  );
}

/** /org/create: name a new organization; the creator becomes its Owner on a 30-day trial. */
export default function OrgCreateModal() {
  const { t } = useTranslation();
  return (
    <RouteModal title={t('CREATE_ORGANIZATION')} size="md">
      <OrgCreateForm />
    </RouteModal>
  );
}
