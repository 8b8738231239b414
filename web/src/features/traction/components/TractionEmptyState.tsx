import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

interface TractionEmptyStateProps {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  compact?: boolean;
}

/** An honest empty or not-found state of the meeting page: a sentence, never placeholder rows. */
export function TractionEmptyState({ icon, title, description, children, compact }: TractionEmptyStateProps) {
  return (
    <EmptyState
      variant="light"
      size={compact ? 'sm' : 'md'}
      icon={icon}
      title={title}
      description={description}
      py={compact ? 'sm' : 'xl'}
    >
      {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
    </EmptyState>
  );
}
