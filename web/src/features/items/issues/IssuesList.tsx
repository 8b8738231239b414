import { DragDropContext, Draggable, Droppable, type DropResult } from '@hello-pangea/dnd';
import { Box } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from '../../../app/i18n';
import { useShellContext } from '../../../shell/useShellContext';
import { GuideLink } from '../../learning/GuideLink';
import { useItemList } from '../api/useItemList';
import { ItemListCard, type SortOption } from '../lists/ItemListCard';
import { listCardState, useListControls } from '../lists/useListControls';
import { openItemPopup } from '../popups/store';
import { IssueRow } from './IssueRow';
import { useIssueOrder } from './useIssueOrder';

/** The server's own order of a meeting's issues (their rank), the one a drag and drop changes. */
const PRIORITY = 'rank:asc';
const LIST_STYLE = { listStyle: 'none', margin: 0, padding: 0 } as const;

/**
 * The meeting's open Issues (the server lists open ones unless asked otherwise), in priority order by
 * default. In that order, showing everyone's, a user who may change them drags an issue to another
 * place (mouse, touch, or keyboard: space to lift, arrows, space to drop).
 */
export function IssuesList({ tractionId }: { tractionId: string }) {
  const { t } = useTranslation();
  const { isObserver } = useShellContext();
  const controls = useListControls(PRIORITY);
  const list = useItemList('issue', { tractionId, owner: controls.owner, sort: controls.sortBy });
  const { ordered, move } = useIssueOrder(list.items);

  const sortOptions: SortOption[] = [
    { value: PRIORITY, label: t('ISSUE_SORT_PRIORITY') },
    { value: 'title:asc', label: t('ITEM_SORT_TITLE_ASC') },
    { value: 'created:desc', label: t('ITEM_SORT_CREATED_DESC') },
  ];
  const byPriority = controls.sort === PRIORITY;
  // The rank call reorders the whole meeting's list: only from the whole list, in its own order.
  const canReorder =
    byPriority &&
    controls.owner === 'all' &&
    !isObserver &&
    ordered.length > 1 &&
    ordered.every((i) => i.abilities.canEdit);

  const onDragEnd = (result: DropResult) => {
    if (result.destination) void move(result.source.index, result.destination.index);
  };

  const rows = (
    <Box component="ol" style={LIST_STYLE}>
      {ordered.map((issue, index) => (
        <IssueRow
          key={issue.id}
          issue={issue}
          position={byPriority ? index + 1 : null}
          canSolve={!isObserver && issue.abilities.canEdit}
        />
      ))}
    </Box>
  );

  return (
    <ItemListCard
      title={t('TRACTION_LIST_ISSUES')}
      icon={<IconAlertCircle size={20} aria-hidden />}
      {...controls.ownerFilter}
      {...controls.sorting}
      sortOptions={sortOptions}
      help={<GuideLink guide="ids" />}
      onAdd={isObserver ? undefined : () => openItemPopup({ kind: 'issue', tractionId })}
      addLabel={t('ISSUE_LIST_ADD')}
      empty={t('TRACTION_EMPTY_ISSUES')}
      {...listCardState(list)}
    >
      {canReorder ? (
        <DragDropContext
          onDragEnd={(result, provided) => {
            provided.announce(
              result.destination
                ? t('ISSUE_DRAG_DROPPED', { 0: result.destination.index + 1 })
                : t('ISSUE_DRAG_CANCELLED', { 0: result.source.index + 1 }),
            );
            onDragEnd(result);
          }}
          onDragStart={(start, provided) => provided.announce(t('ISSUE_DRAG_LIFTED', { 0: start.source.index + 1 }))}
          onDragUpdate={(update, provided) => {
            if (update.destination) provided.announce(t('ISSUE_DRAG_MOVED', { 0: update.destination.index + 1 }));
          }}
          dragHandleUsageInstructions={t('ISSUE_DRAG_INSTRUCTIONS')}
        >
          <Droppable droppableId={`issues-${tractionId}`}>
            {(drop) => (
              <Box component="ol" ref={drop.innerRef} {...drop.droppableProps} style={LIST_STYLE}>
                {ordered.map((issue, index) => (
                  <Draggable key={issue.id} draggableId={issue.id} index={index}>
                    {(drag) => <IssueRow issue={issue} position={index + 1} canSolve drag={drag} />}
                  </Draggable>
                ))}
                {drop.placeholder}
              </Box>
            )}
          </Droppable>
        </DragDropContext>
      ) : (
        rows
      )}
    </ItemListCard>
  );
}
