import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { useItem } from '../api/entityCache';

/**
 * The popup's title: add or edit, personal or not, and plain 'To-Do' when it opens read-only.
 * Editing, the loaded To-Do decides (the same cache entry the form loads, so no extra call); until it
 * is in, the kind the popup was opened as.
 */
export function useTodoPopupTitle(id: string | undefined, openedAsPersonal: boolean): string {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const { data } = useItem('todo', id);
  if (!id) return openedAsPersonal ? t('TODO_PERSONAL_ADD_TITLE') : t('TODO_ADD_TITLE');
  const personal = data ? data.isPersonal : openedAsPersonal;
  const readOnly = isObserver || (data ? !data.abilities.canEdit : false);
  if (readOnly) return personal ? t('TODO_PERSONAL_VIEW_TITLE') : t('TODO_VIEW_TITLE');
  return personal ? t('TODO_PERSONAL_EDIT_TITLE') : t('TODO_EDIT_TITLE');
}
