import { EXPORT_MAX_ZIP_BYTES, type ExportRestoreResponse } from '@eos/domain';
import { Alert, Button, Group, Modal, Progress, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconDownload, IconFileZip } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { messageText, useTranslation } from '../../../app/i18n';
import { showSaveError, showSuccess } from '../../../app/toasts';
import { FileDropZone } from '../../../components/FileDropZone';
import { formatFileSize } from '../../../components/fileSize';
import { downloadExport, restoreExport, useExportStatus } from './api';

interface ExportTabProps {
  orgId: string;
  orgName: string;
}

/**
 * Organization settings -> Export (issue 22 item 5; the Owner alone, org.export): download the whole
 * organization as a zip, and, while the organization holds no meetings or items, restore such a zip
 * into it (docs/export.md).
 */
export function ExportTab({ orgId, orgName }: ExportTabProps) {
  const { t } = useTranslation();
  const status = useExportStatus(orgId);
  const [downloading, setDownloading] = useState(false);
  // Kept here: once restored the organization is no longer empty and the restore form goes away.
  const [restored, setRestored] = useState<ExportRestoreResponse | null>(null);
  const counts = status.data?.counts ?? {};

  const download = async () => {
    setDownloading(true);
    try {
      const name = await downloadExport();
      showSuccess(t('EXPORT_DOWNLOADED', { 0: name }));
    } catch (error) {
      if (error instanceof ApiError && error.messages.length > 0) showSaveError(error);
      else showSaveError(new ApiError(500, [{ id: 'EXPORT_DOWNLOAD_FAILED', text: t('EXPORT_DOWNLOAD_FAILED') }]));
    } finally {
      setDownloading(false);
    }
  };

  return (
    <Stack gap="xl">
      <section aria-labelledby="export-download-title">
        <Title order={2} size="h4" mb={4} id="export-download-title">
          {t('EXPORT_DOWNLOAD_TITLE')}
        </Title>
        <Text size="sm" mb="xs" maw={760}>
          {t('EXPORT_DOWNLOAD_TEXT', { 0: orgName })}
        </Text>
        {status.isPending ? (
          <Skeleton height={20} maw={520} mb="sm" data-testid="export-status-loading" />
        ) : status.isError ? (
          <Text size="sm" c="red.8" mb="sm">
            {t('EXPORT_UNAVAILABLE')}
          </Text>
        ) : (
          <Text size="sm" mb="sm" data-testid="export-counts">
            {t('EXPORT_HOLDS', {
              0: counts.people ?? 0,
              1: counts.meetings ?? 0,
              2: counts.rocks ?? 0,
              3: counts.todos ?? 0,
              4: counts.issues ?? 0,
              5: counts.headlines ?? 0,
              6: counts.measurables ?? 0,
            })}
          </Text>
        )}
        <Button
          leftSection={<IconDownload size={16} aria-hidden />}
          loading={downloading}
          onClick={() => void download()}
        >
          {t('EXPORT_DOWNLOAD')}
        </Button>
      </section>

      <section aria-labelledby="export-restore-title">
        <Title order={2} size="h4" mb={4} id="export-restore-title">
          {t('EXPORT_RESTORE_TITLE')}
        </Title>
        {restored ? (
          <RestoreResult result={restored} />
        ) : status.isPending ? (
          <Skeleton height={60} maw={520} />
        ) : status.data?.canRestore ? (
          <RestoreSection orgId={orgId} orgName={orgName} onRestored={setRestored} />
        ) : (
          <Text size="sm" c="dimmed" maw={760}>
            {t('EXPORT_RESTORE_NOT_EMPTY')}
          </Text>
        )}
      </section>
    </Stack>
  );
}

/** The first message of a failed call, in the user's language. */
const messageOf = (error: unknown) =>
  error instanceof ApiError && error.messages.length > 0
    ? error.messages.map((m) => messageText(m)).join(' ')
    : error instanceof Error
      ? error.message
      : String(error);

/** What a restore made. */
function RestoreResult({ result }: { result: ExportRestoreResponse }) {
  const { t } = useTranslation();
  const c = result.counts;
  return (
    <Alert color="green" variant="light" icon={<IconCircleCheck size={18} aria-hidden />} maw={760}>
      {/* The title as text of its own: Alert's coloured title is too faint on its light background. */}
      <Text fw={700} size="sm" mb={4}>
        {t('EXPORT_RESTORED')}
      </Text>
      <Text size="sm" data-testid="export-restore-result">
        {t('EXPORT_RESTORED_TEXT', {
          0: c.meetings ?? 0,
          1: c.rocks ?? 0,
          2: c.todos ?? 0,
          3: c.issues ?? 0,
          4: c.headlines ?? 0,
          5: c.measurables ?? 0,
          6: result.peopleMatched,
          7: result.peopleInvited,
        })}
      </Text>
    </Alert>
  );
}

function RestoreSection({
  orgId,
  orgName,
  onRestored,
}: ExportTabProps & { onRestored: (result: ExportRestoreResponse) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = (picked: File | null | undefined) => {
    setError(null);
    if (!picked) return;
    if (picked.size > EXPORT_MAX_ZIP_BYTES) {
      setFile(null);
      setError(t('ERR_EXPORT_ZIP_TOO_LARGE'));
      return;
    }
    setFile(picked);
  };

  const run = async () => {
    if (!file) return;
    setConfirming(false);
    setBusy(true);
    setError(null);
    try {
      const answer = await restoreExport(file);
      onRestored(answer);
      showSuccess(t('EXPORT_RESTORED'));
      // Everything of the organization is new: every list, the organization's name and this tab.
      await queryClient.invalidateQueries();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="sm" maw={760}>
      <Text size="sm">{t('EXPORT_RESTORE_TEXT', { 0: orgName })}</Text>
      {busy ? (
        <Stack gap={6} data-testid="export-restoring">
          <Progress value={100} animated striped aria-label={t('EXPORT_RESTORING')} />
          <Text size="sm" role="status">
            {t('EXPORT_RESTORING')}
          </Text>
        </Stack>
      ) : (
        <>
          <FileDropZone
            icon={<IconFileZip size={36} aria-hidden />}
            hint={t('EXPORT_RESTORE_DROP')}
            chooseLabel={t('EXPORT_RESTORE_CHOOSE')}
            inputLabel={t('EXPORT_RESTORE_FILE')}
            accept=".zip,application/zip"
            onFile={pick}
            testId="export-drop-zone"
          />
          {file && (
            <Text size="sm" data-testid="export-file" style={{ overflowWrap: 'anywhere' }}>
              {t('EXPORT_RESTORE_SELECTED', { 0: file.name, 1: formatFileSize(file.size) })}
            </Text>
          )}
          {error && (
            <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} aria-hidden />}>
              <Text fw={700} size="sm" mb={4}>
                {t('EXPORT_RESTORE_FAILED')}
              </Text>
              <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                {error}
              </Text>
            </Alert>
          )}
          <Group>
            <Button disabled={!file} onClick={() => setConfirming(true)}>
              {t('EXPORT_RESTORE_START')}
            </Button>
          </Group>
        </>
      )}
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('EXPORT_RESTORE_CONFIRM_TITLE')}
        centered
        data-org={orgId}
      >
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {t('EXPORT_RESTORE_CONFIRM_TEXT', { 0: file?.name ?? '', 1: orgName })}
        </Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={() => setConfirming(false)}>
            {t('EXPORT_RESTORE_CANCEL')}
          </Button>
          <Button onClick={() => void run()}>{t('EXPORT_RESTORE_START')}</Button>
        </Group>
      </Modal>
    </Stack>
  );
}
