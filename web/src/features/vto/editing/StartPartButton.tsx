import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { usePartAction } from './usePartAction';
import { useVtoWrite } from './vtoWrites';

interface StartPartButtonProps {
  /** What belongs in the part, as the read-only page says it. */
  emptyText: string;
  label: string;
  /** POST here, below the revision, with this body. */
  path: string;
  body: object;
}

/** A part the V/TO does not have yet: what belongs there, and a button that creates it. */
export function StartPartButton({ emptyText, label, path, body }: StartPartButtonProps) {
  const write = useVtoWrite();
  const action = usePartAction();
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
      <Button
        variant="light"
        size="sm"
        leftSection={<IconPlus size={16} aria-hidden />}
        loading={action.busy}
        onClick={() => void action.run(() => write('post', path, body))}
      >
        {label}
      </Button>
    </Stack>
  );
}
