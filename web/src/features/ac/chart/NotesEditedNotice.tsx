import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { usePeopleByIds } from '../../../components/pickers/pickerQueries';

interface NotesEditedNoticeProps {
  personId: string;
  onLoadTheirs: () => void;
  onDismiss: () => void;
}

/** Someone else saved this seat's notes while the panel was open: who, and their version on request. */
export function NotesEditedNotice({ personId, onLoadTheirs, onDismiss }: NotesEditedNoticeProps) {
  const { t } = useTranslation();
  const people = usePeopleByIds([personId]);
  const person = people.data?.find((p) => p.id === personId);
  const text = person
    ? t('AC_NOTES_EDITED_BY', { 0: `${person.firstName} ${person.lastName}`.trim() })
    : t('AC_NOTES_EDITED_BY_SOMEONE');
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      withCloseButton
      closeButtonLabel={t('VTO_DISMISS')}
      onClose={onDismiss}
    >
      <Text size="sm">{text}</Text>
      <Button size="compact-xs" variant="light" mt={6} onClick={onLoadTheirs}>
        {t('AC_NOTES_LOAD_THEIRS')}
      </Button>
    </Alert>
  );
}
