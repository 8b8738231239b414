import { displayName, type Todo } from '@eos/domain';
import { Badge, Checkbox, Group, Text, Tooltip, UnstyledButton, VisuallyHidden } from '@mantine/core';
import dayjs from 'dayjs';
import { useTranslation } from '../../../app/i18n';
import { PersonAvatar } from '../../../components/pickers/PersonAvatar';
import { useShellContext } from '../../../shell/useShellContext';
import { NewBadge } from '../lists/NewBadge';
import { openItemPopup } from '../popups/store';
import { useCompleteTodo } from './useCompleteTodo';

interface TodoRowProps {
  todo: Todo;
  /** The owner's face: left out where every row is the user's own (personal To-Dos). */
  showOwner?: boolean;
}

/**
 * One To-Do in a list: complete checkbox, title (opens the edit popup), badges for overdue and
 * older-than-two-weeks (000 §2 and 002 §9: a To-Do should not stay over two weeks), due date and
 * owner. Wraps onto two lines on a phone rather than squeezing the title.
 */
export function TodoRow({ todo, showOwner = true }: TodoRowProps) {
  const { t } = useTranslation();
  const { user, isObserver } = useShellContext();
  const complete = useCompleteTodo(todo);
  const canComplete = todo.abilities.canEdit && !isObserver;
  const ownerName = todo.owner ? displayName(todo.owner, user.nameDisplayStyle) : '';
  const open = () => openItemPopup({ kind: todo.isPersonal ? 'personalTodo' : 'todo', id: todo.id });

  return (
    <Group component="li" gap="xs" wrap="nowrap" align="flex-start" py={6}>
      <Checkbox
        mt={2}
        aria-label={t('TODO_COMPLETE', { 0: todo.title })}
        checked={complete.checked}
        // Read-only rows still show whether it is done, but cannot change it.
        disabled={!canComplete || complete.pending}
        onChange={(event) => complete.toggle(event.currentTarget.checked)}
      />
      <Group gap="xs" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
        <UnstyledButton onClick={open} style={{ flex: '1 1 12rem', minWidth: 0 }}>
          <Text
            size="sm"
            td={complete.checked ? 'line-through' : undefined}
            c={complete.checked ? 'dimmed' : undefined}
            style={{ overflowWrap: 'anywhere' }}
          >
            {todo.title}
          </Text>
        </UnstyledButton>
        <Group gap={6} wrap="wrap">
          <NewBadge type="todo" id={todo.id} />
          {todo.status === 'Done' && (
            <Badge size="sm" variant="light" color="green">
              {t('TODO_STATUS_Done')}
            </Badge>
          )}
          {todo.isOverdue && (
            <Badge size="sm" variant="light" color="red">
              {t('TODO_OVERDUE')}
            </Badge>
          )}
          {todo.isStale && (
            <Badge size="sm" variant="light" color="orange">
              {t('TODO_STALE')}
            </Badge>
          )}
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <VisuallyHidden>{t('TODO_DUE')} </VisuallyHidden>
            {dayjs(todo.dueDate).format('MMM D')}
          </Text>
          {showOwner && todo.owner && (
            <Tooltip label={ownerName}>
              <PersonAvatar person={todo.owner} size={24} role="img" aria-label={t('TODO_OWNER', { 0: ownerName })} />
            </Tooltip>
          )}
        </Group>
      </Group>
    </Group>
  );
}
