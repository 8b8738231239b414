import type { Revision } from '@eos/domain';
import { ActionIcon, Button, Menu } from '@mantine/core';
import {
  IconChevronDown,
  IconCopy,
  IconDots,
  IconExternalLink,
  IconEye,
  IconFileOff,
  IconFolderSymlink,
  IconPencil,
  IconRosetteDiscountCheck,
  IconTrash,
} from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n';
import { showSaveError, showSuccess } from '../../app/toasts';
import { useShellContext } from '../../shell/useShellContext';
import { useDeleteRevision, usePublishRevision } from './api';
import { confirmDelete } from './confirmations';
import { useCollectionKind } from './kind';
import { MoveRevisionFolderPopup } from './popups/MoveRevisionFolderPopup';
import { RenameRevisionPopup } from './popups/RenameRevisionPopup';
import { VisibilitySettingsPopup } from './popups/VisibilitySettingsPopup';

export type RevisionRef = Pick<Revision, 'id' | 'collectionId' | 'title' | 'isPublished'>;

interface RevisionMenuProps {
  revision: RevisionRef;
  /** May rename, move, publish, delete and change visibility (the list knows it as canEdit). */
  canManage: boolean;
  /** On the revision's own page: no Open, a labelled button, and the page follows a move or delete. */
  onPage?: boolean;
  onDeleted?: () => void;
  /** Further items of the kind's own (the V/TO's results and PDF), after the shared ones. */
  extraItems?: ReactNode;
}

type PopupName = 'rename' | 'copy' | 'move' | 'visibility';

/**
 * A revision's actions, the same in a list row and on its page (keyboard: Menu is a button with a
 * menu of items, arrow keys move, Escape closes). Observers see Open and the settings, read-only.
 */
export function RevisionMenu({ revision, canManage, onPage = false, onDeleted, extraItems }: RevisionMenuProps) {
  const { t } = useTranslation();
  const config = useCollectionKind();
  const { isObserver } = useShellContext();
  const [popup, setPopup] = useState<PopupName | null>(null);
  const publish = usePublishRevision(config.kind);
  const remove = useDeleteRevision(config.kind);
  const manage = canManage && !isObserver;
  const CopyPopup = config.CopyPopup;
  const noun = t(config.texts.revisionNoun);
  const close = () => setPopup(null);

  const togglePublished = () =>
    publish.mutate(
      { revision, publish: !revision.isPublished },
      {
        onSuccess: () =>
          showSuccess(
            t(revision.isPublished ? 'COLLECTION_UNPUBLISHED' : 'COLLECTION_PUBLISHED', { title: revision.title }),
          ),
        onError: showSaveError,
      },
    );

  const askDelete = () =>
    confirmDelete({
      title: t('COLLECTION_DELETE_REVISION_TITLE', { noun }),
      message: t('COLLECTION_DELETE_REVISION_CONFIRM', { title: revision.title }),
      onConfirm: () =>
        remove.mutate(revision, {
          onSuccess: () => {
            showSuccess(t('COLLECTION_DELETED', { title: revision.title }));
            onDeleted?.();
          },
          onError: showSaveError,
        }),
    });

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          {onPage ? (
            <Button
              variant="default"
              rightSection={<IconChevronDown size={16} aria-hidden />}
              loading={publish.isPending || remove.isPending}
            >
              {t('COLLECTION_ACTIONS')}
            </Button>
          ) : (
            <ActionIcon
              variant="subtle"
              color="gray"
              aria-label={t('COLLECTION_ACTIONS_FOR', { title: revision.title })}
              loading={publish.isPending || remove.isPending}
            >
              <IconDots size={16} aria-hidden />
            </ActionIcon>
          )}
        </Menu.Target>
        <Menu.Dropdown>
          {!onPage && (
            <Menu.Item
              component={Link}
              to={config.revisionPath(revision)}
              leftSection={<IconExternalLink size={14} aria-hidden />}
            >
              {t('COLLECTION_OPEN')}
            </Menu.Item>
          )}
          {manage && (
            <Menu.Item leftSection={<IconPencil size={14} aria-hidden />} onClick={() => setPopup('rename')}>
              {t('COLLECTION_RENAME')}
            </Menu.Item>
          )}
          {CopyPopup && !isObserver && (
            <Menu.Item leftSection={<IconCopy size={14} aria-hidden />} onClick={() => setPopup('copy')}>
              {t('COLLECTION_COPY')}
            </Menu.Item>
          )}
          {manage && (
            <Menu.Item leftSection={<IconFolderSymlink size={14} aria-hidden />} onClick={() => setPopup('move')}>
              {t('COLLECTION_MOVE_TO_FOLDER')}
            </Menu.Item>
          )}
          {manage && (
            <Menu.Item
              leftSection={
                revision.isPublished ? (
                  <IconFileOff size={14} aria-hidden />
                ) : (
                  <IconRosetteDiscountCheck size={14} aria-hidden />
                )
              }
              onClick={togglePublished}
            >
              {t(revision.isPublished ? 'COLLECTION_UNPUBLISH' : 'COLLECTION_PUBLISH')}
            </Menu.Item>
          )}
          <Menu.Item leftSection={<IconEye size={14} aria-hidden />} onClick={() => setPopup('visibility')}>
            {t('COLLECTION_VISIBILITY_TITLE')}
          </Menu.Item>
          {extraItems}
          {manage && (
            <>
              <Menu.Divider />
              <Menu.Item color="red" leftSection={<IconTrash size={14} aria-hidden />} onClick={askDelete}>
                {t('COLLECTION_DELETE')}
              </Menu.Item>
            </>
          )}
        </Menu.Dropdown>
      </Menu>
      {popup === 'rename' && <RenameRevisionPopup revision={revision} onClose={close} />}
      {popup === 'copy' && CopyPopup && <CopyPopup revision={revision} onClose={close} />}
      {popup === 'move' && <MoveRevisionFolderPopup revision={revision} onClose={close} followRevision={onPage} />}
      {popup === 'visibility' && <VisibilitySettingsPopup revision={revision} canChange={manage} onClose={close} />}
    </>
  );
}
