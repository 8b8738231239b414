import type { PersonalToken } from '@eos/domain';
import { Badge, Button, Group, Modal, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconKey } from '@tabler/icons-react';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { queryKeys } from '../../../api/keys';
import { useTranslation } from '../../../app/i18n';
import { useSession } from '../../../app/session';
import { showSuccess } from '../../../app/toasts';
import { errorMessage } from '../../../components/forms/serverErrors';
import { FormAlert } from '../../auth/components/FormAlert';
import { formatInZone } from '../../traction/format';
import { revokeAccessToken, useAccessTokens } from './api';
import { NewTokenPopup, type TokenTexts } from './NewTokenPopup';

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
  const tokens = useAccessTokens(orgId ?? '', orgId !== null);

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
          <TokenCards
            query={tokens}
            titleId="access-tokens-title"
            texts="TOKENS"
            format={(iso) => formatInZone(iso, timeZoneName, locale)}
            onRevoke={setRevoking}
            badges={(token) => (
              <Badge variant="outline" color={token.scope === 'read-write' ? 'red.9' : 'gray.7'}>
                {t(token.scope === 'read-write' ? 'TOKENS_SCOPE_READ_WRITE' : 'TOKENS_SCOPE_READ')}
              </Badge>
            )}
          />
          <Button mt="sm" leftSection={<IconKey size={16} aria-hidden />} onClick={() => setCreating(true)}>
            {t('TOKENS_NEW')}
          </Button>
          {creating && <NewTokenPopup orgId={orgId} canWrite={canWrite} onClose={() => setCreating(false)} />}
          {revoking && (
            <RevokeTokenPopup
              name={revoking.name}
              revoke={() => revokeAccessToken(revoking.id)}
              queryKey={queryKeys.accessTokens(orgId)}
              texts="TOKENS"
              onClose={() => setRevoking(null)}
            />
          )}
        </>
      ) : (
        <Text size="sm">{t('TOKENS_NO_ORG')}</Text>
      )}
    </section>
  );
}

/** What every token's card shows. */
interface TokenBase {
  id: string;
  name: string;
  prefix: string;
  created: string;
  expires: string;
  lastUsed: string | null;
  isExpired: boolean;
}

/**
 * A list of tokens as cards (personal ones, the organization's): name, scope badges, the secret's start,
 * Revoke, and the dates; loading, failed and empty states.
 */
export function TokenCards<T extends TokenBase>({
  query,
  titleId,
  texts,
  format,
  onRevoke,
  badges,
  facts,
  removable,
}: {
  query: { isPending: boolean; data?: T[] };
  /** The id of the heading that names the list. */
  titleId: string;
  texts: TokenTexts;
  format: (iso: string) => string;
  onRevoke: (token: T) => void;
  badges: (token: T) => ReactNode;
  /** More facts after the dates. */
  facts?: (token: T) => ReactNode;
  /** A token that is revoked already: its button removes it from the list instead. */
  removable?: (token: T) => boolean;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Skeleton h={80} />;
  if (!query.data) return <Text size="sm">{t(`${texts}_UNAVAILABLE`)}</Text>;
  if (query.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t(`${texts}_EMPTY`)}
      </Text>
    );
  return (
    <Stack component="ul" gap="xs" aria-labelledby={titleId} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {query.data.map((token) => (
        <Paper component="li" key={token.id} withBorder p="sm">
          <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
            <div style={{ minWidth: 0 }}>
              <Group gap="xs">
                <Text fw={600} style={{ wordBreak: 'break-word' }}>
                  {token.name}
                </Text>
                {badges(token)}
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
              aria-label={t(removable?.(token) ? 'TOKENS_REMOVE_NAMED' : 'TOKENS_REVOKE_NAMED', { 0: token.name })}
            >
              {t(removable?.(token) ? 'TOKENS_REMOVE' : 'TOKENS_REVOKE')}
            </Button>
          </Group>
          <SimpleGrid
            component="dl"
            cols={{ base: 1, xs: facts ? 2 : 3, md: facts ? 4 : 3 }}
            spacing={4}
            mt="xs"
            style={{ margin: 0 }}
          >
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
            {facts?.(token)}
          </SimpleGrid>
        </Paper>
      ))}
    </Stack>
  );
}

/** One labelled value of a token card (a dt and its dd). */
export function Fact({ label, value, alert }: { label: string; value: string; alert?: boolean }) {
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

/** Revoking asks first: an assistant or script that uses the token loses access at once. */
export function RevokeTokenPopup({
  name,
  revoke: send,
  queryKey,
  texts,
  onClose,
}: {
  name: string;
  revoke: () => Promise<unknown>;
  /** The list to refresh once it is revoked. */
  queryKey: QueryKey;
  /** Which tokens' texts (TOKENS_REVOKE_TITLE, API_TOKENS_REVOKE_TITLE, or API_TOKENS_GONE_… to remove a revoked one). */
  texts: TokenTexts | 'API_TOKENS_GONE';
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [alert, setAlert] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const revoke = async () => {
    setAlert(null);
    setBusy(true);
    try {
      await send();
      await queryClient.invalidateQueries({ queryKey });
      showSuccess(t(`${texts}_REVOKED`));
      onClose();
    } catch (error) {
      setAlert(errorMessage(error));
      setBusy(false);
    }
  };

  return (
    <Modal opened onClose={onClose} title={t(`${texts}_REVOKE_TITLE`)} centered>
      <Stack gap="md">
        <Text size="sm">{t(`${texts}_REVOKE_TEXT`, { 0: name })}</Text>
        <FormAlert message={alert} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('CANCEL')}
          </Button>
          <Button color="red.9" loading={busy} onClick={() => void revoke()}>
            {t(texts === 'API_TOKENS_GONE' ? 'TOKENS_REMOVE' : 'TOKENS_REVOKE')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
