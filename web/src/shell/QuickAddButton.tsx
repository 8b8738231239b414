import { ActionIcon, Button, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';

interface QuickAddButtonProps {
  label: string;
  shortcut: string;
  icon: ReactNode;
  onClick: () => void;
}

/** One add action: a labelled button on wide screens, an icon button with the same name on phones. */
export function QuickAddButton({ label, shortcut, icon, onClick }: QuickAddButtonProps) {
  return (
    <>
      <Tooltip label={shortcut} openDelay={400}>
        <Button
          variant="light"
          size="compact-md"
          leftSection={icon}
          onClick={onClick}
          visibleFrom="sm"
          aria-keyshortcuts={shortcut}
        >
          {label}
        </Button>
      </Tooltip>
      <ActionIcon
        variant="light"
        size="lg"
        onClick={onClick}
        hiddenFrom="sm"
        aria-label={label}
        aria-keyshortcuts={shortcut}
      >
        {icon}
      </ActionIcon>
    </>
  );
}
