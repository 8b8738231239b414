import type { CoreFocus, TenYearTarget, ThreeYearPicture, Vision } from '@eos/domain';
import { Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { RichHtml } from '../../../components/RichHtml';
import { formatFutureDate, PlanFigures, PlanGoals } from './PlanFigures';
import { PART_LABELS } from './partLabels';
import { hasText, Labelled, VtoPart } from './VtoPart';

// The vision's parts as a reader sees them (no edit rights, an Observer, a removed revision).

const FOCUS_LABELS: Record<CoreFocus['title'], string> = {
  Purpose: 'VTO_PURPOSE',
  Cause: 'VTO_CAUSE',
  Passion: 'VTO_PASSION',
  Custom: 'VTO_PURPOSE',
};

export function CoreValuesPart({ vision }: { vision: Vision }) {
  const { t } = useTranslation();
  return (
    <VtoPart
      title={t(PART_LABELS.includeCoreValues)}
      emptyText={t('VTO_EMPTY_CORE_VALUES')}
      isEmpty={vision.coreValues.length === 0}
    >
      <ol aria-label={t(PART_LABELS.includeCoreValues)} style={{ margin: 0, paddingInlineStart: '1.5rem' }}>
        {vision.coreValues.map((value) => (
          <li key={value.id}>
            <Text size="sm" fw={500}>
              {value.title}
            </Text>
            {value.description && (
              <Text size="sm" c="dimmed">
                {value.description}
              </Text>
            )}
          </li>
        ))}
      </ol>
      {hasText(vision.coreValuesSpeech?.notes) && (
        <Labelled label={t('VTO_CORE_VALUES_SPEECH')}>
          <RichHtml html={vision.coreValuesSpeech?.notes ?? ''} />
        </Labelled>
      )}
    </VtoPart>
  );
}

export function ThreeYearPicturePart({ picture }: { picture: ThreeYearPicture | null }) {
  const { t } = useTranslation();
  return (
    <VtoPart title={t(PART_LABELS.includeThreeYearPicture)} emptyText={t('VTO_EMPTY_THREE_YEAR')} isEmpty={!picture}>
      {picture && (
        <>
          <PlanFigures plan={picture} />
          {hasText(picture.notes) && <RichHtml html={picture.notes} />}
          <PlanGoals label={t('VTO_WHAT_DOES_IT_LOOK_LIKE')} goals={picture.goals} />
        </>
      )}
    </VtoPart>
  );
}

export function CoreFocusPart({ focus }: { focus: CoreFocus | null }) {
  const { t } = useTranslation();
  const label =
    focus?.title === 'Custom' && focus.customTitle ? focus.customTitle : t(FOCUS_LABELS[focus?.title ?? 'Purpose']);
  return (
    <VtoPart
      title={t(PART_LABELS.includeCoreFocus)}
      emptyText={t('VTO_EMPTY_CORE_FOCUS')}
      isEmpty={!focus || (!focus.description && !focus.niche)}
    >
      {focus?.description && (
        <Labelled label={label}>
          <Text size="sm">{focus.description}</Text>
        </Labelled>
      )}
      {focus?.niche && (
        <Labelled label={t('VTO_NICHE')}>
          <Text size="sm">{focus.niche}</Text>
        </Labelled>
      )}
    </VtoPart>
  );
}

export function TenYearTargetPart({ target }: { target: TenYearTarget | null }) {
  const { t } = useTranslation();
  return (
    <VtoPart
      title={t(PART_LABELS.includeTenYearTarget)}
      emptyText={t('VTO_EMPTY_TEN_YEAR')}
      isEmpty={!target || (!target.futureDate && !hasText(target.contentHtml))}
    >
      {target?.futureDate && (
        <Labelled label={t('VTO_FUTURE_DATE')}>
          <Text size="sm">{formatFutureDate(target.futureDate)}</Text>
        </Labelled>
      )}
      {target && hasText(target.contentHtml) && <RichHtml html={target.contentHtml} />}
    </VtoPart>
  );
}
