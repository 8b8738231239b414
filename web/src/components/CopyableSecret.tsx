import { Button, Code, CopyButton, Group, Text } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useId } from 'react';

interface CopyableSecretProps {
  label: string;
  /** What is copied. */
  value: string;
  /** What is shown, when it is not the value itself (a key in groups of four). */
  shown?: string;
  copyLabel: string;
  copiedLabel: string;
}

/** A secret shown this once (a two-step key, an access token): its label, the text, and a Copy button. */
export function CopyableSecret({ label, value, shown, copyLabel, copiedLabel }: CopyableSecretProps) {
  const labelId = useId();
  return (
    <div>
      <Text size="sm" id={labelId}>
        {label}
      </Text>
      <Group gap="xs" mt={4} wrap="nowrap" align="flex-start">
        <Code aria-labelledby={labelId} fz="sm" style={{ wordBreak: 'break-all', userSelect: 'all', flex: 1 }}>
          {shown ?? value}
        </Code>
        <CopyButton value={value}>
          {({ copied, copy }) => (
            <Button
              variant="default"
              size="compact-sm"
              onClick={copy}
              leftSection={copied ? <IconCheck size={14} aria-hidden /> : <IconCopy size={14} aria-hidden />}
            >
              {copied ? copiedLabel : copyLabel}
            </Button>
          )}
        </CopyButton>
      </Group>
    </div>
  );
}
