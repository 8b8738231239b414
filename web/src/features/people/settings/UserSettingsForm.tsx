import {
  displayName,
  InviteeRoles,
  NameDisplayStyles,
  normalizeDomain,
  type Org,
  type OrgUserSettings,
  OrgUserSettingsUpdateRequest,
} from '@eos/domain';
import { Alert, Button, Group, Select, Stack, TagsInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { errorText } from '../../../components/forms/errorText';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { useShellContext } from '../../../shell/useShellContext';
import { NAME_STYLE_KEYS, ROLE_KEYS } from '../labels';

const DOMAINS = 'freeDomains';

/** Typed domains as the server keeps them ('@Acme.com ' is acme.com), each once. */
function cleanDomains(values: string[]): string[] {
  return [...new Set(values.map(normalizeDomain).filter(Boolean))];
}

/**
 * The people defaults (001 §6, 002 §9): free company domains (billing holders edit them), the name
 * display style with a preview, the default invitee role. Owner and Admin save; everyone else reads.
 */
export function UserSettingsForm({ org, settings }: { org: Pick<Org, 'id' | 'name'>; settings: OrgUserSettings }) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const queryClient = useQueryClient();
  const canSave = user.abilities.includes('org.update');
  const canEditDomains = canSave && user.abilities.includes('billing.update');
  const form = useZodForm<OrgUserSettings>(OrgUserSettingsUpdateRequest, settings);

  const save = useMutation({
    mutationFn: (values: OrgUserSettings) =>
      api.put<{ settings: OrgUserSettings }>(`org/${org.id}/user-settings`, values, { quiet: true }),
    onSuccess: ({ settings: saved }) => {
      showSuccess(t('UPDATED', { 0: org.name }));
      queryClient.setQueryData(queryKeys.orgUserSettings(org.id), saved);
      form.setValues(saved);
      form.resetDirty(saved);
      // Who counts free, and how names read for people following the organization's style.
      void queryClient.invalidateQueries({ queryKey: queryKeys.freeDomains(org.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.paidUsers(org.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
    onError: (error) => {
      // VAL_INVALID_DOMAIN and VAL_PUBLIC_MAIL_DOMAIN come on freeDomains.<index>: shown on the field.
      const fields = [
        ...Object.keys(form.getValues()),
        ...form.getValues().freeDomains.map((_, i) => `${DOMAINS}.${i}`),
      ];
      if (applyServerErrors(form, error, fields) !== null) showSaveError(error);
    },
  });

  // Every message about the domains, naming the domain it is about, under the one tags field.
  const domainErrors = Object.entries(form.errors).flatMap(([path, message]) => {
    if (!message || (path !== DOMAINS && !path.startsWith(`${DOMAINS}.`))) return [];
    const domain = form.values.freeDomains[Number(path.slice(DOMAINS.length + 1))];
    const text = errorText(t, message);
    return [path === DOMAINS || domain === undefined ? text : t('USER_SETTINGS_DOMAIN_ERROR', { 0: domain, 1: text })];
  });

  const setDomains = (values: string[]) => {
    form.setErrors(Object.fromEntries(Object.entries(form.errors).filter(([path]) => !path.startsWith(DOMAINS))));
    form.setFieldValue(DOMAINS, cleanDomains(values));
  };

  const roleOptions = InviteeRoles.map((role) => ({ value: role, label: t(ROLE_KEYS[role]) }));
  const styleOptions = NameDisplayStyles.map((style) => ({
    value: style,
    label: t('USER_SETTINGS_STYLE_OPTION', { 0: t(NAME_STYLE_KEYS[style]), 1: displayName(user, style) }),
  }));

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
      <Stack gap="lg" maw={560}>
        {!canSave && (
          <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} aria-hidden />}>
            {t('USER_SETTINGS_READ_ONLY')}
          </Alert>
        )}
        <TagsInput
          label={t('USER_SETTINGS_FREE_DOMAINS')}
          description={[
            t('USER_SETTINGS_FREE_DOMAINS_DESCRIPTION'),
            canEditDomains && t('USER_SETTINGS_FREE_DOMAINS_HOW'),
            canSave && !canEditDomains && t('USER_SETTINGS_FREE_DOMAINS_READ_ONLY'),
          ]
            .filter(Boolean)
            .join(' ')}
          placeholder={
            canEditDomains
              ? t('USER_SETTINGS_FREE_DOMAINS_PLACEHOLDER')
              : form.values.freeDomains.length === 0
                ? t('USER_SETTINGS_NO_FREE_DOMAINS')
                : undefined
          }
          value={form.values.freeDomains}
          onChange={setDomains}
          readOnly={!canEditDomains}
          splitChars={[',', ' ', ';']}
          clearable={canEditDomains}
          error={domainErrors.length > 0 ? <span role="alert">{domainErrors.join(' ')}</span> : undefined}
        />
        <Select
          label={t('USER_SETTINGS_NAME_STYLE')}
          description={t('USER_SETTINGS_NAME_STYLE_DESCRIPTION', {
            0: displayName(user, form.values.nameDisplayStyle),
          })}
          data={styleOptions}
          allowDeselect={false}
          readOnly={!canSave}
          {...form.getInputProps('nameDisplayStyle')}
        />
        <Select
          label={t('USER_SETTINGS_DEFAULT_ROLE')}
          description={t('USER_SETTINGS_DEFAULT_ROLE_DESCRIPTION')}
          data={roleOptions}
          allowDeselect={false}
          readOnly={!canSave}
          {...form.getInputProps('defaultInviteeRole')}
        />
        {canSave && (
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              {t('SAVE')}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}
