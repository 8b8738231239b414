import { Alert, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useRouteModalClose } from '../../../components/RouteModal';

/** 002 §4: with no paid license there is nothing to buy; the owner upgrades a member on the License tab first. */
export function NoPaidLicense({ orgId }: { orgId: string }) {
  const { t } = useTranslation();
  const close = useRouteModalClose();
  return (
    <Alert color="yellow" variant="light" title={t('BILLING_NO_PAID_LICENSE_TITLE')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('BILLING_NO_PAID_LICENSE')}</Text>
        <Button variant="default" size="xs" onClick={() => close(`/org/detail/${orgId}/license`)}>
          {t('BILLING_GO_TO_LICENSE')}
        </Button>
      </Stack>
    </Alert>
  );
}
