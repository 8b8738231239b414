import type { UseFormReturnType } from '@mantine/form';
import { useRef, useState } from 'react';
import { showSaveError } from '../../../app/toasts';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import type { PopupState } from './ItemPopup';

interface ItemFormSubmitOptions<V> {
  popup: PopupState;
  /** Saves the values; resolves when the server said yes (toasts are the caller's). */
  save: (values: V) => Promise<void>;
  /** After 'Add and create another': the values to start over with (defaults to the initial ones). */
  resetValues?: (values: V) => V;
}

/**
 * The submit of every item popup (000 §2): the primary button saves and closes, 'Add and create
 * another' saves and starts over with a fresh form. A failed save puts field messages under their
 * fields and the rest in the ERROR toast, and keeps everything typed.
 */
export function useItemFormSubmit<V extends Record<string, unknown>>(
  form: UseFormReturnType<V>,
  { popup, save, resetValues }: ItemFormSubmitOptions<V>,
) {
  const [submitting, setSubmitting] = useState(false);
  const another = useRef(false);

  const run = async (values: V) => {
    setSubmitting(true);
    try {
      await save(values);
      if (another.current) {
        const next = resetValues ? resetValues(values) : form.getInitialValues();
        form.setInitialValues(next);
        form.setValues(next);
        form.resetDirty(next);
        form.resetTouched();
        form.clearErrors();
      } else {
        popup.close();
      }
    } catch (error) {
      if (applyServerErrors(form, error) !== null) showSaveError(error);
    } finally {
      setSubmitting(false);
    }
  };

  /** For the form's onSubmit: save and close. */
  const onSubmit = form.onSubmit((values) => {
    another.current = false;
    return run(values as V);
  });
  /** For 'Add and create another'. */
  const onCreateAnother = () => {
    another.current = true;
    form.onSubmit((values) => run(values as V))();
  };
  return { onSubmit, onCreateAnother, submitting };
}
