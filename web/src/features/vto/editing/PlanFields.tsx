import { Box } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../app/i18n';
import { RichTextField } from '../../items/fields/RichTextField';
import { AutosaveConflict } from './ConflictNotice';
import { FutureDateField } from './FutureDateField';
import { notesField, type PlanKind } from './planPaths';
import { useAutosave } from './useAutosave';
import { useVtoWrite } from './vtoWrites';

interface PlanFieldsProps {
  kind: PlanKind;
  planId: string;
  futureDate: string | null;
  notes: string;
  /** Between the date and the notes, as the paper V/TO orders them: the figures and goals. */
  children?: ReactNode;
}

/** A plan's own fields: the date it is for and its notes (rich text), autosaved together. */
export function PlanFields({ kind, planId, futureDate, notes, children }: PlanFieldsProps) {
  const { t } = useTranslation();
  const write = useVtoWrite();
  const autosave = useAutosave({
    server: { futureDate: futureDate?.slice(0, 10) ?? null, notes },
    save: (values) =>
      write('put', `${kind}/${planId}`, { futureDate: values.futureDate, [notesField(kind)]: values.notes }),
    partIds: [planId],
  });
  const { values, set } = autosave;
  return (
    <>
      <Box {...autosave.focusProps}>
        <FutureDateField value={values.futureDate} onChange={(date) => set('futureDate', date)} />
      </Box>
      {children}
      <Box {...autosave.focusProps}>
        <RichTextField label={t('VTO_NOTES')} value={values.notes} onChange={(html) => set('notes', html)} />
      </Box>
      <AutosaveConflict autosave={autosave} />
    </>
  );
}
