import type { LearningVideo } from '@eos/domain';
import { Badge, Card, SimpleGrid, Skeleton, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconBook2, IconPlayerPlayFilled } from '@tabler/icons-react';
import { type ReactNode, useId } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../app/i18n';
import { guidePath } from './guideKeys';
import type { Guide } from './guides';
import { VideoBadges } from './VideoBadges';

/** Cards side by side as the width allows: one on a phone, two on a tablet, three on a desktop. */
export function CardGrid({ children, label }: { children: ReactNode; label?: string }) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      aria-label={label}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {children}
    </SimpleGrid>
  );
}

interface LinkCardProps {
  to: string;
  state?: unknown;
  label: string;
  icon: ReactNode;
  title: string;
  summary: string;
  footer: ReactNode;
}

/** A card that is one link (keyboard: Tab to it, Enter opens); long titles wrap inside it. */
function LinkCard({ to, state, label, icon, title, summary, footer }: LinkCardProps) {
  const describedBy = useId();
  return (
    <li style={{ minWidth: 0, display: 'flex' }}>
      <Card
        withBorder
        padding="md"
        component={Link}
        to={to}
        state={state}
        aria-label={label}
        aria-describedby={describedBy}
        className="mantine-focus-auto"
        style={{ minWidth: 0, flex: 1 }}
      >
        <Stack gap="xs" h="100%">
          <ThemeIcon variant="light" size="lg" radius="xl" aria-hidden>
            {icon}
          </ThemeIcon>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Text id={describedBy} size="sm" c="dimmed" lineClamp={3} style={{ overflowWrap: 'anywhere', flex: 1 }}>
            {summary}
          </Text>
          {footer}
        </Stack>
      </Card>
    </li>
  );
}

/** A video's card: opens ShowVideoPopup at the video's own address, so it can be shared. */
export function VideoCard({ video, search }: { video: LearningVideo; search: string }) {
  const { t } = useTranslation();
  return (
    <LinkCard
      to={`/learning-center/${video.library}/${video.id}${search}`}
      state={{ openedFromList: true }}
      label={t('LEARNING_VIDEO_PLAY', { 0: video.title })}
      icon={<IconPlayerPlayFilled size={18} />}
      title={video.title}
      summary={video.summary}
      footer={<VideoBadges video={video} />}
    />
  );
}

export function GuideCard({ guide }: { guide: Guide }) {
  return (
    <LinkCard
      to={guidePath(guide.key)}
      label={guide.title}
      icon={<IconBook2 size={18} />}
      title={guide.title}
      summary={guide.summary}
      footer={
        <Badge variant="light" color="teal" maw="100%">
          {guide.topic}
        </Badge>
      }
    />
  );
}

/** The grid's shape while the catalogue loads. */
export function CardGridSkeleton() {
  const { t } = useTranslation();
  return (
    <SimpleGrid
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      role="status"
      aria-busy="true"
      aria-label={t('LEARNING_VIDEOS_LOADING')}
    >
      {[0, 1, 2].map((i) => (
        <Card key={i} withBorder padding="md">
          <Stack gap="xs">
            <Skeleton height={34} circle />
            <Skeleton height={16} width="70%" />
            <Skeleton height={12} />
            <Skeleton height={12} width="85%" />
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
}
