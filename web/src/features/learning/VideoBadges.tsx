import { formatVideoDuration, type LearningVideo } from '@eos/domain';
import { Badge, Group, VisuallyHidden } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';
import { useTranslation } from '../../app/i18n';

/** A video's topic and length ('12:05', read out as 'Duration 12:05'). */
export function VideoBadges({ video }: { video: Pick<LearningVideo, 'topic' | 'duration'> }) {
  const { t } = useTranslation();
  const duration = formatVideoDuration(video.duration);
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" maw="100%">
        {video.topic}
      </Badge>
      <Badge variant="outline" color="gray" leftSection={<IconClock size={12} aria-hidden />}>
        <span aria-hidden>{duration}</span>
        <VisuallyHidden>{t('LEARNING_VIDEO_DURATION', { 0: duration })}</VisuallyHidden>
      </Badge>
    </Group>
  );
}
