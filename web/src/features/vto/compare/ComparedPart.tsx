import type { RestorableVtoPart, VtoRevision } from '@eos/domain';
import { useTranslation } from '../../../app/i18n';
import { MarketingStrategyPart } from '../parts/MarketingStrategyPart';
import { PlanFigures, PlanGoals } from '../parts/PlanFigures';
import { PART_LABELS } from '../parts/partLabels';
import { QuarterRocks } from '../parts/QuarterRocks';
import { CoreFocusPart, CoreValuesPart, TenYearTargetPart, ThreeYearPicturePart } from '../parts/VisionParts';
import { NumberedList, VtoPart } from '../parts/VtoPart';

/** One part of one revision as a reader sees it: the V/TO page's read-only renderers, reused as they are. */
export function ComparedPart({ vto, part }: { vto: VtoRevision; part: RestorableVtoPart }) {
  const { t } = useTranslation();
  const { vision, traction } = vto;
  switch (part) {
    case 'coreValues':
      return <CoreValuesPart vision={vision} />;
    case 'coreFocus':
      return <CoreFocusPart focus={vision.coreFocus} />;
    case 'tenYearTarget':
      return <TenYearTargetPart target={vision.tenYearTarget} />;
    case 'targetMarkets':
      return <MarketingStrategyPart markets={vision.targetMarkets} />;
    case 'threeYearPicture':
      return <ThreeYearPicturePart picture={vision.threeYearPicture} />;
    case 'oneYearPlan': {
      const plan = traction.oneYearPlan;
      return (
        <VtoPart title={t(PART_LABELS.includeOneYearPlan)} emptyText={t('VTO_EMPTY_ONE_YEAR')} isEmpty={!plan}>
          {plan && (
            <>
              <PlanFigures plan={plan} />
              <PlanGoals label={t('VTO_GOALS_FOR_THE_YEAR')} goals={plan.goals} />
            </>
          )}
        </VtoPart>
      );
    }
    case 'quarterlyPlan': {
      const plan = traction.quarterlyPlan;
      return (
        <VtoPart title={t(PART_LABELS.includeRocks)} emptyText={t('VTO_EMPTY_ROCKS')} isEmpty={!plan}>
          {plan && (
            <>
              <PlanFigures plan={plan} />
              <QuarterRocks rocks={plan.rocksForTheQuarter} />
            </>
          )}
        </VtoPart>
      );
    }
    case 'longTermIssues': {
      const issues = traction.longTermIssueList.issues;
      return (
        <VtoPart
          title={t(PART_LABELS.includeIssuesList)}
          emptyText={t('VTO_EMPTY_ISSUES')}
          isEmpty={issues.length === 0}
        >
          <NumberedList items={issues} label={t(PART_LABELS.includeIssuesList)} />
        </VtoPart>
      );
    }
  }
}

/** The part's name, as the paper V/TO's headings (and the copy popup) call it. */
export const COMPARE_PART_LABELS: Record<RestorableVtoPart, string> = {
  coreValues: PART_LABELS.includeCoreValues,
  coreFocus: PART_LABELS.includeCoreFocus,
  tenYearTarget: PART_LABELS.includeTenYearTarget,
  targetMarkets: PART_LABELS.includeMarketingStrategy,
  threeYearPicture: PART_LABELS.includeThreeYearPicture,
  oneYearPlan: PART_LABELS.includeOneYearPlan,
  quarterlyPlan: PART_LABELS.includeRocks,
  longTermIssues: PART_LABELS.includeIssuesList,
};
