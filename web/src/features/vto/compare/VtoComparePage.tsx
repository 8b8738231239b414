import { formatMeasuredValue, type RestorableVtoPart, type VtoRevision } from '@eos/domain';
import { Alert, Anchor, Group, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useMemo } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { useShellContext } from '../../../shell/useShellContext';
import { CollectionLoadError, CollectionNotFound } from '../../collections/CollectionNotFound';
import { RevisionStatusBadge } from '../../collections/RevisionStatusBadge';
import { isNotFound } from '../../traction/api';
import { useVtoRevision } from '../api';
import { VtoDetailSkeleton } from '../detail/VtoDetailSkeleton';
import { formatFutureDate } from '../parts/PlanFigures';
import { VTO_HOME, vtoRevisionPath } from '../paths';
import { VtoKind } from '../vtoKind';
import { useRestorePart } from './api';
import { COMPARE_PART_LABELS } from './ComparedPart';
import { CompareRow } from './CompareRow';
import { parseWith } from './comparePath';
import { compareVtos } from './diff';

/** Compare two V/TO revisions (item 11): every part side by side, older left, with what changed marked. */
export default function VtoComparePage() {
  const { t } = useTranslation();
  const { collectionId = '', revisionId = '' } = useParams();
  const [search] = useSearchParams();
  const other = parseWith(search.get('with'));
  if (!other)
    return (
      <Alert color="orange" variant="light">
        {t('VTO_COMPARE_BAD_LINK')}{' '}
        <Anchor component={Link} to={VTO_HOME}>
          {t('VTO_GO_HOME')}
        </Anchor>
      </Alert>
    );
  return (
    <VtoKind>
      <Compare first={{ collectionId, revisionId }} second={other} />
    </VtoKind>
  );
}

type Ids = { collectionId: string; revisionId: string };

function Compare({ first, second }: { first: Ids; second: Ids }) {
  // Two queries: both revisions load in parallel.
  const a = useVtoRevision(first.collectionId, first.revisionId);
  const b = useVtoRevision(second.collectionId, second.revisionId);
  if (a.data && b.data) return <Comparison a={a.data} b={b.data} />;
  const failed = [a, b].find((q) => q.isError);
  if (!failed) return <VtoDetailSkeleton />;
  return isNotFound(failed.error) ? (
    <CollectionNotFound what="revision" />
  ) : (
    <CollectionLoadError onRetry={() => void Promise.all([a.refetch(), b.refetch()])} />
  );
}

/** The older revision (by last change) on the left, the newer on the right; equal times keep the link's order. */
function order(a: VtoRevision, b: VtoRevision): [VtoRevision, VtoRevision] {
  return Date.parse(b.updated) < Date.parse(a.updated) ? [b, a] : [a, b];
}

function Comparison({ a, b }: { a: VtoRevision; b: VtoRevision }) {
  const { t } = useTranslation();
  const { user, isObserver } = useShellContext();
  const [older, newer] = order(a, b);
  const diffs = useMemo(
    () =>
      compareVtos(older, newer, {
        formatValue: (m) => (m.value === null ? t('VTO_NOT_SET') : formatMeasuredValue(m.value, m, user.userLocale)),
        hiddenText: t('VTO_LT_ONLY'),
        formatDate: formatFutureDate,
      }),
    [older, newer, t, user.userLocale],
  );
  const restore = useRestorePart({ collectionId: newer.collectionId, revisionId: newer.revisionId });
  const canRestore =
    !isObserver && !newer.isPublished && newer.permissions.canEdit && older.revisionId !== newer.revisionId;
  const differing = diffs.filter((d) => d.mark !== 'Unchanged').length;

  const askRestore = (part: RestorableVtoPart) => {
    const name = t(COMPARE_PART_LABELS[part]);
    modals.openConfirmModal({
      title: t('VTO_COMPARE_RESTORE_TITLE', { part: name }),
      centered: true,
      children: (
        <Text size="sm">
          {t('VTO_COMPARE_RESTORE_CONFIRM', { part: name, draft: newer.title, older: older.title })}
        </Text>
      ),
      labels: { confirm: t('VTO_COMPARE_RESTORE'), cancel: t('CANCEL') },
      onConfirm: () =>
        restore.mutate(
          { fromCollectionId: older.collectionId, fromRevisionId: older.revisionId, part },
          { onSuccess: () => showSuccess(t('VTO_COMPARE_RESTORED', { part: name, draft: newer.title })) },
        ),
    });
  };

  const heading = (vto: VtoRevision, label: string) => (
    <Group gap="xs" wrap="wrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Anchor component={Link} to={vtoRevisionPath({ id: vto.revisionId, collectionId: vto.collectionId })} fw={600}>
        {vto.title}
      </Anchor>
      <RevisionStatusBadge isPublished={vto.isPublished} />
    </Group>
  );

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} size="h2">
          {t('VTO_COMPARE_TITLE')}
        </Title>
        {heading(older, t('VTO_COMPARE_OLDER'))}
        {heading(newer, t('VTO_COMPARE_NEWER'))}
        <Text size="sm" c="dimmed" role="status">
          {t('VTO_COMPARE_SUMMARY', { changed: differing, total: diffs.length })}
        </Text>
      </Stack>
      {diffs.map((diff) => (
        <CompareRow
          key={diff.part}
          diff={diff}
          older={older}
          newer={newer}
          onRestore={
            canRestore && (diff.mark === 'Changed' || diff.mark === 'Removed') ? () => askRestore(diff.part) : undefined
          }
          restoring={restore.isPending && restore.variables?.part === diff.part}
        />
      ))}
    </Stack>
  );
}
