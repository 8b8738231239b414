import type { OneYearPlan, ThreeYearPicture } from '@eos/domain';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';
import { EditableList } from '../editing/EditableList';
import { EditablePart } from '../editing/EditablePart';
import { PlanFields } from '../editing/PlanFields';
import { PlanMetrics } from '../editing/PlanMetrics';
import { newPlanBody, type PlanKind } from '../editing/planPaths';
import { StartPartButton } from '../editing/StartPartButton';
import { Labelled } from './VtoPart';

interface PlanEditorProps {
  kind: PlanKind;
  plan: ThreeYearPicture | OneYearPlan | null;
  title: string;
  emptyText: string;
  startLabel: string;
  goalsLabel: string;
  /** The quarterly plan's Rocks, below its goals. */
  children?: ReactNode;
}

/**
 * The 3-year picture, the 1-year plan or the quarterly plan in place: date and notes, revenue,
 * profit and measurables, then the goals ('What does it look like?', the year's goals).
 */
export function PlanEditor({ kind, plan, title, emptyText, startLabel, goalsLabel, children }: PlanEditorProps) {
  const { t } = useTranslation();
  if (!plan)
    return (
      <EditablePart title={title}>
        <StartPartButton emptyText={emptyText} label={startLabel} path={kind} body={newPlanBody(kind)} />
      </EditablePart>
    );
  const notes = 'notes' in plan ? plan.notes : plan.futureDateNotes;
  return (
    <EditablePart
      title={title}
      removePath={`${kind}/${plan.id}`}
      removeNote={kind === 'quarterly-plan' ? t('VTO_REMOVE_QUARTER_NOTE') : undefined}
    >
      <PlanFields kind={kind} planId={plan.id} futureDate={plan.futureDate} notes={notes}>
        <PlanMetrics
          kind={kind}
          planId={plan.id}
          financialMetrics={plan.financialMetrics}
          measurables={plan.measurables}
        />
        {kind !== 'quarterly-plan' && (
          <Labelled label={goalsLabel}>
            <EditableList
              label={goalsLabel}
              entryLabel={(n) => t('VTO_GOAL_N', { n })}
              addLabel={t('VTO_ADD_GOAL')}
              entries={plan.goals}
              path={`${kind}/${plan.id}/goal`}
              parentIds={[plan.id]}
              maxLength={500}
            />
          </Labelled>
        )}
        {children}
      </PlanFields>
    </EditablePart>
  );
}
