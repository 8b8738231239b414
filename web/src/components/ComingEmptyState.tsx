import { EmptyState } from '@mantine/core';
import type { ReactNode } from 'react';

interface ComingEmptyStateProps {
  icon: ReactNode;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
}

/** The honest empty state of a screen whose content arrives with later work: no fake data. */
export function ComingEmptyState({ icon, title, description, children }: ComingEmptyStateProps) {
  return (
    <EmptyState variant="light" icon={icon} title={title} description={description} py="xl">
      {children && <EmptyState.Actions>{children}</EmptyState.Actions>}
    </EmptyState>
  );
}
