import { Select, SimpleGrid, Stack } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../app/i18n';
import { MeetingMultiPicker } from '../../../components/pickers/MeetingMultiPicker';
import type { PersonLike } from '../../../components/pickers/PersonAvatar';
import { useShellContext } from '../../../shell/useShellContext';
import { DueDateField } from '../fields/DueDateField';
import { NotesField } from '../fields/NotesField';
import { OwnerSelect } from '../fields/OwnerSelect';
import { TitleField } from '../fields/TitleField';
import type { RockForm } from './rockFormValues';
import { rockTypeOptions } from './rockOptions';

interface RockFieldsProps {
  form: RockForm;
  /** Nothing can change (the user may only view this Rock). */
  readOnly?: boolean;
  /** A delegated Rock keeps its parent's title (000 §5). */
  titleLocked?: boolean;
  /** The current owner, so their name shows before any search. */
  owner?: PersonLike | null;
}

/** The Rock's own fields, shared by Add and Edit: title, owner, due date, type, meetings, notes. */
export function RockFields({ form, readOnly = false, titleLocked = false, owner }: RockFieldsProps) {
  const { t } = useTranslation();
  const { user, org } = useShellContext();
  // Owners and Admins may put a Rock in any meeting; everyone else in the meetings they attend.
  const everyMeeting = org?.role === 'Owner' || org?.role === 'Admin';
  const meetingPersonIds = useMemo(
    () => (everyMeeting || !user.personId ? undefined : [user.personId]),
    [everyMeeting, user.personId],
  );
  const ownerError = form.getInputProps('ownerId').error;
  const meetings = form.getInputProps('tractionIds');
  return (
    <Stack gap="sm">
      <TitleField
        form={form}
        disabled={readOnly || titleLocked}
        description={titleLocked && !readOnly ? t('ERR_DELEGATED_ROCK_TITLE') : undefined}
      />
      <MeetingMultiPicker
        label={t('ITEM_FIELD_MEETINGS')}
        required
        value={form.values.tractionIds}
        onChange={(ids) => form.setFieldValue('tractionIds', ids)}
        error={meetings.error}
        disabled={readOnly}
        personIds={meetingPersonIds}
      />
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
        <OwnerSelect
          label={t('ITEM_FIELD_OWNER')}
          required
          value={form.values.ownerId || null}
          onChange={(id) => form.setFieldValue('ownerId', id ?? '')}
          tractionIds={form.values.tractionIds}
          selected={owner}
          error={ownerError}
          disabled={readOnly}
        />
        <DueDateField form={form} disabled={readOnly} />
        <Select
          label={t('ROCK_FIELD_TYPE')}
          withAsterisk
          data={rockTypeOptions(t)}
          allowDeselect={false}
          disabled={readOnly}
          comboboxProps={{ withinPortal: true }}
          {...form.getInputProps('type')}
          value={form.values.type || null}
          onChange={(value) => form.setFieldValue('type', (value ?? '') as typeof form.values.type)}
        />
      </SimpleGrid>
      <NotesField form={form} disabled={readOnly} />
    </Stack>
  );
}
