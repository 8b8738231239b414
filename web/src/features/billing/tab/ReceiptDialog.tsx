import type { Invoice } from '@eos/domain';
import { Button, Divider, Group, Modal, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import classes from './Receipt.module.css';

interface ReceiptDialogProps {
  invoice: Invoice | null;
  orgName: string;
  money: (cents: number) => string;
  formatDate: (iso: string) => string;
  onClose: () => void;
}

/** A printable receipt of one invoice: Print prints the receipt alone (Receipt.module.css). */
export function ReceiptDialog({ invoice, orgName, money, formatDate, onClose }: ReceiptDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal opened={invoice !== null} onClose={onClose} title={t('BILLING_RECEIPT')} centered size="md">
      {invoice && (
        <Stack gap="md">
          <div className={classes.receipt}>
            <Stack gap="sm">
              <Title order={3} size="h4" className={classes.value}>
                {orgName}
              </Title>
              <Text size="sm" c="dimmed">
                {t('BILLING_RECEIPT_FOR', { 0: formatDate(invoice.issueDate) })}
              </Text>
              <Divider />
              <SimpleGrid cols={2} spacing="xs" verticalSpacing={6}>
                <Text size="sm" fw={500}>
                  {t('BILLING_INVOICE_ID')}
                </Text>
                <Text size="sm" className={classes.value}>
                  {invoice.id}
                </Text>
                <Text size="sm" fw={500}>
                  {t('BILLING_ISSUE_DATE')}
                </Text>
                <Text size="sm">{formatDate(invoice.issueDate)}</Text>
                <Text size="sm" fw={500}>
                  {t('BILLING_DUE_DATE')}
                </Text>
                <Text size="sm">{formatDate(invoice.dueDate)}</Text>
                <Text size="sm" fw={500}>
                  {t('BILLING_AMOUNT')}
                </Text>
                <Text size="sm">{money(invoice.totalAmount)}</Text>
                <Text size="sm" fw={500}>
                  {t('BILLING_INVOICE_STATUS')}
                </Text>
                <Text size="sm">{t(`BILLING_INVOICE_${invoice.invoiceStatus.toUpperCase()}`)}</Text>
              </SimpleGrid>
            </Stack>
          </div>
          <Group justify="flex-end" gap="sm" className={classes.noPrint}>
            <Button variant="default" onClick={onClose}>
              {t('CLOSE')}
            </Button>
            <Button leftSection={<IconPrinter size={16} aria-hidden />} onClick={() => window.print()}>
              {t('BILLING_PRINT')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
