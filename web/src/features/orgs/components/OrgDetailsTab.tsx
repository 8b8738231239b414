import { type Org, OrgUpdateRequest } from '@eos/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconStar } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { useShellContext } from '../../../shell/useShellContext';
import { TransferOwnershipSection } from '../../people/transfer/TransferOwnershipSection';
import { OrgDeleteButton } from './OrgDeleteButton';
import { OrgTwoStepSwitch } from './OrgTwoStepSwitch';

/**
 * Details: rename (org.update only), make this the org the user lands in after sign-in, delete it
 * (org.delete: the Owner), require two-step verification of everyone (org.security: the Owner) and
 * hand it over to someone else (org.transfer: the Owner).
 */
export function OrgDetailsTab({ org }: { org: Org }) {
  const { t } = useTranslation();
  const { user, session } = useShellContext();
  const billingEnabled = session.billingEnabled;
  const queryClient = useQueryClient();
  const canUpdate = user.abilities.includes('org.update');
  const isDefault = user.orgs.find((o) => o.id === org.id)?.isDefault ?? false;
  const form = useZodForm(OrgUpdateRequest, { name: org.name });

  const rename = useMutation({
    mutationFn: (name: string) => api.put<{ org: Org }>(`org/${org.id}`, { name }, { quiet: true }),
    onSuccess: ({ org: updated }) => {
      showSuccess(t('UPDATED', { 0: updated.name }));
      queryClient.setQueryData(queryKeys.org(org.id), updated);
      form.resetDirty({ name: updated.name });
      // The org name shows in the selector and the window title, both read from the session.
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
    onError: (error) => {
      if (applyServerErrors(form, error) !== null) showSaveError(error);
    },
  });

  const makeDefault = useMutation({
    mutationFn: () => api.put(`account/defaultorg/${org.id}`, {}, { quiet: true }),
    onSuccess: () => {
      showSuccess(t('DEFAULT_ORG_UPDATED'));
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
    onError: showSaveError,
  });

  return (
    <Stack gap="lg" maw={520}>
      <form onSubmit={form.onSubmit((values) => rename.mutate(OrgUpdateRequest.parse(values).name))} noValidate>
        <TextInput
          label={t('ORG_NAME')}
          withAsterisk
          disabled={!canUpdate}
          description={canUpdate ? undefined : t('ORG_RENAME_NOT_ALLOWED')}
          {...form.getInputProps('name')}
        />
        {canUpdate && (
          <Group justify="flex-end" mt="sm">
            <Button type="submit" loading={rename.isPending}>
              {t('SAVE')}
            </Button>
          </Group>
        )}
      </form>
      {/* A deployment that does not bill has no subscription to speak of. */}
      {billingEnabled && (
        <div>
          <Text size="sm" fw={500}>
            {t('SUBSCRIPTION_STATUS')}
          </Text>
          <Text size="sm" c="dimmed">
            {t(`SUBSCRIPTION_${org.subscriptionStatus.toUpperCase()}`, { defaultValue: org.subscriptionStatus })}
          </Text>
        </div>
      )}
      <Group>
        <Button
          variant="default"
          leftSection={<IconStar size={16} />}
          disabled={isDefault}
          loading={makeDefault.isPending}
          onClick={() => makeDefault.mutate()}
        >
          {isDefault ? t('IS_DEFAULT_ORG') : t('MAKE_DEFAULT_ORG')}
        </Button>
        {user.abilities.includes('org.delete') && <OrgDeleteButton org={org} />}
      </Group>
      {user.abilities.includes('org.security') && <OrgTwoStepSwitch org={org} />}
      {user.abilities.includes('org.transfer') && <TransferOwnershipSection org={org} />}
    </Stack>
  );
}
