import { LearningCatalogue, VIDEO_PLAYER_ORIGINS, videoEmbed } from '@eos/domain';
import type { z } from 'zod';
import { jsonIssuePath, loadJsonSetting } from '../../lib/json-setting.ts';
import defaultCatalogue from './catalogue.json' with { type: 'json' };

/** What an operator reads for one problem of their file: where it is and what is wrong. */
function describeIssue(issue: z.core.$ZodIssue): string {
  const where = jsonIssuePath(issue);
  const last = issue.path.at(-1);
  let what: string;
  switch (issue.code) {
    case 'invalid_type':
      what = `expected ${issue.expected}`;
      break;
    case 'too_small':
      what = issue.origin === 'string' ? 'is empty' : `must be at least ${issue.minimum}`;
      break;
    case 'too_big':
      what = `must be at most ${issue.maximum}${issue.origin === 'string' ? ' characters' : ''}`;
      break;
    case 'invalid_value':
      what = `must be one of ${issue.values.map(String).join(', ')}`;
      break;
    case 'unrecognized_keys':
      what = `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
      break;
    case 'invalid_format':
      what = 'must be lowercase letters, digits and dashes';
      break;
    default:
      what =
        last === 'url'
          ? 'is not a YouTube, Vimeo or .mp4/.webm address'
          : last === 'videos'
            ? 'two videos have the same id'
            : 'is not valid';
  }
  return `${where} ${what}`;
}

/**
 * The learning centre's catalogue: the repository's (catalogue.json) or, with LEARNING_CATALOGUE,
 * the operator's file, which replaces it. Read and checked once at start; a file that is missing,
 * not JSON or not a catalogue stops the start with a message naming the file and each problem.
 */
export function loadLearningCatalogue(file: string | undefined): LearningCatalogue {
  if (!file) return LearningCatalogue.parse(defaultCatalogue);
  return loadJsonSetting('LEARNING_CATALOGUE', file, LearningCatalogue, 'a valid video catalogue', describeIssue);
}

/**
 * What the page's Content-Security-Policy must allow for the catalogue to play: the YouTube and
 * Vimeo players (always, they are fixed) in frames, and the origins of the video files.
 */
export function learningEmbedSources(catalogue: LearningCatalogue): { frame: string[]; media: string[] } {
  const media = new Set<string>();
  for (const video of catalogue.videos) {
    const embed = videoEmbed(video.url);
    if (embed?.kind === 'file') media.add(new URL(embed.src).origin);
  }
  return { frame: [...VIDEO_PLAYER_ORIGINS], media: [...media].sort() };
}
