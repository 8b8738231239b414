// Test data and fakes for this folder's tests.
import type { VoiceItem } from '@eos/domain';
import type { SpeechRecognitionLike, SpeechResultList } from './speech';

/** What the server understood: nothing unless given. */
export function voiceItem(overrides: Partial<VoiceItem> = {}): VoiceItem {
  return { type: null, tractionId: null, title: null, dueDate: null, ownerIds: [], ...overrides };
}

/** The browser's speech recognition, driven by the test: hear() a phrase, then end(). */
export class FakeSpeechRecognition implements SpeechRecognitionLike {
  static last: FakeSpeechRecognition | null = null;
  lang = '';
  continuous = true;
  interimResults = false;
  started = false;
  onresult: SpeechRecognitionLike['onresult'] = null;
  onerror: SpeechRecognitionLike['onerror'] = null;
  onend: SpeechRecognitionLike['onend'] = null;
  private phrases: string[] = [];

  constructor() {
    FakeSpeechRecognition.last = this;
  }
  start() {
    this.started = true;
  }
  stop() {
    this.end();
  }
  abort() {
    this.started = false;
  }
  hear(phrase: string) {
    this.phrases.push(phrase);
    const results: SpeechResultList = this.phrases.map((transcript) => [{ transcript }]);
    this.onresult?.({ results });
  }
  end() {
    this.started = false;
    this.onend?.();
  }
}
