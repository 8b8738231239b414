import { Button, Group, Skeleton, Table, Text, Title } from '@mantine/core';
import { IconShieldLock } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { formatInZone } from '../../traction/format';
import { useTwoStepStatus } from './api';
import { EnrolTwoStepPopup } from './EnrolTwoStepPopup';
import { type TwoStepAction, TwoStepConfirmPopup } from './TwoStepConfirmPopup';

interface TwoStepSectionProps {
  email: string;
  timeZoneName: string;
  locale: string;
}

/** The Login tab's two-step verification: on or off, turn it on (enrolment), new recovery codes, off. */
export function TwoStepSection({ email, timeZoneName, locale }: TwoStepSectionProps) {
  const { t } = useTranslation();
  const status = useTwoStepStatus();
  const [enrolling, setEnrolling] = useState(false);
  const [confirming, setConfirming] = useState<TwoStepAction | null>(null);

  let body: ReactNode;
  if (status.isPending) body = <Skeleton h={80} />;
  else if (!status.data) body = <Text size="sm">{t('TWO_STEP_UNAVAILABLE')}</Text>;
  else {
    const { enabled, enabledAt, recoveryCodesLeft, hasPassword } = status.data;
    body = (
      <>
        <Table variant="vertical" layout="fixed" withTableBorder>
          <Table.Tbody>
            <Table.Tr>
              <Table.Th w={160} scope="row">
                {t('TWO_STEP_STATUS')}
              </Table.Th>
              <Table.Td>
                {enabled && enabledAt
                  ? t('TWO_STEP_ON_SINCE', { 0: formatInZone(enabledAt, timeZoneName, locale) })
                  : t('TWO_STEP_OFF')}
              </Table.Td>
            </Table.Tr>
            {enabled && (
              <Table.Tr>
                <Table.Th scope="row">{t('TWO_STEP_RECOVERY_LEFT')}</Table.Th>
                <Table.Td>{recoveryCodesLeft}</Table.Td>
              </Table.Tr>
            )}
          </Table.Tbody>
        </Table>
        <Group gap="xs" mt="sm">
          {enabled ? (
            <>
              <Button variant="default" onClick={() => setConfirming('recovery-codes')}>
                {t('TWO_STEP_NEW_CODES')}
              </Button>
              <Button variant="outline" color="red.9" onClick={() => setConfirming('disable')}>
                {t('TWO_STEP_TURN_OFF')}
              </Button>
            </>
          ) : (
            <Button leftSection={<IconShieldLock size={16} aria-hidden />} onClick={() => setEnrolling(true)}>
              {t('TWO_STEP_TURN_ON')}
            </Button>
          )}
        </Group>
        {confirming && (
          <TwoStepConfirmPopup
            action={confirming}
            hasPassword={hasPassword}
            email={email}
            onClose={() => setConfirming(null)}
          />
        )}
      </>
    );
  }

  return (
    <section aria-labelledby="two-step-title">
      <Title order={3} size="h5" mb={4} id="two-step-title">
        {t('TWO_STEP_TITLE')}
      </Title>
      <Text size="sm" mb="xs">
        {t('TWO_STEP_INTRO')}
      </Text>
      {body}
      {enrolling && <EnrolTwoStepPopup email={email} onClose={() => setEnrolling(false)} />}
    </section>
  );
}
