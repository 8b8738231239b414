import ac from './en.ac.json' with { type: 'json' };
import apiReference from './en.apireference.json' with { type: 'json' };
import assistant from './en.assistant.json' with { type: 'json' };
import avatar from './en.avatar.json' with { type: 'json' };
import banners from './en.banners.json' with { type: 'json' };
import billing from './en.billing.json' with { type: 'json' };
import dashboard from './en.dashboard.json' with { type: 'json' };
import headlines from './en.headlines.json' with { type: 'json' };
import invitations from './en.invitations.json' with { type: 'json' };
import issues from './en.issues.json' with { type: 'json' };
import items from './en.items.json' with { type: 'json' };
import learning from './en.learning.json' with { type: 'json' };
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
import tokens from './en.tokens.json' with { type: 'json' };
import traction from './en.traction.json' with { type: 'json' };
import vto from './en.vto.json' with { type: 'json' };
import widgets from './en.widgets.json' with { type: 'json' };

/** The rest of the English pack: what a signed-in person sees, one file per area. */
export const ENGLISH_APP: Record<string, string> = {
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
  ...license,
  ...avatar,
  ...vto,
  ...ac,
  ...learning,
  ...widgets,
  ...dashboard,
  ...billing,
  ...banners,
  ...tokens,
  ...assistant,
  ...apiReference,
};
