import { Anchor, Box, Button, Container, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { useEffect, useMemo, useRef } from 'react';
import { Link, useParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { CollectionLoadError, CollectionNotFound } from '../../collections/CollectionNotFound';
import { isNotFound } from '../../traction/api';
import { useAcChart } from '../chart/chartApi';
import { acChartPath } from '../paths';
import classes from '../print/AcPrint.module.css';
import { PrintSheet } from '../print/PrintSheet';
import { readPrintJob } from '../print/printApi';

/**
 * The chart's print window (000 §2, 001 §4): the pages Page Setup prepared, one landscape sheet each,
 * with no shell around them. The browser's print dialog opens once they are drawn.
 */
export default function AcPrintPage() {
  const { t } = useTranslation();
  const { collectionId = '', revisionId = '' } = useParams();
  const job = useMemo(() => readPrintJob(revisionId), [revisionId]);
  const query = useAcChart(collectionId, revisionId);
  const chartPath = acChartPath({ id: revisionId, collectionId });
  const chart = query.data;

  const pages = useMemo(() => {
    const byPage = new Map<number, NonNullable<typeof job>['cards']>();
    for (const card of job?.cards ?? []) byPage.set(card.page, [...(byPage.get(card.page) ?? []), card]);
    return [...byPage.entries()].sort(([a], [b]) => a - b);
  }, [job]);
  const seats = useMemo(() => new Map((chart?.seats ?? []).map((s) => [s.id, s])), [chart]);

  // Open the print dialog once, after the sheets (and their fonts) are on screen.
  const printed = useRef(false);
  useEffect(() => {
    if (!chart || !job || printed.current) return;
    printed.current = true;
    const timer = setTimeout(() => window.print(), 300);
    return () => clearTimeout(timer);
  }, [chart, job]);

  if (!job) {
    return (
      <Container component="main" py="xl">
        <EmptyState
          variant="light"
          icon={<IconPrinter size={28} />}
          title={t('AC_PRINT_NOTHING_TITLE')}
          description={t('AC_PRINT_NOTHING_TEXT')}
          py="xl"
        >
          <EmptyState.Actions>
            <Button component={Link} to={chartPath}>
              {t('AC_PRINT_BACK')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      </Container>
    );
  }
  if (!chart) {
    if (query.isPending)
      return (
        <Stack component="main" align="center" p="xl" aria-busy>
          <Skeleton h={40} w={420} maw="100%" />
          <Skeleton h={408} w={528} maw="100%" />
        </Stack>
      );
    return (
      <Container component="main" py="xl">
        {isNotFound(query.error) ? (
          <CollectionNotFound what="revision" />
        ) : (
          <CollectionLoadError onRetry={() => void query.refetch()} />
        )}
      </Container>
    );
  }
  return (
    <main>
      <div className={classes.noPrint}>
        <Group justify="space-between" p="md" wrap="wrap" gap="xs">
          <Stack gap={0} style={{ minWidth: 0 }}>
            <Title order={1} size="h3" style={{ overflowWrap: 'anywhere' }}>
              {job.title}
            </Title>
            <Text size="sm" c="dimmed">
              {t('AC_PRINT_SELECTED_COUNT', { 0: job.cards.length })}
            </Text>
          </Stack>
          <Group gap="xs">
            <Anchor component={Link} to={chartPath} size="sm">
              {t('AC_PRINT_BACK')}
            </Anchor>
            <Button leftSection={<IconPrinter size={14} aria-hidden />} onClick={() => window.print()}>
              {t('AC_PRINT_WINDOW')}
            </Button>
          </Group>
        </Group>
      </div>
      {/* Focusable: on a narrow screen the sheets scroll sideways inside it, also by keyboard. */}
      <Box className={classes.sheets} role="region" aria-label={t('AC_PRINT_PREVIEW')} tabIndex={0}>
        {pages.map(([page, cards]) => (
          <PrintSheet key={page} page={page} cards={cards} seats={seats} />
        ))}
      </Box>
    </main>
  );
}
