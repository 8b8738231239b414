import { type Headline, HeadlineCascadeRequest } from '@eos/domain';
import { Button, Stack, Text } from '@mantine/core';
import { randomId } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { applyServerErrors } from '../../../components/forms/serverErrors';
import { useZodForm } from '../../../components/forms/useZodForm';
import { afterItemWrite } from '../api/entityCache';
import { ItemPopupFooter, type PopupState } from '../popups/ItemPopup';
import { useReportDirty } from '../popups/useReportDirty';
import { type CascadeEntry, CascadeEntryFields } from './CascadeEntryFields';

type CascadeValues = { entries: CascadeEntry[] };

const newEntry = (): CascadeEntry => ({ key: randomId(), ownerId: '', tractionIds: [] });
const EntriesSchema = HeadlineCascadeRequest.pick({ entries: true });

interface CascadeHeadlineFormProps {
  headline: Headline;
  popup: PopupState;
  onDirtyChange: (dirty: boolean) => void;
}

/**
 * The cascade entries, one per owner (001 §3, §4): Cascade is enabled only once every entry has an
 * owner and at least one meeting; choosing an entry's owner clears its meetings (they were the last
 * owner's). The server makes one copy per owner per meeting.
 */
export function CascadeHeadlineForm({ headline, popup, onDirtyChange }: CascadeHeadlineFormProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useZodForm<CascadeValues>(EntriesSchema, { entries: [newEntry()] });
  const [submitting, setSubmitting] = useState(false);
  const { entries } = form.values;

  const complete = entries.length > 0 && entries.every((e) => e.ownerId && e.tractionIds.length > 0);
  // An empty entry added and left alone is nothing to lose.
  useReportDirty(
    entries.some((e) => e.ownerId || e.tractionIds.length > 0),
    onDirtyChange,
  );

  const onSubmit = form.onSubmit(async (values) => {
    setSubmitting(true);
    try {
      const body = {
        headlineId: headline.id,
        entries: values.entries.map(({ ownerId, tractionIds }) => ({ ownerId, tractionIds })),
      };
      const answer = await api.post<{ headlines: Headline[] }>('headline/cascade', body, { quiet: true });
      afterItemWrite(queryClient, 'headline', answer.headlines);
      showSuccess(t('HEADLINE_CASCADED'));
      popup.close();
    } catch (error) {
      // The server names the entry whose owner is not invited to a meeting ('entries.1.ownerId').
      const fields = values.entries.flatMap((_, i) => [`entries.${i}.ownerId`, `entries.${i}.tractionIds`]);
      if (applyServerErrors(form, error, fields) !== null) showSaveError(error);
    } finally {
      setSubmitting(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text size="sm">{t('HEADLINE_CASCADE_INTRO', { 0: headline.title })}</Text>
        {entries.map((entry, index) => (
          <CascadeEntryFields
            key={entry.key}
            index={index}
            entry={entry}
            onOwnerChange={(ownerId) => {
              form.setFieldValue(`entries.${index}.ownerId`, ownerId);
              form.setFieldValue(`entries.${index}.tractionIds`, []);
            }}
            onMeetingsChange={(ids) => form.setFieldValue(`entries.${index}.tractionIds`, ids)}
            onRemove={entries.length > 1 ? () => form.removeListItem('entries', index) : undefined}
            ownerError={form.getInputProps(`entries.${index}.ownerId`).error}
            meetingsError={form.getInputProps(`entries.${index}.tractionIds`).error}
          />
        ))}
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('entries', newEntry())}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('HEADLINE_CASCADE_ADD_ENTRY')}
        </Button>
      </Stack>
      <ItemPopupFooter submitLabel={t('HEADLINE_CASCADE')} submitting={submitting} disabled={!complete} />
    </form>
  );
}
