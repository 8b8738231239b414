import type {
  ImportColumnsRequest,
  ImportColumnsResponse,
  ImportPreviewRequest,
  ImportPreviewResponse,
  ImportProgress,
  ImportRequest,
  ImportResult,
} from '@eos/domain';
import { ApiError, api } from '../../../api/client';
import { readEvents } from '../../assistant/chat/sse';

/** POST import/columns: the file's headers, a proposed mapping and a few sample rows. */
export function importColumns(body: ImportColumnsRequest) {
  return api.post<ImportColumnsResponse>('import/columns', body, { quiet: true });
}

/** POST import/preview: the rows that will be created and each row's problems; writes nothing. */
export function importPreview(body: ImportPreviewRequest) {
  return api.post<ImportPreviewResponse>('import/preview', body, { quiet: true });
}

/**
 * POST import as server-sent events: `onProgress` hears each batch written, the answer is the final
 * `result`; an `error` event is the same ApiError a JSON failure would be.
 */
export async function runImport(body: ImportRequest, onProgress: (progress: ImportProgress) => void) {
  const answer = await api.stream<ImportResult>('import', body, { quiet: true });
  if ('json' in answer && answer.json) return answer.json;
  let result: ImportResult | null = null;
  let failure: ApiError | null = null;
  if (!('events' in answer) || !answer.events) throw new ApiError(0, []);
  await readEvents(answer.events, ({ event, data }) => {
    const parsed = JSON.parse(data);
    if (event === 'progress') onProgress(parsed as ImportProgress);
    else if (event === 'result') result = parsed as ImportResult;
    else if (event === 'error') failure = new ApiError(500, parsed.messages ?? []);
  });
  if (failure) throw failure;
  if (!result) throw new ApiError(0, []);
  return result as ImportResult;
}
