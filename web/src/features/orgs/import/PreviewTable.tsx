import type { ImportPreviewResponse, ImportProblem } from '@eos/domain';
import { Badge, Group, Pagination, SegmentedControl, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../app/i18n';

/** Rows per page: 200 rows are four pages, 10,000 two hundred, each page as quick as the first. */
export const PREVIEW_PAGE_SIZE = 50;

interface PreviewTableProps {
  preview: ImportPreviewResponse;
}

/**
 * The rows the import will create, a page at a time, with the rows that have problems flagged inline
 * (the column and the reason under the title) and a filter to see only those. The table scrolls inside
 * its own box on a phone; the page never widens.
 */
export function PreviewTable({ preview }: PreviewTableProps) {
  const { t } = useTranslation();
  const [show, setShow] = useState<'all' | 'problems'>('all');
  const [page, setPage] = useState(1);
  const problemsByRow = useMemo(() => {
    const map = new Map<number, ImportProblem[]>();
    for (const p of preview.problems) map.set(p.row, [...(map.get(p.row) ?? []), p]);
    return map;
  }, [preview.problems]);
  const rows = show === 'problems' ? preview.rows.filter((r) => !r.valid) : preview.rows;
  const pages = Math.max(1, Math.ceil(rows.length / PREVIEW_PAGE_SIZE));
  const current = Math.min(page, pages);
  const visible = rows.slice((current - 1) * PREVIEW_PAGE_SIZE, current * PREVIEW_PAGE_SIZE);
  const bad = preview.total - preview.validRows;
  const people = preview.rows.some((r) => r.kind === 'person');

  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Text size="sm" aria-live="polite">
          {bad > 0
            ? t('IMPORT_PREVIEW_COUNT_PROBLEMS', { 0: preview.total, 1: preview.validRows, 2: bad })
            : t('IMPORT_PREVIEW_COUNT', { 0: preview.total })}
        </Text>
        {bad > 0 && (
          <SegmentedControl
            size="xs"
            value={show}
            onChange={(v) => {
              setShow(v as 'all' | 'problems');
              setPage(1);
            }}
            aria-label={t('IMPORT_PREVIEW_SHOW')}
            data={[
              { value: 'all', label: t('IMPORT_PREVIEW_SHOW_ALL') },
              { value: 'problems', label: t('IMPORT_PREVIEW_SHOW_PROBLEMS') },
            ]}
          />
        )}
      </Group>
      {/* Scrolls sideways on a phone: reachable by keyboard to scroll it, named for screen readers. */}
      <Table.ScrollContainer
        minWidth={640}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={t('IMPORT_PREVIEW_TABLE')}
      >
        <Table striped withTableBorder verticalSpacing="xs" aria-label={t('IMPORT_PREVIEW_TABLE')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('IMPORT_COL_ROW')}</Table.Th>
              <Table.Th scope="col">{t('IMPORT_COL_KIND')}</Table.Th>
              <Table.Th scope="col">{t(people ? 'IMPORT_COL_EMAIL' : 'IMPORT_COL_TITLE')}</Table.Th>
              <Table.Th scope="col">{t(people ? 'IMPORT_COL_NAME' : 'IMPORT_COL_OWNER')}</Table.Th>
              {!people && <Table.Th scope="col">{t('IMPORT_COL_DUE')}</Table.Th>}
              <Table.Th scope="col">{t('IMPORT_COL_MEETING')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {visible.map((row) => {
              const problems = problemsByRow.get(row.row) ?? [];
              return (
                <Table.Tr key={row.row} bg={row.valid ? undefined : 'var(--mantine-color-red-light)'}>
                  <Table.Td>{row.row}</Table.Td>
                  <Table.Td>{row.kind ? t(`IMPORT_KIND_${row.kind}`) : '–'}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere', maxWidth: 360 }}>
                    <Text size="sm">{row.title || '–'}</Text>
                    {problems.map((p) => (
                      <Group key={`${p.column}-${p.id}`} gap={4} wrap="nowrap" align="flex-start" mt={2}>
                        <IconAlertTriangle size={14} color="var(--mantine-color-red-9)" aria-hidden />
                        <Text size="xs" c="red.9">
                          {t('IMPORT_PROBLEM_IN_COLUMN', { 0: p.column, 1: p.text })}
                        </Text>
                      </Group>
                    ))}
                    {row.weeks > 0 && (
                      <Text size="xs" c="dimmed">
                        {t('IMPORT_PREVIEW_WEEKS', { 0: row.weeks })}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {row.ownerName || '–'}
                    {row.ownerInvited && (
                      <Badge ml={4} size="xs" variant="outline" color="blue.9">
                        {t('IMPORT_PREVIEW_INVITED')}
                      </Badge>
                    )}
                  </Table.Td>
                  {!people && <Table.Td style={{ whiteSpace: 'nowrap' }}>{row.dueDate ?? '–'}</Table.Td>}
                  <Table.Td>{row.meetingTitle || '–'}</Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current}
          onChange={setPage}
          size="sm"
          siblings={0}
          getControlProps={(control) => ({ 'aria-label': t(`IMPORT_PAGE_${control}`) })}
          getItemProps={(n) => ({ 'aria-label': t('IMPORT_PAGE_N', { 0: n }) })}
        />
      )}
    </Stack>
  );
}
