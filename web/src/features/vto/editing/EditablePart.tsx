import type { ReactNode } from 'react';
import { VtoPart } from '../parts/VtoPart';
import { PartStatusScope, PartStatusText } from './partStatus';
import { RemovePartButton } from './RemovePartButton';

interface EditablePartProps {
  title: string;
  /** Where the part is removed (DELETE below the revision), when the V/TO has it and may lose it whole. */
  removePath?: string;
  /** A line more for the removal's confirmation. */
  removeNote?: string;
  children: ReactNode;
}

/** A part of the V/TO being edited: the paper V/TO's box with its save status beside the heading. */
export function EditablePart({ title, removePath, removeNote, children }: EditablePartProps) {
  return (
    <PartStatusScope>
      <VtoPart title={title} aside={<PartStatusText />} isEmpty={false} emptyText="">
        {children}
        {removePath && <RemovePartButton title={title} path={removePath} note={removeNote} />}
      </VtoPart>
    </PartStatusScope>
  );
}
