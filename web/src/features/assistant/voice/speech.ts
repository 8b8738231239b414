/**
 * The browser's Web Speech API, as much of it as the voice assistant uses. Chrome, Edge and Safari
 * name it webkitSpeechRecognition; Firefox has none (the assistant then offers the text box alone).
 */
export interface SpeechResultList {
  readonly length: number;
  readonly [index: number]: { readonly length: number; readonly [index: number]: { transcript: string } };
}

export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: SpeechResultList }) => void) | null;
  onerror: ((event: { error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  stop(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The page's speech recognition, or undefined where the browser has none. */
export function speechRecognitionConstructor(): SpeechRecognitionConstructor | undefined {
  const w = window as unknown as {
    SpeechRecognition?: SpeechRecognitionConstructor;
    webkitSpeechRecognition?: SpeechRecognitionConstructor;
  };
  return w.SpeechRecognition ?? w.webkitSpeechRecognition;
}

/** Everything heard so far, best guess of each phrase, as one text. */
export function transcriptOf(results: SpeechResultList): string {
  let text = '';
  for (let i = 0; i < results.length; i++) text += results[i]?.[0]?.transcript ?? '';
  return text.trim();
}
