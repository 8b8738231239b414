import { MeasurableCreateRequest, type Scorecard } from '@eos/domain';
import { Select, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../app/i18n';
import { useZodForm } from '../../components/forms/useZodForm';
import type { PersonLike } from '../../components/pickers/PersonAvatar';
import { PersonPicker } from '../../components/pickers/PersonPicker';
import { itemToasts } from '../items/api/toasts';
import { TitleField } from '../items/fields/TitleField';
import { ItemPopupFooter, type PopupState } from '../items/popups/ItemPopup';
import { useItemFormSubmit } from '../items/popups/useItemFormSubmit';
import { useReportDirty } from '../items/popups/useReportDirty';
import { AssistantField } from './AssistantField';
import { GoalPreview } from './GoalPreview';
import { MeasurableFormatFields } from './MeasurableFormatFields';
import { emptyMeasurableValues, type MeasurableFormValues } from './measurableFormValues';
import { addMeasurables } from './scorecardApi';

interface AddMeasurableFormProps {
  /** The meetings whose Scorecard the user may add to (never empty here). */
  meetings: Scorecard[];
  /** The Scorecard chosen at first: the meeting it was added from, when the user may add there. */
  defaultScorecardId: string;
  popup: PopupState;
  onDirtyChange: (dirty: boolean) => void;
}

/** The meeting is no field of the request (it names the URL), so it is checked here. */
function meetingRequired(values: MeasurableFormValues) {
  return values.scorecardId ? {} : { scorecardId: 'VAL_REQUIRED' };
}

/**
 * Add Measurable (001 §5): POST scorecard/{scorecardId}/add-measurable creates one measurable per
 * owner; 'Created: {title}'. 'Add and create another' starts over in the same meeting.
 */
export function AddMeasurableForm({ meetings, defaultScorecardId, popup, onDirtyChange }: AddMeasurableFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm<MeasurableFormValues>(
    MeasurableCreateRequest,
    emptyMeasurableValues(defaultScorecardId),
    meetingRequired,
  );
  const [owners, setOwners] = useState<PersonLike[]>([]);
  const { onSubmit, onCreateAnother, submitting } = useItemFormSubmit(form, {
    popup,
    save: async ({ scorecardId, ownerId: _edit, ...fields }) => {
      const body = MeasurableCreateRequest.parse(fields);
      const created = await addMeasurables(queryClient, scorecardId, body);
      itemToasts.created(created[0]?.title ?? body.title);
    },
    resetValues: (values) => emptyMeasurableValues(values.scorecardId),
  });
  useReportDirty(form.isDirty(), onDirtyChange);

  const tractionId = meetings.find((m) => m.id === form.values.scorecardId)?.tractionId ?? null;
  const ownerFilters = useMemo(() => (tractionId ? { 'traction-ids': [tractionId] } : undefined), [tractionId]);
  const meetingData = meetings.map((m) => ({ value: m.id, label: m.title }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="sm">
        <TitleField form={form} />
        <Select
          label={t('ITEM_FIELD_MEETING')}
          placeholder={t('MEASURABLE_MEETING_PLACEHOLDER')}
          withAsterisk
          searchable
          data={meetingData}
          allowDeselect={false}
          maxDropdownHeight="22rem"
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('scorecardId')}
          value={form.values.scorecardId || null}
          onChange={(id) => {
            if (!id || id === form.values.scorecardId) return;
            // Owners and assistant come from the meeting's people: another meeting, other people.
            form.setValues({ scorecardId: id, ownerIds: [], editorId: null });
            setOwners([]);
          }}
        />
        <PersonPicker
          label={t('ITEM_FIELD_OWNERS')}
          required
          value={form.values.ownerIds}
          selected={owners}
          onChange={(ids, people) => {
            form.setFieldValue('ownerIds', ids);
            setOwners(people);
          }}
          filters={ownerFilters}
          error={form.getInputProps('ownerIds').error}
          disabled={!tractionId}
        />
        <MeasurableFormatFields form={form} assistant={<AssistantField form={form} tractionId={tractionId} />} />
        <GoalPreview values={form.values} />
      </Stack>
      <ItemPopupFooter submitLabel={t('ITEM_ADD')} submitting={submitting} onCreateAnother={onCreateAnother} />
    </form>
  );
}
