import type { Traction } from '@eos/domain';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useVtoEditing } from '../editing/VtoEditContext';
import { PlanEditor } from './PlanEditor';
import { PlanFigures, PlanGoals } from './PlanFigures';
import { PART_LABELS } from './partLabels';
import { QuarterRocks } from './QuarterRocks';
import { QuarterRocksEditor } from './QuarterRocksEditor';
import { VtoPart } from './VtoPart';

/** The top of the traction page: the 1-year plan beside the quarter's plan and Rocks. */
export function TractionPlans({ traction }: { traction: Traction }) {
  const { t } = useTranslation();
  const { canEdit } = useVtoEditing();
  const { oneYearPlan, quarterlyPlan } = traction;
  if (canEdit)
    return (
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        <PlanEditor
          kind="one-year-plan"
          plan={oneYearPlan}
          title={t(PART_LABELS.includeOneYearPlan)}
          emptyText={t('VTO_EMPTY_ONE_YEAR')}
          startLabel={t('VTO_START_ONE_YEAR')}
          goalsLabel={t('VTO_GOALS_FOR_THE_YEAR')}
        />
        <PlanEditor
          kind="quarterly-plan"
          plan={quarterlyPlan}
          title={t(PART_LABELS.includeRocks)}
          emptyText={t('VTO_EMPTY_ROCKS')}
          startLabel={t('VTO_START_QUARTER')}
          goalsLabel=""
        >
          {quarterlyPlan && <QuarterRocksEditor plan={quarterlyPlan} />}
        </PlanEditor>
      </SimpleGrid>
    );
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <VtoPart title={t(PART_LABELS.includeOneYearPlan)} emptyText={t('VTO_EMPTY_ONE_YEAR')} isEmpty={!oneYearPlan}>
        {oneYearPlan && (
          <>
            <PlanFigures plan={oneYearPlan} />
            <PlanGoals label={t('VTO_GOALS_FOR_THE_YEAR')} goals={oneYearPlan.goals} />
          </>
        )}
      </VtoPart>
      <VtoPart
        title={t(PART_LABELS.includeRocks)}
        emptyText={t('VTO_EMPTY_ROCKS')}
        isEmpty={!quarterlyPlan || (quarterlyPlan.rocksForTheQuarter.length === 0 && !quarterlyPlan.futureDate)}
      >
        {quarterlyPlan && (
          <>
            <PlanFigures plan={quarterlyPlan} />
            <QuarterRocks rocks={quarterlyPlan.rocksForTheQuarter} />
          </>
        )}
      </VtoPart>
    </SimpleGrid>
  );
}
