import type { TargetMarket } from '@eos/domain';
import { Divider, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from '../../../app/i18n';
import { RichHtml } from '../../../components/RichHtml';
import { PART_LABELS } from './partLabels';
import { hasText, Labelled, NumberedList, VtoPart } from './VtoPart';

/** Marketing strategy: each target market with its uniques, proven process and guarantee. */
export function MarketingStrategyPart({ markets }: { markets: TargetMarket[] }) {
  const { t } = useTranslation();
  return (
    <VtoPart
      title={t(PART_LABELS.includeMarketingStrategy)}
      emptyText={t('VTO_EMPTY_MARKETING')}
      isEmpty={markets.length === 0}
    >
      {markets.map((market, index) => (
        <Fragment key={market.id}>
          {index > 0 && <Divider />}
          {markets.length > 1 && market.title && (
            <Text size="sm" fw={600}>
              {market.title}
            </Text>
          )}
          <Labelled label={t('VTO_TARGET_MARKET')}>
            {hasText(market.targetMarketHtml) ? <RichHtml html={market.targetMarketHtml} /> : <NotSet />}
          </Labelled>
          <Labelled label={t('VTO_UNIQUES')}>
            {market.uniques.length > 0 ? <NumberedList items={market.uniques} label={t('VTO_UNIQUES')} /> : <NotSet />}
          </Labelled>
          <Labelled label={t('VTO_PROVEN_PROCESS')}>
            {hasText(market.provenProcessHtml) ? <RichHtml html={market.provenProcessHtml} /> : <NotSet />}
          </Labelled>
          <Labelled label={t('VTO_GUARANTEE')}>
            {hasText(market.guaranteeHtml) ? <RichHtml html={market.guaranteeHtml} /> : <NotSet />}
          </Labelled>
        </Fragment>
      ))}
    </VtoPart>
  );
}

function NotSet() {
  const { t } = useTranslation();
  return (
    <Text size="sm" c="dimmed">
      {t('VTO_NOT_SET')}
    </Text>
  );
}
