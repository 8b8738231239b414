import { type LearningVideo, videoEmbed } from '@eos/domain';
import { AspectRatio, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from '../../app/i18n';
import { VideoBadges } from './VideoBadges';

/**
 * The player: YouTube in the privacy-enhanced youtube-nocookie player, Vimeo in its player (both in
 * a frame the server's CSP allows), a video file in the browser's own player. The frame sends our
 * origin as referrer (the page's policy sends none), which YouTube's player needs.
 */
function VideoPlayer({ video }: { video: LearningVideo }) {
  const { t } = useTranslation();
  const embed = videoEmbed(video.url);
  const label = t('LEARNING_VIDEO_PLAYER', { 0: video.title });
  if (!embed)
    return (
      <Text size="sm" c="dimmed">
        {t('LEARNING_VIDEO_UNPLAYABLE')}
      </Text>
    );
  return (
    <AspectRatio ratio={16 / 9} bg="black" style={{ borderRadius: 'var(--mantine-radius-sm)', overflow: 'hidden' }}>
      {embed.kind === 'file' ? (
        // biome-ignore lint/a11y/useMediaCaption: the catalogue names no caption track; the summary is beside it.
        <video controls preload="metadata" aria-label={label}>
          <source src={embed.src} type={embed.type} />
        </video>
      ) : (
        <iframe
          src={embed.src}
          title={label}
          allow="fullscreen; picture-in-picture"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          style={{ border: 0 }}
        />
      )}
    </AspectRatio>
  );
}

/** ShowVideoPopup (001 §2): plays one video of the learning centre, with its title, summary and length. */
export function ShowVideoPopup({ video, onClose }: { video: LearningVideo; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      opened
      onClose={onClose}
      title={video.title}
      size="xl"
      centered
      closeButtonProps={{ 'aria-label': t('CLOSE') }}
      styles={{ title: { overflowWrap: 'anywhere', minWidth: 0 } }}
    >
      <Stack gap="sm">
        <VideoPlayer video={video} />
        <VideoBadges video={video} />
        {video.summary && (
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {video.summary}
          </Text>
        )}
      </Stack>
    </Modal>
  );
}
