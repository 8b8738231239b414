import type { ReactNode } from 'react';
import { VtoPart } from '../parts/VtoPart';
import { PartStatusScope, PartStatusText } from './partStatus';

/** A part of the V/TO being edited: the paper V/TO's box with its save status beside the heading. */
export function EditablePart({ title, children }: { title: string; children: ReactNode }) {
  return (
    <PartStatusScope>
      <VtoPart title={title} aside={<PartStatusText />} isEmpty={false} emptyText="">
        {children}
      </VtoPart>
    </PartStatusScope>
  );
}
