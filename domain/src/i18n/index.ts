import ac from './en.ac.json' with { type: 'json' };
import auth from './en.auth.json' with { type: 'json' };
import avatar from './en.avatar.json' with { type: 'json' };
import headlines from './en.headlines.json' with { type: 'json' };
import invitations from './en.invitations.json' with { type: 'json' };
import invite from './en.invite.json' with { type: 'json' };
import issues from './en.issues.json' with { type: 'json' };
import items from './en.items.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import license from './en.license.json' with { type: 'json' };
import live from './en.live.json' with { type: 'json' };
import liveUpdates from './en.liveupdates.json' with { type: 'json' };
import meetings from './en.meetings.json' with { type: 'json' };
import notifications from './en.notifications.json' with { type: 'json' };
import people from './en.people.json' with { type: 'json' };
import rocks from './en.rocks.json' with { type: 'json' };
import scorecard from './en.scorecard.json' with { type: 'json' };
import shell from './en.shell.json' with { type: 'json' };
import todos from './en.todos.json' with { type: 'json' };
import traction from './en.traction.json' with { type: 'json' };
import twoStep from './en.twostep.json' with { type: 'json' };
import vto from './en.vto.json' with { type: 'json' };

/**
 * The English pack, assembled from parts by area so each area keeps its own file:
 * en.json holds validation and server messages, en.auth.json the sign-in pages, en.shell.json the app.
 */
export const ENGLISH: Record<string, string> = {
  ...en,
  ...auth,
  ...shell,
  ...traction,
  ...meetings,
  ...items,
  ...rocks,
  ...todos,
  ...issues,
  ...headlines,
  ...scorecard,
  ...live,
  ...notifications,
  ...liveUpdates,
  ...people,
  ...invitations,
  ...invite,
  ...license,
  ...avatar,
  ...twoStep,
  ...vto,
  ...ac,
};

/** Every language pack, keyed by language. Add a pack by adding its JSON here. */
export const LANGUAGE_PACKS: Record<string, Record<string, string>> = { en: ENGLISH };

/** A pack merged over English, so a missing key still reads; an unknown language is English. */
export function languagePack(language: string): Record<string, string> {
  const pack = LANGUAGE_PACKS[language.split('-')[0]?.toLowerCase() ?? 'en'];
  return pack && pack !== ENGLISH ? { ...ENGLISH, ...pack } : ENGLISH;
}
