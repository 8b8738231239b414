import exportPack from './en.export.json' with { type: 'json' };
import importing from './en.import.json' with { type: 'json' };
import webhooks from './en.webhooks.json' with { type: 'json' };

/**
 * The organization settings' data tabs (Webhooks, Import, Export): only Owners and Admins open them,
 * so their words travel with the settings page's chunk rather than with every signed-in screen.
 */
export const ENGLISH_SETTINGS: Record<string, string> = {
  ...importing,
  ...webhooks,
  ...exportPack,
};
