import type { OrgApiToken } from '@eos/domain';
import { Badge, Button, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useState } from 'react';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { useSession } from '../../../app/session';
import { formatInZone } from '../../traction/format';
import { Fact, RevokeTokenPopup, TokenCards } from '../../users/tokens/AccessTokensSection';
import { revokeOrgApiToken, useOrgApiTokens } from './api';
import { NewApiTokenPopup } from './NewApiTokenPopup';

interface ApiTokensTabProps {
  orgId: string;
  orgName: string;
}

/**
 * Organization settings -> API tokens (issue 22; Owners and Admins, while the enable-api-switch flag is
 * on): the organization's tokens with their scopes, dates, last use and maker; a new one (its secret
 * shown once); revoking one after a confirmation. A token revoked because its maker left or lost the
 * role stays listed, marked so, until someone removes it from the list.
 */
export function ApiTokensTab({ orgId, orgName }: ApiTokensTabProps) {
  const { t } = useTranslation();
  const user = useSession().data?.user;
  const format = (iso: string) => formatInZone(iso, user?.timeZoneName ?? 'UTC', user?.userLocale ?? 'en-US');
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<OrgApiToken | null>(null);
  const tokens = useOrgApiTokens(orgId);

  return (
    <section aria-labelledby="api-tokens-title">
      <Title order={2} size="h4" mb={4} id="api-tokens-title">
        {t('ORG_TAB_API_TOKENS')}
      </Title>
      <Text size="sm" mb="xs">
        {t('API_TOKENS_INTRO', { 0: orgName })}
      </Text>
      <TokenCards
        query={tokens}
        titleId="api-tokens-title"
        texts="API_TOKENS"
        format={format}
        onRevoke={setRevoking}
        removable={(token) => Boolean(token.revokedReason)}
        badges={(token) => [
          token.revokedReason && (
            // The reason is the point: it wraps on a phone instead of being cut short.
            <Badge
              key="revoked"
              color="red.9"
              h="auto"
              styles={{ label: { whiteSpace: 'normal', overflow: 'visible', textOverflow: 'clip' } }}
            >
              {t(`API_TOKENS_REVOKED_${token.revokedReason === 'maker-role' ? 'ROLE' : 'LEFT'}`)}
            </Badge>
          ),
          ...token.scopes.map((scope) => (
            <Badge key={scope.area} variant="outline" color={scope.level === 'write' ? 'red.9' : 'gray.7'}>
              {t(`API_TOKENS_AREA_${scope.area}`)}:{' '}
              {t(scope.level === 'write' ? 'TOKENS_SCOPE_READ_WRITE' : 'TOKENS_SCOPE_READ')}
            </Badge>
          )),
        ]}
        facts={(token) => (
          <Fact label={t('API_TOKENS_CREATED_BY')} value={token.createdBy?.name || t('API_TOKENS_CREATOR_GONE')} />
        )}
      />
      <Button mt="sm" leftSection={<IconKey size={16} aria-hidden />} onClick={() => setCreating(true)}>
        {t('TOKENS_NEW')}
      </Button>
      {creating && <NewApiTokenPopup orgId={orgId} onClose={() => setCreating(false)} />}
      {revoking && (
        <RevokeTokenPopup
          name={revoking.name}
          revoke={() => revokeOrgApiToken(revoking.id)}
          queryKey={queryKeys.orgApiTokens(orgId)}
          texts={revoking.revokedReason ? 'API_TOKENS_GONE' : 'API_TOKENS'}
          onClose={() => setRevoking(null)}
        />
      )}
    </section>
  );
}
