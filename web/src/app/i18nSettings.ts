import { ENGLISH_SETTINGS } from '@eos/domain/i18n/settings';
import i18n from './i18n';

// The organization settings' data tabs' English (Webhooks, Import, Export), added with the settings
// page's chunk: the signed-in part every screen loads does not carry them.
i18n.addResourceBundle('en', ENGLISH_SETTINGS);
