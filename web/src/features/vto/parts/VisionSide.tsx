import type { Vision } from '@eos/domain';
import { SimpleGrid, Stack } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { useVtoEditing } from '../editing/VtoEditContext';
import { CoreFocusEditor } from './CoreFocusEditor';
import { CoreValuesEditor } from './CoreValuesEditor';
import { MarketingStrategyEditor } from './MarketingStrategyEditor';
import { MarketingStrategyPart } from './MarketingStrategyPart';
import { PlanEditor } from './PlanEditor';
import { PART_LABELS } from './partLabels';
import { TenYearTargetEditor } from './TenYearTargetEditor';
import { CoreFocusPart, CoreValuesPart, TenYearTargetPart, ThreeYearPicturePart } from './VisionParts';

/**
 * The vision page of the paper V/TO: core values, core focus, 10-year target and marketing strategy
 * on the left, the 3-year picture on the right; one column on a phone. Editable in place for those
 * who may edit the revision, read-only for everyone else.
 */
export function VisionSide({ vision }: { vision: Vision }) {
  const { t } = useTranslation();
  const { canEdit } = useVtoEditing();
  return (
    <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
      <Stack gap="md" miw={0}>
        {canEdit ? <CoreValuesEditor vision={vision} /> : <CoreValuesPart vision={vision} />}
        {canEdit ? <CoreFocusEditor focus={vision.coreFocus} /> : <CoreFocusPart focus={vision.coreFocus} />}
        {canEdit ? (
          <TenYearTargetEditor target={vision.tenYearTarget} />
        ) : (
          <TenYearTargetPart target={vision.tenYearTarget} />
        )}
        {canEdit ? (
          <MarketingStrategyEditor markets={vision.targetMarkets} />
        ) : (
          <MarketingStrategyPart markets={vision.targetMarkets} />
        )}
      </Stack>
      {canEdit ? (
        <PlanEditor
          kind="three-year-picture"
          plan={vision.threeYearPicture}
          title={t(PART_LABELS.includeThreeYearPicture)}
          emptyText={t('VTO_EMPTY_THREE_YEAR')}
          startLabel={t('VTO_START_THREE_YEAR')}
          goalsLabel={t('VTO_WHAT_DOES_IT_LOOK_LIKE')}
        />
      ) : (
        <ThreeYearPicturePart picture={vision.threeYearPicture} />
      )}
    </SimpleGrid>
  );
}
