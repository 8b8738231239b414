import type { Person } from '@eos/domain';
import { Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import type { PeopleViewer } from '../usePeopleViewer';
import classes from './PeopleTable.module.css';
import { PersonRow } from './PersonRow';

interface PeopleTableProps {
  people: Person[];
  viewer: PeopleViewer;
  loading: boolean;
  /** The last sign-in column: people managers only. */
  showLastSignIn: boolean;
  /** personId -> last sign-in; undefined while not known. */
  lastSignIns?: ReadonlyMap<string, string | null>;
}

/**
 * Everyone of the organization, one row each; a card each where space is narrow (the CSS module).
 * The explicit ARIA roles keep it a table for screen readers when CSS turns its rows into blocks.
 */
export function PeopleTable({ people, viewer, loading, showLastSignIn, lastSignIns }: PeopleTableProps) {
  const { t } = useTranslation();
  if (loading) {
    return (
      <Stack gap="xs" aria-busy="true" aria-label={t('LICENSE_LOADING')}>
        {[0, 1, 2, 3, 4].map((i) => (
          <Skeleton key={i} height={40} radius="sm" />
        ))}
      </Stack>
    );
  }
  if (people.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="md">
        {t('LICENSE_NO_MATCH')}
      </Text>
    );
  }
  const showActions = viewer.managesPeople;
  return (
    <div className={classes.frame}>
      <Table className={classes.table} role="table" aria-label={t('LICENSE_TABLE')} verticalSpacing="xs">
        <Table.Thead role="rowgroup">
          <Table.Tr role="row">
            <Table.Th role="columnheader">{t('LICENSE_COL_NAME')}</Table.Th>
            <Table.Th role="columnheader">{t('LICENSE_COL_EMAIL')}</Table.Th>
            <Table.Th role="columnheader">{t('LICENSE_COL_ROLE')}</Table.Th>
            <Table.Th role="columnheader">{t('LICENSE_COL_LICENSE')}</Table.Th>
            <Table.Th role="columnheader">{t('LICENSE_COL_BILLING')}</Table.Th>
            <Table.Th role="columnheader">{t('LICENSE_COL_INVITATION')}</Table.Th>
            {showLastSignIn && <Table.Th role="columnheader">{t('LICENSE_COL_LAST_SIGN_IN')}</Table.Th>}
            {showActions && <Table.Th role="columnheader">{t('LICENSE_COL_ACTIONS')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody role="rowgroup">
          {people.map((person) => (
            <PersonRow
              key={person.id}
              person={person}
              viewer={viewer}
              lastSignIn={lastSignIns ? (lastSignIns.get(person.id) ?? null) : undefined}
              showLastSignIn={showLastSignIn}
              showActions={showActions}
            />
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}
