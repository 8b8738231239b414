import { Button, Skeleton, Text } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useCustomer } from '../api';
import { UpdateAccountInfoPopup } from '../popups/UpdateAccountInfoPopup';
import { SectionFrame } from './SectionFrame';

/** Account information: the email receipts and billing notices go to, and Edit. */
export function AccountSection() {
  const { t } = useTranslation();
  const customer = useCustomer();
  const [editing, setEditing] = useState(false);
  return (
    <SectionFrame
      title={t('BILLING_ACCOUNT_TITLE')}
      actions={
        <Button variant="default" leftSection={<IconPencil size={16} aria-hidden />} onClick={() => setEditing(true)}>
          {t('BILLING_EDIT_ACCOUNT')}
        </Button>
      }
    >
      <Text size="xs" c="dimmed" fw={500}>
        {t('BILLING_ACCOUNT_EMAIL')}
      </Text>
      {customer.isPending ? (
        <Skeleton height={20} width="40%" aria-busy="true" />
      ) : (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {customer.data ?? t(customer.isError ? 'BILLING_ACCOUNT_UNAVAILABLE' : 'BILLING_NO_ACCOUNT_EMAIL')}
        </Text>
      )}
      <UpdateAccountInfoPopup opened={editing} onClose={() => setEditing(false)} />
    </SectionFrame>
  );
}
