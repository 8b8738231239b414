import type { Rock } from '@eos/domain';
import { Badge } from '@mantine/core';
import { useTranslation } from '../../../app/i18n';
import { openItemPopup } from '../../items/popups/store';
import { RockStatusSelect } from '../../items/rocks/RockStatusSelect';
import { rockStatusLabel } from '../../items/rocks/rockOptions';
import { AddAsIssueButton } from '../items/AddAsIssueButton';
import { LiveItemRow } from '../items/LiveItemRow';
import { useLive } from '../LiveMeetingContext';

/** A Rock in the review: its status a click away (the list's own control), and Add as issue. */
export function LiveRockRow({ rock }: { rock: Rock }) {
  const { t } = useTranslation();
  const { canWrite } = useLive();
  const control =
    canWrite && rock.abilities.canEdit ? (
      <RockStatusSelect rock={rock} compact size="xs" />
    ) : (
      <Badge variant="light" color="gray">
        {rockStatusLabel(t, rock.status)}
      </Badge>
    );
  return (
    <LiveItemRow
      control={control}
      title={rock.title}
      onOpen={() => openItemPopup({ kind: 'rock', id: rock.id })}
      owner={rock.owner}
      actions={<AddAsIssueButton source="rock" id={rock.id} title={rock.title} />}
    />
  );
}
