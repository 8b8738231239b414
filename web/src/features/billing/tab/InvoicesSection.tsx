import type { Invoice, InvoiceStatus } from '@eos/domain';
import { Badge, Button, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useInvoices } from '../api';
import { ReceiptDialog } from './ReceiptDialog';
import { SectionFrame } from './SectionFrame';

const STATUS_COLOR: Record<InvoiceStatus, string> = {
  Paid: 'green.9',
  Open: 'yellow.9',
  Failed: 'red.9',
  Void: 'gray',
};

interface InvoicesSectionProps {
  orgName: string;
  money: (cents: number) => string;
  formatDate: (iso: string) => string;
}

/** Invoices, newest first: date, amount, status and a printable receipt of each. */
export function InvoicesSection({ orgName, money, formatDate }: InvoicesSectionProps) {
  const { t } = useTranslation();
  const invoices = useInvoices();
  const [shown, setShown] = useState<Invoice | null>(null);
  const items = invoices.data ?? [];

  return (
    <SectionFrame title={t('BILLING_INVOICES')}>
      {invoices.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Skeleton height={20} />
          <Skeleton height={20} />
          <Skeleton height={20} />
        </Stack>
      ) : items.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t(invoices.isError ? 'BILLING_INVOICES_UNAVAILABLE' : 'BILLING_NO_INVOICES')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing="xs" aria-label={t('BILLING_INVOICES')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('BILLING_ISSUE_DATE')}</Table.Th>
                <Table.Th>{t('BILLING_AMOUNT')}</Table.Th>
                <Table.Th>{t('BILLING_INVOICE_STATUS')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('BILLING_RECEIPT')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {items.map((invoice) => (
                <Table.Tr key={invoice.id}>
                  <Table.Td>{formatDate(invoice.issueDate)}</Table.Td>
                  <Table.Td>{money(invoice.totalAmount)}</Table.Td>
                  <Table.Td>
                    <Badge variant="dot" color={STATUS_COLOR[invoice.invoiceStatus]} size="sm">
                      {t(`BILLING_INVOICE_${invoice.invoiceStatus.toUpperCase()}`)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button
                      size="xs"
                      variant="default"
                      onClick={() => setShown(invoice)}
                      aria-label={t('BILLING_RECEIPT_OF', { 0: formatDate(invoice.issueDate) })}
                    >
                      {t('BILLING_RECEIPT')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <ReceiptDialog
        invoice={shown}
        orgName={orgName}
        money={money}
        formatDate={formatDate}
        onClose={() => setShown(null)}
      />
    </SectionFrame>
  );
}
