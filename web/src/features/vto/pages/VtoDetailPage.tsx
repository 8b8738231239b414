import { Alert, Tabs } from '@mantine/core';
import { useState } from 'react';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { CollectionLoadError, CollectionNotFound } from '../../collections/CollectionNotFound';
import { RevisionRemovedDialog } from '../../collections/RevisionRemovedDialog';
import { useRevisionRemovedElsewhere } from '../../collections/useRevisionRemovedElsewhere';
import { isNotFound } from '../../traction/api';
import { useVtoRevision } from '../api';
import type { VtoOutlet } from '../detail/outlet';
import { VtoDetailHeader } from '../detail/VtoDetailHeader';
import { VtoDetailSkeleton } from '../detail/VtoDetailSkeleton';
import { VtoKind } from '../vtoKind';

/** One V/TO revision (002 §2): its header, then its two sides, Vision and Traction (child routes). */
export default function VtoDetailPage() {
  return (
    <VtoKind>
      <VtoDetail />
    </VtoKind>
  );
}

type Removal = 'none' | 'asking' | 'kept';

function VtoDetail() {
  const { t } = useTranslation();
  const { collectionId = '', revisionId = '', publishedId } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const query = useVtoRevision(collectionId, revisionId);
  const [removal, setRemoval] = useState<Removal>('none');
  useRevisionRemovedElsewhere(revisionId, () => setRemoval((r) => (r === 'none' ? 'asking' : r)));

  const base = `/vto/detail/${collectionId}/${revisionId}${publishedId ? `/${publishedId}` : ''}`;
  const current = pathname.endsWith('/traction') ? 'traction' : 'vision';

  // The page keeps what it last read when a refetch fails: the removed revision stays readable.
  const vto = query.data;
  if (!vto) {
    if (query.isPending) return <VtoDetailSkeleton />;
    return isNotFound(query.error) ? (
      <CollectionNotFound what="revision" />
    ) : (
      <CollectionLoadError onRetry={() => void query.refetch()} />
    );
  }

  return (
    <>
      <VtoDetailHeader vto={vto} removed={removal !== 'none'} />
      {removal === 'kept' && (
        <Alert color="orange" variant="light" mb="md">
          {t('VTO_REMOVED_BY_OTHER')}
        </Alert>
      )}
      <Tabs value={current} onChange={(tab) => tab && navigate(`${base}/${tab}`)} mb="md">
        <Tabs.List>
          <Tabs.Tab value="vision">{t('VTO_VISION')}</Tabs.Tab>
          <Tabs.Tab value="traction">{t('VTO_TRACTION')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Outlet context={{ vto, removed: removal !== 'none' } satisfies VtoOutlet} />
      <RevisionRemovedDialog opened={removal === 'asking'} onKeep={() => setRemoval('kept')} />
    </>
  );
}
