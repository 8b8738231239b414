import type { PersonalToken } from '@eos/domain';
import { Badge, Button, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { useSession } from '../../../app/session';
import { showSuccess } from '../../../app/toasts';
import { errorMessage } from '../../../components/forms/serverErrors';
import { FormAlert } from '../../auth/components/FormAlert';
import { formatInZone } from '../../traction/format';
import { revokeAccessToken, useAccessTokens } from './api';
import { NewTokenPopup } from './NewTokenPopup';

interface AccessTokensSectionProps {
  timeZoneName: string;
  locale: string;
}

/**
 * The Login tab's access tokens (docs/mcp.md): the user's own personal tokens in the current
 * organization, a new one (its secret shown once), and revoking one after a confirmation.
 */
export function AccessTokensSection({ timeZoneName, locale }: AccessTokensSectionProps) {
  const { t } = useTranslation();
  const session = useSession().data;
  const orgId = session?.orgId ?? null;
  const org = session?.user?.orgs.find((o) => o.id === orgId);
  const canWrite = session?.user?.abilities.includes('items.write') ?? false;
  const [creating, setCreating] = useState(false);
  const [revoking, setRevoking] = useState<PersonalToken | null>(null);

  return (
    <section aria-labelledby="access-tokens-title">
      <Title order={3} size="h5" mb={4} id="access-tokens-title">
        {t('TOKENS_TITLE')}
      </Title>
      {orgId && org ? (
        <>
          <Text size="sm" mb="xs">
            {t('TOKENS_INTRO', { 0: org.name })}
          </Text>
          <TokenList orgId={orgId} format={(iso) => formatInZone(iso, timeZoneName, locale)} onRevoke={setRevoking} />
          <Button mt="sm" leftSection={<IconKey size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('TOKENS_NEW')}
          </Button>
          {creating && <NewTokenPopup orgId={orgId} canWrite={canWrite} onClose={() => setCreating(false)} />}
          {revoking && <RevokeTokenPopup orgId={orgId} token={revoking} onClose={() => setRevoking(null)} />}
        </>
      ) : (
        <Text size="sm">{t('TOKENS_NO_ORG')}</Text>
      )}
    </section>
  );
}

function TokenList({
  orgId,
  format,
  onRevoke,
}: {
  orgId: string;
  format: (iso: string) => string;
  onRevoke: (token: PersonalToken) => void;
}) {
  const { t } = useTranslation();
  const tokens = useAccessTokens(orgId);
  if (tokens.isPending) return <Skeleton h={80} />;
  if (!tokens.data) return <Text size="sm">{t('TOKENS_UNAVAILABLE')}</Text>;
  if (tokens.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('TOKENS_EMPTY')}
      </Text>
    );
  return (
    <Stack
      component="ul"
      gap="xs"
      aria-labelledby="access-tokens-title"
      style={{ listStyle: 'none', margin: 0, padding: 0 }}
    >
      {tokens.data.map((token) => (
        <Paper component="li" key={token.id} withBorder p="sm">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600} style={{ wordBreak: 'break-word' }}>
                  {token.name}
                </Text>
                <Badge variant="outline" color={token.scope === 'read-write' ? 'red.9' : 'gray.7'}>
                  {t(token.scope === 'read-write' ? 'TOKENS_SCOPE_READ_WRITE' : 'TOKENS_SCOPE_READ')}
                </Badge>
              </Group>
              <Text size="xs" c="dimmed" ff="monospace">
                {token.prefix}…
              </Text>
            </div>
            <Button
              variant="outline"
              color="red.9"
              size="compact-sm"
              style={{ flexShrink: 0 }}
              onClick={() => onRevoke(token)}
              aria-label={t('TOKENS_REVOKE_NAMED', { 0: token.name })}
            >
              {t('TOKENS_REVOKE')}
            </Button>
          </Group>
          <SimpleGrid component="dl" cols={{ base: 1, xs: 3 }} spacing={4} mt="xs" style={{ margin: 0 }}>
            <Fact label={t('TOKENS_CREATED')} value={format(token.created)} />
            <Fact
              label={t('TOKENS_EXPIRES')}
              value={token.isExpired ? t('TOKENS_EXPIRED', { 0: format(token.expires) }) : format(token.expires)}
              alert={token.isExpired}
            />
            <Fact
              label={t('TOKENS_LAST_USED')}
              value={token.lastUsed ? format(token.lastUsed) : t('TOKENS_NEVER_USED')}
            />
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

function Fact({ label, value, alert }: { label: string; value: string; alert?: boolean }) {
  return (
    <div>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} c={alert ? 'red.9' : undefined}>
        {value}
      </Text>
    </div>
  );
}

/** Revoking asks first: an assistant that uses the token loses access at once. */
function RevokeTokenPopup({ orgId, token, onClose }: { orgId: string; token: PersonalToken; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const revoke = async () => {
    setAlert(null);
    setBusy(true);
    try {
      await revokeAccessToken(token.id);
      await queryClient.invalidateQueries({ queryKey: queryKeys.accessTokens(orgId) });
      showSuccess(t('TOKENS_REVOKED'));
      onClose();
    } catch (error) {
      setAlert(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t('TOKENS_REVOKE_TITLE')} centered>
      <Stack gap="md">
        <Text size="sm">{t('TOKENS_REVOKE_TEXT', { 0: token.name })}</Text>
        <FormAlert message={alert} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('CANCEL')}
          </Button>
          <Button color="red.9" loading={busy} onClick={() => void revoke()}>
            {t('TOKENS_REVOKE')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
