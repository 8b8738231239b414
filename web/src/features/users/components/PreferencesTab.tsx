import {
  displayName,
  Locales,
  type NameDisplayStyle,
  NameDisplayStyles,
  type UserDetails,
  UserPreferencesUpdateRequest,
} from '@eos/domain';
import { Button, Group, Select, Stack } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { z } from 'zod';
import { api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { ThemePicker } from './ThemePicker';

type Preferences = z.infer<typeof UserPreferencesUpdateRequest>;

/** The select's value for 'follow the organization' (null in the request: a select option needs a string). */
const ORG_DEFAULT = 'org-default';

function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) ? zones : [current, ...zones];
}

/** Theme, language and locale, how names are shown, and the time zone. */
export function PreferencesTab({ user }: { user: UserDetails }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm<Preferences>(UserPreferencesUpdateRequest, {
    userLocale: (Locales as readonly string[]).includes(user.userLocale)
      ? (user.userLocale as Preferences['userLocale'])
      : 'en-US',
    nameDisplayStyle: user.nameDisplayStyle,
    timeZoneName: user.timeZoneName,
  });

  // Locale names in the current language, from the browser, so no pack has to list them.
  const locales = useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'language' });
    return Locales.map((locale) => ({ value: locale, label: names.of(locale) ?? locale }));
  }, [i18n.language]);
  // The user's own choice from the user details (the session's style is already resolved against the
  // organization's); 'Organization default' (saved as null) comes first.
  const nameStyles = [
    { value: ORG_DEFAULT, label: t('PREFS_ORG_DEFAULT') },
    ...NameDisplayStyles.map((style) => ({ value: style, label: displayName(user, style) })),
  ];
  const nameStyleInput = form.getInputProps('nameDisplayStyle');
  const zones = useMemo(() => timeZones(user.timeZoneName), [user.timeZoneName]);

  const save = useMutation({
    mutationFn: (values: Preferences) =>
      api.put<{ user: UserDetails }>(`user/details/${user.userId}/preferences`, values, { quiet: true }),
    onSuccess: ({ user: updated }) => {
      showSuccess(t('UPDATED', { 0: t('PREFERENCES') }));
      queryClient.setQueryData(queryKeys.userDetails(user.userId), updated);
      // Locale and name style are applied from the session.
      void queryClient.invalidateQueries({ queryKey: queryKeys.session });
    },
    onError: (error) => {
      if (applyServerErrors(form, error) !== null) showSaveError(error);
    },
  });

  return (
    <Stack gap="lg">
      <ThemePicker />
      <form onSubmit={form.onSubmit((values) => save.mutate(values))} noValidate>
        <Stack gap="sm">
          <Select
            label={t('LANGUAGE_LOCALE')}
            data={locales}
            allowDeselect={false}
            {...form.getInputProps('userLocale')}
          />
          <Select
            label={t('NAME_DISPLAY_STYLE')}
            data={nameStyles}
            allowDeselect={false}
            {...nameStyleInput}
            value={form.values.nameDisplayStyle ?? ORG_DEFAULT}
            onChange={(value) =>
              form.setFieldValue('nameDisplayStyle', value === ORG_DEFAULT ? null : (value as NameDisplayStyle))
            }
          />
          <Select
            label={t('TIME_ZONE')}
            data={zones}
            searchable
            allowDeselect={false}
            limit={50}
            {...form.getInputProps('timeZoneName')}
          />
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
