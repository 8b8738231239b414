import { Button, Group, Text } from '@mantine/core';
import { useEffect } from 'react';
import { Link, useParams } from 'react-router';
import { hasNoOrg } from '../../../app/guard';
import { useTranslation } from '../../../app/i18n';
import { useOpenModalRoute } from '../../../app/modalRoutes';
import { PageHeader } from '../../../components/PageHeader';
import { useShellContext } from '../../../shell/useShellContext';
import { savePendingPromo } from '../../subscription-banner/pendingPromo';

/**
 * The entry pages (/welcome/tools, /welcome/tools/user, /referral/{code}, /discount/{code}): signed in,
 * no organization needed. They welcome the user and lead to creating or opening an organization.
 */
export default function WelcomeToolsPage() {
  const { t } = useTranslation();
  const { session, user } = useShellContext();
  const { referralCode, discountCode } = useParams();
  const openModalRoute = useOpenModalRoute();
  const noOrg = hasNoOrg(session);
  // The code waits for an organization this person bills for (features/subscription-banner/pendingPromo).
  const code = discountCode ?? referralCode;
  useEffect(() => {
    if (code && session.billingEnabled) savePendingPromo(code);
  }, [code, session.billingEnabled]);
  return (
    <>
      <PageHeader title={t('WELCOME_TITLE', { 0: user.firstName })} />
      <Text maw={560}>{noOrg ? t('ERR_NO_ORG') : t('WELCOME_HAS_ORG')}</Text>
      {referralCode && <Text mt="sm">{t('WELCOME_REFERRAL', { 0: referralCode })}</Text>}
      {discountCode && <Text mt="sm">{t('WELCOME_DISCOUNT', { 0: discountCode })}</Text>}
      <Group mt="lg">
        {noOrg ? (
          <Button onClick={() => openModalRoute('/org/create')}>{t('CREATE_ORGANIZATION')}</Button>
        ) : (
          <Button component={Link} to="/">
            {t('GO_HOME')}
          </Button>
        )}
      </Group>
    </>
  );
}
