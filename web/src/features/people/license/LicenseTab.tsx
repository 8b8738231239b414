import { TIMINGS } from '@eos/domain';
import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../app/i18n';
import { useAccountUsers, useFreeDomains, useLicensePeople, usePaidUsers } from '../api';
import { usePeopleViewer } from '../usePeopleViewer';
import { LeadershipMeetingSelect } from './LeadershipMeetingSelect';
import { LicenseSummary } from './LicenseSummary';
import { licenseCounts } from './licenseCounts';
import { PeopleTable } from './PeopleTable';

/**
 * /org/detail/{id}/license: the counts, the leadership-team meeting (Owner, Admin), and everyone of
 * the organization in one searchable table with what the user may change about each of them.
 */
export function LicenseTab() {
  const { t } = useTranslation();
  const viewer = usePeopleViewer();
  const { orgId } = viewer;
  const [search, setSearch] = useState('');
  const [text] = useDebouncedValue(search.trim(), TIMINGS.searchDebounceMs);

  const table = useLicensePeople(orgId, text);
  // The counts are over everyone, whatever is searched: the unfiltered list (the table's own when
  // nothing is searched).
  const everyone = useLicensePeople(orgId, '');
  const loaded = useMemo(() => everyone.data?.pages.flatMap((p) => p.items) ?? [], [everyone.data]);
  const totalCount = everyone.data?.pages[0]?.totalCount ?? 0;
  const freeDomains = useFreeDomains(orgId);
  const licensed = usePaidUsers(orgId, Boolean(everyone.data) && loaded.length < totalCount);
  const counts =
    everyone.data && !freeDomains.isPending
      ? licenseCounts(loaded, totalCount, freeDomains.data ?? [], licensed.data)
      : null;

  const accountUsers = useAccountUsers(orgId, viewer.managesPeople);
  // Undefined until known (loading, or refused): the column then says nothing rather than 'Never'.
  const lastSignIns = useMemo(
    () =>
      accountUsers.data ? new Map(accountUsers.data.map((u) => [u.personId, u.lastSignInAt] as const)) : undefined,
    [accountUsers.data],
  );

  const people = useMemo(() => table.data?.pages.flatMap((p) => p.items) ?? [], [table.data]);

  return (
    <Stack gap="md">
      <Group align="flex-start" gap="md" wrap="wrap">
        <LicenseSummary counts={counts} />
        {viewer.setsLeadership && <LeadershipMeetingSelect orgId={orgId} />}
      </Group>
      <TextInput
        label={t('LICENSE_SEARCH')}
        placeholder={t('LICENSE_SEARCH_PLACEHOLDER')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={360}
        type="search"
      />
      <PeopleTable
        people={people}
        viewer={viewer}
        loading={table.isPending}
        showLastSignIn={viewer.managesPeople}
        lastSignIns={lastSignIns}
      />
      {table.hasNextPage && (
        <Group>
          <Button variant="subtle" onClick={() => void table.fetchNextPage()} loading={table.isFetchingNextPage}>
            {t('LICENSE_LOAD_MORE')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
