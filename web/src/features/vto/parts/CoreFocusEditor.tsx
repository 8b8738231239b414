import { type CoreFocus, CoreFocusTitles } from '@eos/domain';
import { Select, SimpleGrid, Stack, Textarea } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { LimitedTextInput } from '../../../components/forms/LimitedTextInput';
import { AutosaveConflict } from '../editing/ConflictNotice';
import { EditablePart } from '../editing/EditablePart';
import { StartPartButton } from '../editing/StartPartButton';
import { useAutosave } from '../editing/useAutosave';
import { useVtoWrite } from '../editing/vtoWrites';
import { PART_LABELS } from './partLabels';

const TITLE_LABELS: Record<CoreFocus['title'], string> = {
  Purpose: 'VTO_FOCUS_PURPOSE',
  Cause: 'VTO_CAUSE',
  Passion: 'VTO_PASSION',
  Custom: 'VTO_FOCUS_CUSTOM',
};

/** Core focus in place: which word heads it (Purpose, Cause, Passion or the team's own), then the niche. */
export function CoreFocusEditor({ focus }: { focus: CoreFocus | null }) {
  const { t } = useTranslation();
  return (
    <EditablePart title={t(PART_LABELS.includeCoreFocus)} removePath={focus ? `core-focus/${focus.id}` : undefined}>
      {focus ? (
        <CoreFocusFields focus={focus} />
      ) : (
        <StartPartButton
          emptyText={t('VTO_EMPTY_CORE_FOCUS')}
          label={t('VTO_START_CORE_FOCUS')}
          path="core-focus"
          body={{ title: 'Purpose', customTitle: '', description: '', niche: '' }}
        />
      )}
    </EditablePart>
  );
}

type FocusValues = Pick<CoreFocus, 'title' | 'customTitle' | 'description' | 'niche'>;

/** The team's own word is the heading when Custom is chosen: it cannot be empty then. */
function requireCustomTitle(v: FocusValues): Partial<Record<keyof FocusValues, string>> {
  return v.title === 'Custom' && !v.customTitle.trim() ? { customTitle: 'VTO_AUTOSAVE_REQUIRED' } : {};
}

function CoreFocusFields({ focus }: { focus: CoreFocus }) {
  const { t } = useTranslation();
  const write = useVtoWrite();
  const { title, customTitle, description, niche } = focus;
  const autosave = useAutosave({
    server: { title, customTitle, description, niche } as FocusValues,
    save: (values) => write('put', `core-focus/${focus.id}`, values),
    validate: requireCustomTitle,
    partIds: [focus.id],
  });
  const { values, set, errors } = autosave;
  const heading = values.title === 'Custom' && values.customTitle ? values.customTitle : t(TITLE_LABELS[values.title]);
  return (
    <Stack gap="sm" {...autosave.focusProps}>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Select
          label={t('VTO_FOCUS_LABEL')}
          data={CoreFocusTitles.map((value) => ({ value, label: t(TITLE_LABELS[value]) }))}
          value={values.title}
          allowDeselect={false}
          onChange={(value) => value && set('title', value as CoreFocus['title'])}
          comboboxProps={{ withinPortal: true }}
        />
        {values.title === 'Custom' && (
          <LimitedTextInput
            label={t('VTO_FOCUS_CUSTOM_LABEL')}
            withAsterisk
            maxLength={100}
            value={values.customTitle}
            onChange={(event) => set('customTitle', event.currentTarget.value)}
            error={errors.customTitle && t(errors.customTitle)}
          />
        )}
      </SimpleGrid>
      <Textarea
        label={heading}
        autosize
        minRows={2}
        maxRows={10}
        maxLength={1000}
        value={values.description}
        onChange={(event) => set('description', event.currentTarget.value)}
      />
      <Textarea
        label={t('VTO_NICHE')}
        autosize
        minRows={2}
        maxRows={10}
        maxLength={1000}
        value={values.niche}
        onChange={(event) => set('niche', event.currentTarget.value)}
      />
      <AutosaveConflict autosave={autosave} />
    </Stack>
  );
}
