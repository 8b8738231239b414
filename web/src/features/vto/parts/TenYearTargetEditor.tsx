import type { TenYearTarget } from '@eos/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { RichTextField } from '../../items/fields/RichTextField';
import { AutosaveConflict } from '../editing/ConflictNotice';
import { EditablePart } from '../editing/EditablePart';
import { FutureDateField } from '../editing/FutureDateField';
import { StartPartButton } from '../editing/StartPartButton';
import { useAutosave } from '../editing/useAutosave';
import { useVtoWrite } from '../editing/vtoWrites';
import { PART_LABELS } from './partLabels';

/** The 10-year target in place: its date and the one big goal, as rich text. */
export function TenYearTargetEditor({ target }: { target: TenYearTarget | null }) {
  const { t } = useTranslation();
  return (
    <EditablePart
      title={t(PART_LABELS.includeTenYearTarget)}
      removePath={target ? `ten-year-target/${target.id}` : undefined}
    >
      {target ? (
        <TargetFields target={target} />
      ) : (
        <StartPartButton
          emptyText={t('VTO_EMPTY_TEN_YEAR')}
          label={t('VTO_START_TEN_YEAR')}
          path="ten-year-target"
          body={{ futureDate: null, contentHtml: '' }}
        />
      )}
    </EditablePart>
  );
}

function TargetFields({ target }: { target: TenYearTarget }) {
  const { t } = useTranslation();
  const write = useVtoWrite();
  const autosave = useAutosave({
    server: { futureDate: target.futureDate?.slice(0, 10) ?? null, contentHtml: target.contentHtml },
    save: (values) => write('put', `ten-year-target/${target.id}`, values),
    partIds: [target.id],
  });
  const { values, set } = autosave;
  return (
    <Stack gap="sm" {...autosave.focusProps}>
      <FutureDateField value={values.futureDate} onChange={(date) => set('futureDate', date)} />
      <RichTextField
        label={t('VTO_TEN_YEAR_GOAL')}
        value={values.contentHtml}
        onChange={(html) => set('contentHtml', html)}
      />
      <AutosaveConflict autosave={autosave} />
    </Stack>
  );
}
