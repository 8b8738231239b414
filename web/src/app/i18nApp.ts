import { ENGLISH_APP } from '@eos/domain/i18n/app';
import i18n from './i18n';

// The signed-in app's English, added to the pack with the first signed-in chunk (lazySignedIn).
i18n.addResourceBundle('en', ENGLISH_APP);
