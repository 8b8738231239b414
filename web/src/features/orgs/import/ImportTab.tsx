import {
  IMPORT_LIMITS,
  type ImportColumnsResponse,
  ImportEntities,
  type ImportEntity,
  type ImportField,
  type ImportInviteRole,
  type ImportPreviewResponse,
  type ImportProgress,
  type ImportResult,
  type ImportSource,
  ImportSources,
} from '@eos/domain';
import {
  Alert,
  Button,
  Group,
  Paper,
  Progress,
  Radio,
  Select,
  SimpleGrid,
  Skeleton,
  Stack,
  Stepper,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconFileTypeCsv } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/client';
import { useTranslation } from '../../../app/i18n';
import { showSuccess } from '../../../app/toasts';
import { FileDropZone } from '../../../components/FileDropZone';
import { formatFileSize } from '../../../components/fileSize';
import { MeetingPicker } from '../../../components/pickers/MeetingPicker';
import { importColumns, importPreview, runImport } from './api';
import { ImportResultPanel } from './ImportResultPanel';
import { MappingStep } from './MappingStep';
import { PreviewTable } from './PreviewTable';

type Step = 'source' | 'file' | 'columns' | 'meeting' | 'preview' | 'import';

interface Chosen {
  name: string;
  size: number;
  text: string;
}

/** The first message of a failed call, for an alert in the step that made it. */
const messageOf = (error: unknown) =>
  error instanceof ApiError ? error.messages.map((m) => m.text).join(' ') || error.message : String(error);

/**
 * Organization settings -> Import (issue 22 item 4; Owners and Admins, org.import): a CSV export of
 * Ninety or Bloom Growth, or any CSV with its columns mapped, into a meeting. Steps: the source and
 * what the file holds, the file, the columns (Other CSV), the meeting, the preview with the rows that
 * have problems flagged, then the import with its progress and what it created.
 */
export function ImportTab() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [source, setSource] = useState<ImportSource>('ninety');
  const [entity, setEntity] = useState<ImportEntity>('items');
  const [file, setFile] = useState<Chosen | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [columns, setColumns] = useState<ImportColumnsResponse | null>(null);
  const [mapping, setMapping] = useState<Record<string, ImportField>>({});
  const [meetingId, setMeetingId] = useState<string | null>(null);
  const [inviteRole, setInviteRole] = useState<ImportInviteRole>('Member');
  const [preview, setPreview] = useState<ImportPreviewResponse | null>(null);
  const [skip, setSkip] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<ImportProgress | null>(null);
  const [result, setResult] = useState<ImportResult | null>(null);

  const steps: Step[] = [
    'source',
    'file',
    ...(source === 'generic' ? (['columns'] as Step[]) : []),
    'meeting',
    'preview',
    'import',
  ];
  const [active, setActive] = useState(0);
  const step = steps[active] ?? 'source';
  const go = (to: Step) => {
    setError(null);
    setActive(Math.max(0, steps.indexOf(to)));
  };

  const request = () => ({
    source,
    entity,
    csv: file?.text ?? '',
    ...(source === 'generic' ? { mapping } : {}),
    ...(meetingId ? { meetingId } : {}),
    inviteRole,
  });

  const pick = async (picked: File | null | undefined) => {
    setFileError(null);
    setColumns(null);
    setPreview(null);
    if (!picked) return;
    if (picked.size > IMPORT_LIMITS.maxCsvChars) {
      setFile(null);
      setFileError(t('ERR_IMPORT_FILE_TOO_LARGE', { 0: IMPORT_LIMITS.maxCsvChars / 1024 / 1024 }));
      return;
    }
    setFile({ name: picked.name, size: picked.size, text: await picked.text() });
  };

  const afterFile = async () => {
    if (!file) {
      setFileError(t('IMPORT_FILE_REQUIRED'));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await importColumns({ source, entity, csv: file.text });
      setColumns(answer);
      setMapping(answer.mapping);
      go(source === 'generic' ? 'columns' : 'meeting');
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const toPreview = async () => {
    setBusy(true);
    setError(null);
    try {
      setPreview(await importPreview(request()));
      setSkip(false);
      go('preview');
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const start = async () => {
    setBusy(true);
    setError(null);
    setProgress({ done: 0, total: preview?.validRows ?? 0 });
    go('import');
    try {
      const done = await runImport({ ...request(), skipInvalidRows: skip }, setProgress);
      setResult(done);
      showSuccess(t('IMPORT_DONE_TOAST'));
      // Lists, meetings and people read the new rows (live updates do so too; this is at once).
      void queryClient.invalidateQueries();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const restart = () => {
    setFile(null);
    setColumns(null);
    setPreview(null);
    setResult(null);
    setProgress(null);
    setError(null);
    setActive(0);
  };

  const bad = preview ? preview.total - preview.validRows : 0;
  const blocked = bad > 0 && !skip;

  return (
    <section aria-labelledby="import-title">
      <Title order={2} size="h4" mb={4} id="import-title">
        {t('ORG_TAB_IMPORT')}
      </Title>
      <Text size="sm" mb="md">
        {t('IMPORT_INTRO')}
      </Text>
      <Stepper
        active={result ? steps.length : active}
        onStepClick={(i) => !busy && !result && i < active && setActive(i)}
        size="sm"
        orientation="horizontal"
        wrap
        allowNextStepsSelect={false}
        styles={{ steps: { flexWrap: 'wrap', rowGap: 8 }, separator: { minWidth: 8 } }}
      >
        {steps.map((s) => (
          <Stepper.Step key={s} label={t(`IMPORT_STEP_${s}`)} />
        ))}
      </Stepper>

      <Paper withBorder p="md" mt="md" radius="md">
        {error && (
          <Alert color="red" mb="md" title={t('IMPORT_FAILED_TITLE')} role="alert">
            {error}
          </Alert>
        )}

        {step === 'source' && (
          <Stack gap="md">
            <Radio.Group label={t('IMPORT_SOURCE_LABEL')} value={source} onChange={(v) => setSource(v as ImportSource)}>
              <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
                {ImportSources.map((s) => (
                  <Radio key={s} value={s} label={t(`IMPORT_SOURCE_${s}`)} description={t(`IMPORT_SOURCE_${s}_HINT`)} />
                ))}
              </SimpleGrid>
            </Radio.Group>
            <Select
              label={t('IMPORT_ENTITY_LABEL')}
              description={t('IMPORT_ENTITY_HINT')}
              data={ImportEntities.map((e) => ({ value: e, label: t(`IMPORT_ENTITY_${e}`) }))}
              value={entity}
              onChange={(v) => v && setEntity(v as ImportEntity)}
              allowDeselect={false}
              maw={420}
            />
            <Group justify="flex-end">
              <Button onClick={() => go('file')}>{t('IMPORT_NEXT')}</Button>
            </Group>
          </Stack>
        )}

        {step === 'file' && (
          <Stack gap="md">
            <FileDropZone
              icon={<IconFileTypeCsv size={36} aria-hidden />}
              hint={t('IMPORT_DROP_HINT', {
                0: IMPORT_LIMITS.maxCsvChars / 1024 / 1024,
                1: IMPORT_LIMITS.maxRows.toLocaleString(),
              })}
              chooseLabel={t('IMPORT_CHOOSE_FILE')}
              inputLabel={t('IMPORT_CHOOSE_FILE')}
              accept=".csv,text/csv"
              onFile={(picked) => void pick(picked)}
              testId="import-drop-zone"
            />
            {file && (
              <Text size="sm" data-testid="import-file" style={{ overflowWrap: 'anywhere' }}>
                {t('IMPORT_FILE_CHOSEN', { 0: file.name, 1: formatFileSize(file.size) })}
              </Text>
            )}
            {fileError && (
              <Text size="sm" c="red.9" role="alert">
                {fileError}
              </Text>
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={() => go('source')}>
                {t('IMPORT_BACK')}
              </Button>
              <Button onClick={afterFile} loading={busy} disabled={!file}>
                {t('IMPORT_NEXT')}
              </Button>
            </Group>
          </Stack>
        )}

        {step === 'columns' && columns && (
          <Stack gap="md">
            <MappingStep
              entity={entity}
              headers={columns.headers}
              sampleRows={columns.sampleRows}
              mapping={mapping}
              onChange={setMapping}
            />
            <Group justify="space-between">
              <Button variant="default" onClick={() => go('file')}>
                {t('IMPORT_BACK')}
              </Button>
              <Button onClick={() => go('meeting')}>{t('IMPORT_NEXT')}</Button>
            </Group>
          </Stack>
        )}

        {step === 'meeting' && (
          <Stack gap="md" maw={520}>
            <MeetingPicker label={t('IMPORT_MEETING_LABEL')} value={meetingId} onChange={setMeetingId} clearable />
            <Text size="sm" c="dimmed">
              {t(meetingId ? 'IMPORT_MEETING_CHOSEN_HINT' : 'IMPORT_MEETING_TEAM_HINT')}
            </Text>
            <Select
              label={t('IMPORT_INVITE_ROLE_LABEL')}
              description={t('IMPORT_INVITE_ROLE_HINT')}
              data={[
                { value: 'Member', label: t('IMPORT_ROLE_Member') },
                { value: 'Observer', label: t('IMPORT_ROLE_Observer') },
              ]}
              value={inviteRole}
              onChange={(v) => v && setInviteRole(v as ImportInviteRole)}
              allowDeselect={false}
            />
            <Group justify="space-between">
              <Button variant="default" onClick={() => go(source === 'generic' ? 'columns' : 'file')}>
                {t('IMPORT_BACK')}
              </Button>
              <Button onClick={toPreview} loading={busy}>
                {t('IMPORT_PREVIEW_BUTTON')}
              </Button>
            </Group>
          </Stack>
        )}

        {step === 'preview' && !preview && <Skeleton h={240} />}
        {step === 'preview' && preview && (
          <Stack gap="md">
            <PreviewTable preview={preview} />
            {preview.invitees.length > 0 && (
              <Alert color="blue" title={t('IMPORT_INVITEES_TITLE', { 0: preview.invitees.length })}>
                <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                  {preview.invitees
                    .map((i) => `${`${i.firstName} ${i.lastName}`.trim()} <${i.email}> (${t(`IMPORT_ROLE_${i.role}`)})`)
                    .join(', ')}
                </Text>
              </Alert>
            )}
            {bad > 0 && (
              <Switch
                checked={skip}
                onChange={(e) => setSkip(e.currentTarget.checked)}
                label={t('IMPORT_SKIP_LABEL', { 0: bad })}
                description={t('IMPORT_SKIP_HINT')}
              />
            )}
            <Group justify="space-between">
              <Button variant="default" onClick={() => go('meeting')}>
                {t('IMPORT_BACK')}
              </Button>
              <Button onClick={start} disabled={blocked || preview.validRows === 0}>
                {t('IMPORT_START', { 0: preview.validRows })}
              </Button>
            </Group>
          </Stack>
        )}

        {step === 'import' && (
          <Stack gap="md">
            {!result && progress && (
              <>
                <Text size="sm" aria-live="polite">
                  {t('IMPORT_PROGRESS', { 0: progress.done, 1: progress.total })}
                </Text>
                <Progress
                  value={progress.total > 0 ? (progress.done / progress.total) * 100 : 0}
                  animated={busy}
                  size="lg"
                  aria-label={t('IMPORT_PROGRESS', { 0: progress.done, 1: progress.total })}
                />
              </>
            )}
            {result && <ImportResultPanel result={result} />}
            {!busy && (
              <Group justify="flex-end">
                {error && (
                  <Button variant="default" onClick={() => go('preview')}>
                    {t('IMPORT_BACK')}
                  </Button>
                )}
                <Button variant={result ? 'filled' : 'default'} onClick={restart}>
                  {t('IMPORT_AGAIN')}
                </Button>
              </Group>
            )}
          </Stack>
        )}
      </Paper>
    </section>
  );
}
