import { Tabs } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../app/i18n';
import { ComingEmptyState } from '../../../components/ComingEmptyState';
import { PageHeader } from '../../../components/PageHeader';

const SECTIONS = ['eos-one', 'toolbox', 'traction-library'] as const;
const LABELS: Record<(typeof SECTIONS)[number], string> = {
  'eos-one': 'LEARNING_EOS_ONE',
  toolbox: 'LEARNING_TOOLBOX',
  'traction-library': 'LEARNING_TRACTION_LIBRARY',
};

/** The learning center's three libraries; the videos arrive with the learning-center work. */
export default function LearningCenterPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const current = SECTIONS.find((s) => pathname.startsWith(`/learning-center/${s}`)) ?? 'eos-one';
  return (
    <>
      <PageHeader title={t('LEARNING_CENTER_TITLE')} />
      <Tabs value={current} onChange={(tab) => tab && navigate(`/learning-center/${tab}`)} mb="md">
        <Tabs.List>
          {SECTIONS.map((s) => (
            <Tabs.Tab key={s} value={s}>
              {t(LABELS[s])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
      </Tabs>
      <ComingEmptyState icon={<IconSchool size={28} />} title={t('NO_VIDEOS')} description={t('NO_VIDEOS_HINT')} />
    </>
  );
}
