import type { Rock } from '@eos/domain';
import { Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../app/i18n';
import { MilestoneEditor } from './MilestoneEditor';
import { MilestoneRow } from './MilestoneRow';
import { addMilestone } from './rockActions';

/** The Rock's milestones with their progress ('n of m milestones done'); editors add, change, delete. */
export function RockMilestones({ rock, canEdit }: { rock: Rock; canEdit: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { done, total } = rock.progress;
  const progressText = t('ROCK_MILESTONES_PROGRESS', { 0: done, 1: total });
  return (
    <Stack gap="xs" component="section" aria-label={t('ROCK_MILESTONES')}>
      <Text size="sm" fw={500}>
        {t('ROCK_MILESTONES')}
      </Text>
      {total > 0 ? (
        <div>
          <Progress value={(done / total) * 100} aria-label={progressText} size="sm" />
          <Text size="xs" c="dimmed" mt={4} aria-live="polite">
            {progressText}
          </Text>
        </div>
      ) : (
        <Text size="sm" c="dimmed">
          {t('ROCK_MILESTONES_EMPTY')}
        </Text>
      )}
      {rock.milestones.map((milestone) => (
        <MilestoneRow key={milestone.id} rockId={rock.id} milestone={milestone} canEdit={canEdit} />
      ))}
      {canEdit && (
        <MilestoneEditor
          submitLabel={t('ROCK_MILESTONE_ADD')}
          onSave={(values) => addMilestone(queryClient, rock.id, values)}
        />
      )}
    </Stack>
  );
}
