import { Button, Paper, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type DragEvent, type ReactNode, useId, useRef, useState } from 'react';

interface FileDropZoneProps {
  /** The kind of file, drawn above the hint (decorative). */
  icon: ReactNode;
  /** What to drop here, and any limit. */
  hint: string;
  /** The button that opens the file chooser. */
  chooseLabel: string;
  /** The hidden file input's name for screen readers. */
  inputLabel: string;
  /** The input's accept list ('.csv,text/csv'). */
  accept: string;
  /** A file dropped or chosen (undefined when the chooser was left empty). */
  onFile: (file: File | undefined) => void;
  testId?: string;
}

/**
 * A dashed box that takes a dropped file, with a button that opens the file chooser instead (the
 * keyboard's way in): the Import and Export tabs' file steps.
 */
export function FileDropZone({ icon, hint, chooseLabel, inputLabel, accept, onFile, testId }: FileDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    onFile(event.dataTransfer.files[0]);
  };
  return (
    <Paper
      withBorder
      p="lg"
      radius="md"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      data-testid={testId}
      style={{
        borderStyle: 'dashed',
        borderWidth: 2,
        background: dragging ? 'var(--mantine-color-blue-light)' : undefined,
        textAlign: 'center',
      }}
    >
      {icon}
      <Text size="sm" mt="xs">
        {hint}
      </Text>
      <Button
        mt="sm"
        variant="light"
        leftSection={<IconUpload size={16} aria-hidden />}
        onClick={() => input.current?.click()}
      >
        {chooseLabel}
      </Button>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        aria-label={inputLabel}
        style={{ display: 'none' }}
        onChange={(e) => {
          onFile(e.currentTarget.files?.[0]);
          e.currentTarget.value = '';
        }}
      />
    </Paper>
  );
}
