import { AcPrintRequest } from '@eos/domain';
import { downloadApiFile } from '../../traction/api';

/** What the print window shows: the job and the chart it was made from. */
export interface StoredPrintJob extends AcPrintRequest {
  title: string;
}

const key = (revisionId: string) => `ac-print:${revisionId}`;

/** POST .../print/pdf: the pages as the server draws them, saved as '{title}.pdf'. */
export function downloadChartPdf(
  chart: { collectionId: string; revisionId: string; title: string },
  job: AcPrintRequest,
): Promise<void> {
  return downloadApiFile(
    `ac/collection/${chart.collectionId}/revision/${chart.revisionId}/print/pdf`,
    `${chart.title}.pdf`,
    job,
  );
}

/**
 * The print window is another tab of the same origin: the job goes through localStorage, which that
 * tab reads when it opens (a URL would not hold a large chart's cards).
 */
export function storePrintJob(revisionId: string, job: StoredPrintJob): void {
  localStorage.setItem(key(revisionId), JSON.stringify(job));
}

export function readPrintJob(revisionId: string): StoredPrintJob | null {
  try {
    const raw = localStorage.getItem(key(revisionId));
    const data = raw ? JSON.parse(raw) : null;
    const job = AcPrintRequest.safeParse(data);
    return job.success && typeof data.title === 'string' ? { ...job.data, title: data.title } : null;
  } catch {
    return null;
  }
}
