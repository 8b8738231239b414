import type { TargetMarket } from '@eos/domain';
import { Divider, Text } from '@mantine/core';
import { Fragment } from 'react';
import { useTranslation } from '../../../app/i18n';
import { AddEntryForm } from '../editing/AddEntryForm';
import { EditablePart } from '../editing/EditablePart';
import { usePartAction } from '../editing/usePartAction';
import { useVtoWrite } from '../editing/vtoWrites';
import { PART_LABELS } from './partLabels';
import { TargetMarketEditor } from './TargetMarketEditor';

/** Marketing strategy in place: one or more target markets, each with its uniques, process and guarantee. */
export function MarketingStrategyEditor({ markets }: { markets: TargetMarket[] }) {
  const { t } = useTranslation();
  const write = useVtoWrite();
  const action = usePartAction();
  return (
    <EditablePart title={t(PART_LABELS.includeMarketingStrategy)}>
      {markets.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('VTO_EMPTY_MARKETING')}
        </Text>
      )}
      {markets.map((market, index) => (
        <Fragment key={market.id}>
          {index > 0 && <Divider />}
          <TargetMarketEditor market={market} />
        </Fragment>
      ))}
      <Divider />
      <AddEntryForm
        label={t(markets.length === 0 ? 'VTO_START_MARKETING' : 'VTO_ADD_TARGET_MARKET')}
        maxLength={100}
        busy={action.busy}
        onAdd={(title) =>
          action.run(() =>
            write('post', 'target-market', { title, targetMarketHtml: '', provenProcessHtml: '', guaranteeHtml: '' }),
          )
        }
      />
    </EditablePart>
  );
}
