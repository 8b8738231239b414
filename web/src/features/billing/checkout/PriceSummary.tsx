import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';

interface PriceSummaryProps {
  seats: number;
  /** One seat's price for the chosen plan's period, written out. */
  seatPrice: string;
  subTotal: string;
  /** The tax written out, or why it is not known yet. */
  tax: ReactNode;
  /** The promo code's discount written out, when one is applied. */
  discount: { code: string; amount: string } | null;
  /** Null while the tax is not known. */
  total: string | null;
}

/** The price: seats times the plan's price, the tax on the card's billing address, and the total. */
export function PriceSummary({ seats, seatPrice, subTotal, discount, tax, total }: PriceSummaryProps) {
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
          {discount && (
            <Table.Tr>
              <Table.Th scope="row" fw={400}>
                {t('BILLING_DISCOUNT_LINE', { 0: discount.code })}
              </Table.Th>
              <Table.Td ta="right">−{discount.amount}</Table.Td>
            </Table.Tr>
          )}
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
    </div>
  );
}
