import type { Collection } from '@eos/domain';
import { Anchor, Badge, Group, Paper, Stack, Title } from '@mantine/core';
import { IconFolder } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n';
import { useCollectionKind } from './kind';
import { RevisionList } from './RevisionList';

/** One folder on the home page: its name to its page, the company folder marked, its revisions. */
export function FolderCard({ folder }: { folder: Collection }) {
  const { t } = useTranslation();
  const { folderPath } = useCollectionKind();
  const headingId = `folder-${folder.id}`;
  return (
    <Paper component="section" withBorder p="md" radius="md" aria-labelledby={headingId}>
      <Group gap="xs" mb="xs" wrap="nowrap" align="flex-start">
        <IconFolder size={20} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Title order={2} size="h4" id={headingId} style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
          <Anchor component={Link} to={folderPath(folder.id)} inherit c="inherit">
            {folder.title}
          </Anchor>
        </Title>
        {folder.isCompanyFolder && <CompanyFolderBadge />}
      </Group>
      <RevisionList revisions={folder.revisions} label={t('COLLECTION_REVISIONS_IN', { folder: folder.title })} />
    </Paper>
  );
}

export function CompanyFolderBadge() {
  const { t } = useTranslation();
  return (
    <Badge variant="light" color="blue" style={{ flexShrink: 0 }}>
      {t('COLLECTION_COMPANY_FOLDER')}
    </Badge>
  );
}

/** Every folder, in the server's order (company folder first). */
export function FolderList({ folders }: { folders: Collection[] }) {
  return (
    <Stack gap="md">
      {folders.map((folder) => (
        <FolderCard key={folder.id} folder={folder} />
      ))}
    </Stack>
  );
}
