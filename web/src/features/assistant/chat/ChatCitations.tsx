import type { ChatCitation } from '@eos/domain';
import { Anchor, Box, Text } from '@mantine/core';
import type { MouseEvent } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { type ItemPopupKind, openItemPopup } from '../../items/popups/store';

/** The cited items that have a popup: opened over their meeting's page as well. */
const POPUP_KINDS: Partial<Record<ChatCitation['kind'], ItemPopupKind>> = {
  rock: 'rock',
  todo: 'todo',
  issue: 'issue',
  headline: 'headline',
};

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/**
 * What an answer used, as links under it: each opens its place in the app (a Rock's meeting, a guide,
 * the V/TO); a Rock, To-Do, Issue or Headline of a meeting opens its popup there too. `onFollow` runs
 * first (a chat covering the page closes).
 */
export function ChatCitations({ citations, onFollow }: { citations: ChatCitation[]; onFollow: () => void }) {
  const { t } = useTranslation();
  if (citations.length === 0) return null;
  const follow = (event: MouseEvent, citation: ChatCitation) => {
    if (!plainClick(event)) return;
    onFollow();
    const kind = POPUP_KINDS[citation.kind];
    if (kind && citation.url.startsWith('/traction/')) openItemPopup({ kind, id: citation.id });
  };
  return (
    <Box mt={6}>
      <Text size="xs" c="dimmed" fw={600}>
        {t('CHAT_SOURCES')}
      </Text>
      <Box component="ul" m={0} pl="md">
        {citations.map((c) => (
          <li key={`${c.kind}:${c.id}`}>
            <Anchor
              component={Link}
              to={c.url}
              size="sm"
              style={{ overflowWrap: 'anywhere' }}
              onClick={(event) => follow(event, c)}
            >
              {c.title}
            </Anchor>
          </li>
        ))}
      </Box>
    </Box>
  );
}
