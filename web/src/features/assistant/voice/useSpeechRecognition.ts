import { useCallback, useEffect, useRef, useState } from 'react';
import { type SpeechRecognitionLike, speechRecognitionConstructor, transcriptOf } from './speech';

interface SpeechOptions {
  /** A BCP 47 language tag: the person's locale. */
  lang: string;
  /** Told the transcript so far as it grows. */
  onTranscript: (text: string) => void;
  /** Told the whole transcript once listening ends (empty if nothing was heard). */
  onEnd: (text: string) => void;
}

/**
 * Listening through the Web Speech API (001 §4): start, hear the transcript grow, and be told it
 * when listening ends, by silence or by stop(). Where the browser has no speech API `supported` is
 * false and this is logged once, nothing more (001 §8).
 */
export function useSpeechRecognition({ lang, onTranscript, onEnd }: SpeechOptions) {
  const [Recognition] = useState(speechRecognitionConstructor);
  const [listening, setListening] = useState(false);
  const current = useRef<SpeechRecognitionLike | null>(null);
  // The latest callbacks, so a recognition started earlier reports to the current screen.
  const callbacks = useRef({ onTranscript, onEnd });
  callbacks.current = { onTranscript, onEnd };

  useEffect(() => {
    if (!Recognition)
      console.info('Speech recognition is not supported in this browser: the voice assistant takes typed text only.');
  }, [Recognition]);
  // Closing the assistant stops listening, without sending what was heard.
  useEffect(
    () => () => {
      const recognition = current.current;
      current.current = null;
      recognition?.abort();
    },
    [],
  );

  const start = useCallback(() => {
    if (!Recognition || current.current) return;
    const recognition = new Recognition();
    recognition.lang = lang;
    recognition.continuous = false;
    recognition.interimResults = true;
    let heard = '';
    recognition.onresult = (event) => {
      heard = transcriptOf(event.results);
      callbacks.current.onTranscript(heard);
    };
    recognition.onerror = (event) => console.info(`Speech recognition stopped: ${event.error}`);
    recognition.onend = () => {
      if (current.current !== recognition) return;
      current.current = null;
      setListening(false);
      callbacks.current.onEnd(heard);
    };
    current.current = recognition;
    setListening(true);
    try {
      recognition.start();
    } catch (error) {
      // Another recognition of the page still holds the microphone.
      current.current = null;
      setListening(false);
      console.info('Speech recognition could not start', error);
    }
  }, [Recognition, lang]);

  const stop = useCallback(() => current.current?.stop(), []);

  return { supported: Recognition !== undefined, listening, start, stop };
}
