import auth from './en.auth.json' with { type: 'json' };
import invite from './en.invite.json' with { type: 'json' };
import en from './en.json' with { type: 'json' };
import publicPages from './en.public.json' with { type: 'json' };
import twoStep from './en.twostep.json' with { type: 'json' };

/**
 * The part of the English pack that the pages before sign-in show: validation and server messages
 * (en.json), the shared words of those pages (en.public.json), sign-in, two-step and invitations.
 * The web app bundles only this part with its first chunk (web/src/app/i18n.ts).
 */
export const ENGLISH_PUBLIC: Record<string, string> = {
  ...en,
  ...publicPages,
  ...auth,
  ...twoStep,
  ...invite,
};
