import type { Todo } from '@eos/domain';
import { Stack } from '@mantine/core';
import { TodoRow } from './TodoRow';

/** The rows of a To-Do list, as a list for screen readers. */
export function TodoRows({ todos, showOwner }: { todos: readonly Todo[]; showOwner?: boolean }) {
  return (
    <Stack component="ul" gap={0} m={0} p={0} style={{ listStyle: 'none' }}>
      {todos.map((todo) => (
        <TodoRow key={todo.id} todo={todo} showOwner={showOwner} />
      ))}
    </Stack>
  );
}
