import { displayName } from '@eos/domain';
import { Group, Select, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { errorText } from '../../../components/forms/errorText';
import { PersonAvatar, type PersonLike } from '../../../components/pickers/PersonAvatar';
import { PersonPicker } from '../../../components/pickers/PersonPicker';
import type { MeetingFormState } from './useMeetingForm';

interface MeetingInviteesTabProps {
  form: MeetingFormState['form'];
  /** The invited people (for names and faces); the form itself holds only their ids. */
  people: PersonLike[];
  onPeopleChange: (people: PersonLike[]) => void;
  disabled: boolean;
  /**
   * The caller may edit the meeting but not hand it over (only its owner, the Owner and Admins may:
   * whoever owns it may delete it): the owner stays as they are, and stays invited.
   */
  ownerLocked?: boolean;
}

/** Invitees: who attends, and which of them owns the meeting. */
export function MeetingInviteesTab({
  form,
  people,
  onPeopleChange,
  disabled,
  ownerLocked = false,
}: MeetingInviteesTabProps) {
  const { t } = useTranslation();
  const { inviteeIds, ownerId } = form.values;
  const inviteeError = form.errors.inviteeIds;

  const changeInvitees = (picked: string[], chosen: PersonLike[]) => {
    const lockedOwner =
      ownerLocked && ownerId && !picked.includes(ownerId) ? people.find((p) => p.id === ownerId) : null;
    const ids = lockedOwner ? [lockedOwner.id, ...picked] : picked;
    const selected = lockedOwner ? [lockedOwner, ...chosen] : chosen;
    onPeopleChange(selected);
    form.setFieldValue('inviteeIds', ids);
    // The owner is always an invitee: removing them hands the meeting to the first one left.
    if (!ownerId || !ids.includes(ownerId)) form.setFieldValue('ownerId', ids[0]);
  };

  const byId = new Map(people.map((p) => [p.id, p]));
  const owner = ownerId ? byId.get(ownerId) : undefined;
  return (
    <Stack gap="md">
      <PersonPicker
        label={t('MEETING_FIELD_INVITEES')}
        required
        value={inviteeIds}
        selected={people}
        onChange={changeInvitees}
        disabled={disabled}
        error={inviteeError ? <span role="alert">{errorText(t, inviteeError)}</span> : undefined}
      />
      <Select
        label={t('MEETING_FIELD_OWNER')}
        description={t(ownerLocked ? 'MEETING_FIELD_OWNER_LOCKED' : 'MEETING_FIELD_OWNER_HINT')}
        data={inviteeIds.flatMap((id) => {
          const person = byId.get(id);
          return person ? [{ value: id, label: displayName(person) }] : [];
        })}
        value={ownerId ?? null}
        onChange={(id) => form.setFieldValue('ownerId', id ?? undefined)}
        allowDeselect={false}
        disabled={disabled || ownerLocked || inviteeIds.length === 0}
        leftSection={owner ? <PersonAvatar person={owner} size={22} /> : undefined}
        renderOption={({ option }) => {
          const person = byId.get(option.value);
          return (
            <Group gap="sm" wrap="nowrap">
              {person && <PersonAvatar person={person} size="sm" />}
              <Text size="sm">{option.label}</Text>
            </Group>
          );
        }}
      />
    </Stack>
  );
}
