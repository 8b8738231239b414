import { AssistantItemTypes, type VoiceItem } from '@eos/domain';
import { Button, Group, Loader, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useMeetingSelector } from '../../../components/pickers/pickerQueries';
import { useShellContext } from '../../../shell/useShellContext';
import type { VoiceQuestion } from './useVoiceConversation';

const TYPE_LABEL = { issue: 'VOICE_TYPE_ISSUE', todo: 'VOICE_TYPE_TODO', headline: 'VOICE_TYPE_HEADLINE' } as const;

// A meeting's long title wraps inside its button instead of running off the panel.
const WRAPPING = {
  root: { height: 'auto', minHeight: 'var(--button-height)', maxWidth: '100%' },
  label: { whiteSpace: 'normal', overflowWrap: 'anywhere', paddingBlock: 4 },
} as const;

type Answer = (patch: Partial<VoiceItem>, label: string) => void;

interface ChoicesProps {
  question: VoiceQuestion;
  disabled: boolean;
  onAnswer: Answer;
}

/** The person's meetings as buttons: the same search as the meeting pickers' (POST meeting-detail-selector). */
function MeetingChoices({ disabled, onAnswer }: Omit<ChoicesProps, 'question'>) {
  const { t } = useTranslation();
  const { user } = useShellContext();
  const request = useMemo(() => {
    const filters: Record<string, string[]> = user.personId ? { 'person-ids': [user.personId] } : {};
    return { startIndex: 0, endIndex: 100, filters, sorts: [{ property: 'title', ascending: true }] };
  }, [user.personId]);
  const meetings = useMeetingSelector(request);
  if (!meetings.data) return <Loader size="sm" aria-label={t('PICKER_LOADING')} />;
  if (meetings.data.length === 0)
    return (
      <Text size="sm" c="dimmed">
        {t('VOICE_NO_MEETINGS')}
      </Text>
    );
  return (
    <Group gap="xs" role="group" aria-label={t('VOICE_MEETING_CHOICES')}>
      {meetings.data.map((m) => (
        <Button
          key={m.id}
          variant="light"
          size="sm"
          styles={WRAPPING}
          disabled={disabled}
          onClick={() => onAnswer({ tractionId: m.id }, m.title)}
        >
          {m.title}
        </Button>
      ))}
    </Group>
  );
}

/** The buttons of the question asked (001 §4 step 3): Issue / To-Do / Headline, or the person's meetings. */
export function VoiceChoices({ question, disabled, onAnswer }: ChoicesProps) {
  const { t } = useTranslation();
  if (question.kind === 'meeting') return <MeetingChoices disabled={disabled} onAnswer={onAnswer} />;
  return (
    <Group gap="xs" role="group" aria-label={t('VOICE_TYPE_CHOICES')}>
      {AssistantItemTypes.map((type) => (
        <Button
          key={type}
          variant="light"
          size="sm"
          disabled={disabled}
          onClick={() => onAnswer({ type }, t(TYPE_LABEL[type]))}
        >
          {t(TYPE_LABEL[type])}
        </Button>
      ))}
    </Group>
  );
}
