import type { MeetingBody } from '@eos/domain';
import { Button, Group, Tabs, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';
import type { PersonLike } from '../../../components/pickers/PersonAvatar';
import { useRouteModalClose } from '../../../components/RouteModal';
import { MeetingAgendaTab } from './MeetingAgendaTab';
import { MeetingInfoTab } from './MeetingInfoTab';
import { MeetingInviteesTab } from './MeetingInviteesTab';
import { MEETING_TABS, type MeetingTab, tabOfField } from './meetingFormValues';
import type { MeetingFormState } from './useMeetingForm';

const TAB_LABEL: Record<MeetingTab, string> = {
  info: 'MEETING_TAB_INFO',
  invitees: 'MEETING_TAB_INVITEES',
  agenda: 'MEETING_TAB_AGENDA',
};

interface MeetingFormProps {
  state: MeetingFormState;
  people: PersonLike[];
  onPeopleChange: (people: PersonLike[]) => void;
  onSubmit: (body: MeetingBody) => void;
  submitting: boolean;
  submitLabel: string;
  /** Read-only: every field disabled and no submit (an Observer, or a meeting the user may not edit). */
  readOnly?: boolean;
  /** Left of the footer: the edit modal's Delete. */
  footerStart?: ReactNode;
  /** The owner cannot be changed by this user (see MeetingInviteesTab). */
  ownerLocked?: boolean;
}

/** The one meeting form of /meeting/new and /meeting/{id}: tabs Meeting Info, Invitees, Agenda (001 §2). */
export function MeetingForm({
  state,
  people,
  onPeopleChange,
  onSubmit,
  submitting,
  submitLabel,
  readOnly = false,
  footerStart,
  ownerLocked = false,
}: MeetingFormProps) {
  const { t } = useTranslation();
  const close = useRouteModalClose();
  const { form, tab, setTab, revealErrors, toBody } = state;
  const tabsWithErrors = new Set(Object.keys(form.errors).map(tabOfField));

  return (
    <form
      noValidate
      onSubmit={form.onSubmit(
        (values) => onSubmit(toBody(values)),
        (errors) => revealErrors(Object.keys(errors)),
      )}
    >
      <Tabs value={tab} onChange={(value) => value && setTab(value as MeetingTab)} keepMounted={false}>
        <Tabs.List grow>
          {MEETING_TABS.map((key) => (
            <Tabs.Tab
              key={key}
              value={key}
              color={tabsWithErrors.has(key) ? 'red' : undefined}
              rightSection={
                tabsWithErrors.has(key) ? (
                  <IconAlertCircle
                    size={14}
                    color="var(--mantine-color-red-6)"
                    aria-label={t('MEETING_TAB_HAS_ERROR')}
                  />
                ) : undefined
              }
            >
              {t(TAB_LABEL[key])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="info" pt="md">
          <MeetingInfoTab form={form} disabled={readOnly} />
        </Tabs.Panel>
        <Tabs.Panel value="invitees" pt="md">
          <MeetingInviteesTab
            form={form}
            people={people}
            onPeopleChange={onPeopleChange}
            disabled={readOnly}
            ownerLocked={ownerLocked}
          />
        </Tabs.Panel>
        <Tabs.Panel value="agenda" pt="md">
          <MeetingAgendaTab state={state} disabled={readOnly} />
        </Tabs.Panel>
      </Tabs>
      {!readOnly && (
        <Text size="xs" c="dimmed" mt="md">
          {t('MEETING_REQUIRED_NOTE')}
        </Text>
      )}
      <Group justify="space-between" mt="md" gap="sm">
        <div>{footerStart}</div>
        <Group gap="sm">
          <Button variant="default" onClick={() => close()}>
            {readOnly ? t('MEETING_CLOSE') : t('MEETING_CANCEL')}
          </Button>
          {!readOnly && (
            <Button type="submit" loading={submitting}>
              {submitLabel}
            </Button>
          )}
        </Group>
      </Group>
    </form>
  );
}
