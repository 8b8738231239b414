import type { ExportRestoreResponse, ExportStatusResponse } from '@eos/domain';
import { API_PREFIX } from '@eos/domain';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../api/client';
import { queryKeys } from '../../../api/keys';

/** GET export/status: what a download holds, and whether the organization is empty enough to restore into. */
export function useExportStatus(orgId: string) {
  return useQuery({
    queryKey: queryKeys.exportStatus(orgId),
    queryFn: () => api.get<ExportStatusResponse>('export/status', { quiet: true }),
    retry: false,
  });
}

/** The file name of a Content-Disposition header (`attachment; filename="x.zip"`). */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const match = /filename="([^"]+)"/.exec(disposition ?? '');
  return match?.[1] ?? fallback;
}

/** GET export: the zip saved under the name the server gives it; the name is returned. */
export async function downloadExport(): Promise<string> {
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX}/export`, { credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, []);
  }
  if (!res.ok) {
    const data = await res.json().catch(() => ({}));
    throw new ApiError(res.status, Array.isArray(data?.messages) ? data.messages : []);
  }
  const name = fileNameOf(res.headers.get('content-disposition'), 'export.zip');
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has started saving it; the object URL can go a moment later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** POST export/restore: the zip's bytes as the raw body. */
export function restoreExport(file: Blob) {
  const zip = file.type ? file : new Blob([file], { type: 'application/zip' });
  return api.post<ExportRestoreResponse>('export/restore', zip, { quiet: true });
}
