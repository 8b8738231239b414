import { Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';

interface PriceSummaryProps {
  seats: number;
  /** One seat's price for the chosen plan's period, written out. */
  seatPrice: string;
  subTotal: string;
  /** The tax written out, or why it is not known yet. */
  tax: ReactNode;
  /** Null while the tax is not known. */
  total: string | null;
  discountNote: boolean;
}

/** The price: seats times the plan's price, the tax on the card's billing address, and the total. */
export function PriceSummary({ seats, seatPrice, subTotal, tax, total, discountNote }: PriceSummaryProps) {
  const { t } = useTranslation();
  return (
    <div>
      <Table withRowBorders={false} verticalSpacing={4} horizontalSpacing={0} aria-label={t('BILLING_PRICE')}>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              {t('BILLING_SUBTOTAL_LINE', { 0: seats, 1: seatPrice })}
            </Table.Th>
            <Table.Td ta="right">{subTotal}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th scope="row" fw={400}>
              {t('BILLING_TAX')}
            </Table.Th>
            <Table.Td ta="right">{tax}</Table.Td>
          </Table.Tr>
          <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
            <Table.Th scope="row">{t('BILLING_TOTAL')}</Table.Th>
            <Table.Td ta="right" fw={700}>
              {total ?? '—'}
            </Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {discountNote && (
        <Text size="xs" c="dimmed">
          {t('BILLING_DISCOUNT_AT_PAYMENT')}
        </Text>
      )}
    </div>
  );
}
