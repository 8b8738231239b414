import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { LiveRegion } from './LiveRegion';

/**
 * A form-level error (one not tied to a field). The live region is always in the page so a
 * screen reader announces the message the moment it appears.
 */
export function FormAlert({ message }: { message: string | null }) {
  return (
    <LiveRegion politeness="assertive">
      {message && (
        <Alert color="red" variant="light" role="none" icon={<IconAlertCircle aria-hidden="true" />}>
          {message}
        </Alert>
      )}
    </LiveRegion>
  );
}
