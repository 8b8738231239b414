import type { Vision } from '@eos/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { RichTextField } from '../../items/fields/RichTextField';
import { AutosaveConflict } from '../editing/ConflictNotice';
import { EditableList } from '../editing/EditableList';
import { EditablePart } from '../editing/EditablePart';
import { StartPartButton } from '../editing/StartPartButton';
import { useAutosave } from '../editing/useAutosave';
import { useVtoWrite } from '../editing/vtoWrites';
import { PART_LABELS } from './partLabels';

/** Core values in place: the ordered list, then the speech that tells their stories. */
export function CoreValuesEditor({ vision }: { vision: Vision }) {
  const { t } = useTranslation();
  const speech = vision.coreValuesSpeech;
  return (
    <EditablePart title={t(PART_LABELS.includeCoreValues)}>
      <EditableList
        label={t(PART_LABELS.includeCoreValues)}
        entryLabel={(n) => t('VTO_CORE_VALUE_N', { n })}
        addLabel={t('VTO_ADD_CORE_VALUE')}
        entries={vision.coreValues}
        path="core-value"
        withDescription
      />
      {speech ? (
        <SpeechEditor id={speech.id} notes={speech.notes} />
      ) : (
        <StartPartButton
          emptyText={t('VTO_SPEECH_HINT')}
          label={t('VTO_START_SPEECH')}
          path="core-values-speech"
          body={{ notes: '' }}
        />
      )}
    </EditablePart>
  );
}

function SpeechEditor({ id, notes }: { id: string; notes: string }) {
  const { t } = useTranslation();
  const write = useVtoWrite();
  const autosave = useAutosave({
    server: { notes },
    save: (values) => write('put', `core-values-speech/${id}`, values),
    partIds: [id],
  });
  return (
    <Stack gap={4} {...autosave.focusProps}>
      <RichTextField
        label={t('VTO_CORE_VALUES_SPEECH')}
        value={autosave.values.notes}
        onChange={(html) => autosave.set('notes', html)}
      />
      <AutosaveConflict autosave={autosave} />
    </Stack>
  );
}
