import type {
  CoreFocusRequest,
  CoreValuesSpeechRequest,
  TargetMarketRequest,
  TenYearTargetRequest,
  ThreeYearPictureRequest,
} from '@eos/domain';
import type { z } from 'zod';
import type { StoredVtoDocument } from '../../../db/schema/index.ts';
import { sanitizeRichText } from '../../../lib/sanitize.ts';
import { singleton } from './singleton.ts';

// The vision page's single parts. Rich text goes through the one sanitizer here, whatever was sent.

type Doc = StoredVtoDocument;
type Vision = Doc['vision'];
const vision = (doc: Doc, change: Partial<Vision>): Doc => ({ ...doc, vision: { ...doc.vision, ...change } });

export const coreValuesSpeech = singleton(
  (doc) => doc.vision.coreValuesSpeech,
  (doc, coreValuesSpeech) => vision(doc, { coreValuesSpeech }),
);
export const speechFrom = (body: z.infer<typeof CoreValuesSpeechRequest>) => (_: unknown, id: string) => ({
  id,
  notes: sanitizeRichText(body.notes),
});

export const coreFocus = singleton(
  (doc) => doc.vision.coreFocus,
  (doc, coreFocus) => vision(doc, { coreFocus }),
);
export const coreFocusFrom = (body: z.infer<typeof CoreFocusRequest>, now: string) => (_: unknown, id: string) => ({
  id,
  ...body,
  updated: now,
});

export const tenYearTarget = singleton(
  (doc) => doc.vision.tenYearTarget,
  (doc, tenYearTarget) => vision(doc, { tenYearTarget }),
);
export const tenYearTargetFrom =
  (body: z.infer<typeof TenYearTargetRequest>, now: string) => (_: unknown, id: string) => ({
    id,
    futureDate: body.futureDate,
    contentHtml: sanitizeRichText(body.contentHtml),
    updated: now,
  });

export const marketFields = (body: z.infer<typeof TargetMarketRequest>, now: string) => ({
  title: body.title,
  targetMarketHtml: sanitizeRichText(body.targetMarketHtml),
  provenProcessHtml: sanitizeRichText(body.provenProcessHtml),
  guaranteeHtml: sanitizeRichText(body.guaranteeHtml),
  updated: now,
});

export type ThreeYearPictureBody = z.infer<typeof ThreeYearPictureRequest>;
