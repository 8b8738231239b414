import {
  type ApiTokenAccessLevel,
  type ApiTokenArea,
  ApiTokenAreas,
  type OrgApiTokenCreatedResponse,
  OrgApiTokenCreateRequest,
  type TokenExpiryDays,
} from '@eos/domain';
import { Group, Radio, Stack, Text } from '@mantine/core';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { useZodForm } from '../../../components/forms/useZodForm';
import { NewTokenFrame, useMakeToken } from '../../users/tokens/NewTokenPopup';
import { apiUrl, createOrgApiToken } from './api';

type Level = ApiTokenAccessLevel | 'none';
type Values = {
  name: string;
  levels: Record<ApiTokenArea, Level>;
  expiresInDays: TokenExpiryDays;
};

const LEVELS: { value: Level; label: string }[] = [
  { value: 'none', label: 'API_TOKENS_LEVEL_NONE' },
  { value: 'read', label: 'TOKENS_SCOPE_READ' },
  { value: 'write', label: 'TOKENS_SCOPE_READ_WRITE' },
];

/** What the form itself checks: the name and expiry (the scopes come from the per-area levels). */
const FormSchema = OrgApiTokenCreateRequest.pick({ name: true, expiresInDays: true });

/** The request the form's values make: the areas given a level, in the domain's order. */
function requestOf(values: Values): OrgApiTokenCreateRequest {
  return {
    name: values.name,
    expiresInDays: values.expiresInDays,
    scopes: ApiTokenAreas.flatMap((area) => {
      const level = values.levels[area];
      return level === 'none' ? [] : [{ area, level }];
    }),
  };
}

/**
 * 'New token' of the organization: a name, a level per area (none, read, read and write), an expiry;
 * then the secret, shown this once.
 */
export function NewApiTokenPopup({ orgId, onClose }: { orgId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useZodForm<Values>(FormSchema, {
    name: '',
    levels: Object.fromEntries(ApiTokenAreas.map((area) => [area, 'none'])) as Values['levels'],
    expiresInDays: 90,
  });
  const making = useMakeToken<OrgApiTokenCreatedResponse>(queryKeys.orgApiTokens(orgId));
  const submit = form.onSubmit((values) => {
    const body = requestOf(values);
    if (body.scopes.length === 0) return making.setAlert(t('ERR_TOKEN_NO_SCOPES'));
    return making.make(form, () => createOrgApiToken(body));
  });

  return (
    <NewTokenFrame making={making} texts="API_TOKENS" address={apiUrl()} form={form} submit={submit} onClose={onClose}>
      <div>
        <Text size="sm" fw={500} id="api-token-scopes">
          {t('API_TOKENS_SCOPES')}
        </Text>
        <Text size="xs" c="dimmed" mb={4}>
          {t('API_TOKENS_SCOPES_HINT')}
        </Text>
        <Stack role="group" aria-labelledby="api-token-scopes" gap="xs">
          {ApiTokenAreas.map((area) => (
            <Radio.Group
              key={area}
              label={t(`API_TOKENS_AREA_${area}`)}
              value={form.values.levels[area]}
              onChange={(value) => form.setFieldValue(`levels.${area}`, value as Level)}
            >
              <Group gap="md" mt={4}>
                {LEVELS.map((level) => (
                  <Radio key={level.value} value={level.value} label={t(level.label)} />
                ))}
              </Group>
            </Radio.Group>
          ))}
        </Stack>
      </div>
    </NewTokenFrame>
  );
}
