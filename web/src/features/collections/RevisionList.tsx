import type { Revision } from '@eos/domain';
import { Box, Text } from '@mantine/core';
import { useTranslation } from '../../app/i18n';
import { useCollectionKind } from './kind';
import { RevisionRow } from './RevisionRow';

/** A folder's revisions, newest change first (as the server sends them), or what an empty folder says. */
export function RevisionList({ revisions, label }: { revisions: Revision[]; label: string }) {
  const { t } = useTranslation();
  const { texts } = useCollectionKind();
  if (revisions.length === 0)
    return (
      <Text size="sm" c="dimmed" py="xs">
        {t(texts.folderEmpty)}
      </Text>
    );
  return (
    <Box component="ul" aria-label={label} m={0} p={0} style={{ listStyle: 'none' }}>
      {revisions.map((revision) => (
        <RevisionRow key={revision.id} revision={revision} />
      ))}
    </Box>
  );
}
