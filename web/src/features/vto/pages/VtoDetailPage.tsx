import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/PageHeader';

/** One V/TO revision with its two sides, Vision and Traction (child routes). */
export default function VtoDetailPage() {
  const { t } = useTranslation();
  const { collectionId, revisionId, publishedId } = useParams();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const base = `/vto/detail/${collectionId}/${revisionId}${publishedId ? `/${publishedId}` : ''}`;
  const current = pathname.endsWith('/traction') ? 'traction' : 'vision';
  return (
    <>
      <PageHeader title={t('NAV_VTO')} />
      <Tabs value={current} onChange={(tab) => tab && navigate(`${base}/${tab}`)} mb="md">
        <Tabs.List>
          <Tabs.Tab value="vision">{t('VTO_VISION')}</Tabs.Tab>
          <Tabs.Tab value="traction">{t('VTO_TRACTION')}</Tabs.Tab>
        </Tabs.List>
      </Tabs>
      <Outlet />
    </>
  );
}
