import { type MeetingBody, MeetingCreateRequest } from '@eos/domain';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { showSaveError } from '../../../app/toasts';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { agendaChoiceOf, firstErrorTab, type MeetingFormValues, type MeetingTab } from './meetingFormValues';

/** The meeting form and its open tab: both the form and the modal's save handlers steer the tab. */
export function useMeetingForm(initialValues: MeetingFormValues) {
  const form = useZodForm<MeetingFormValues>(MeetingCreateRequest, initialValues);
  const [tab, setTab] = useState<MeetingTab>('info');
  // Lives here, not in the Agenda tab, so switching tabs keeps the chosen template.
  const [agendaChoice, setAgendaChoice] = useState(() => agendaChoiceOf(initialValues.agenda.name));

  /** Show the tab of the first error (in tab order), so a message on a hidden tab is never missed. */
  const revealErrors = (paths: string[]) => {
    const first = firstErrorTab(paths);
    if (first) setTab(first);
  };

  /** A failed save: field messages under their fields (switching tab), the rest as the ERROR toast. */
  const onSaveError = (error: unknown) => {
    if (applyServerErrors(form, error) !== null) showSaveError(error);
    if (error instanceof ApiError) revealErrors(error.messages.flatMap((m) => (m.field ? [m.field] : [])));
  };

  /** The request body: the same schema the server parses (trims the title, drops the section uids). */
  const toBody = (values: MeetingFormValues): MeetingBody => MeetingCreateRequest.parse(values);

  return { form, tab, setTab, agendaChoice, setAgendaChoice, revealErrors, onSaveError, toBody };
}

export type MeetingFormState = ReturnType<typeof useMeetingForm>;
