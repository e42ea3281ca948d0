import { useEffect, useId, useRef, useState } from 'react';
import { Mic, Play, Square, Trash2, Wand2 } from 'lucide-react';
import { Button, Card, Spinner, toast } from '@korero/web-kit';
import { customerClient } from '../../../contract/client.ts';
import { blobToDataUrl } from './blob-to-data-url.ts';

const MAX_SECONDS = 40;
const FORMATS = ['audio/webm', 'audio/mp4', 'audio/wav'];

type State = 'idle' | 'recording' | 'recorded' | 'transcribing';
type Permission = 'unknown' | 'granted' | 'denied';

function pickFormat(): string | undefined {
  if (typeof MediaRecorder === 'undefined') return undefined;
  return FORMATS.find((f) => MediaRecorder.isTypeSupported?.(f));
}

/** Say it instead of typing: up to 40 seconds, played back, then turned into text for the customer to check. */
export function VoiceRecorder({ token, available, onText }: { token: string; available: boolean; onText: (text: string) => void }) {
  const [state, setState] = useState<State>('idle');
  const [permission, setPermission] = useState<Permission>('unknown');
  const [seconds, setSeconds] = useState(0);
  const recording = useRef<Blob | null>(null);
  const recorder = useRef<MediaRecorder | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const busyId = useId();

  useEffect(() => () => window.clearInterval(timer.current), []);

  if (!available) {
    return (
      <Card className="p-4" data-testid="voice-card">
        <p className="flex items-center gap-2 font-medium text-stone-900">
          <Mic className="h-4 w-4 text-stone-400" aria-hidden /> Voice
        </p>
        <p className="mt-1 text-sm text-stone-600">Voice-to-text isn&apos;t available right now. Type your words above instead.</p>
      </Card>
    );
  }

  const start = async () => {
    if (!navigator.mediaDevices?.getUserMedia) return toast({ title: 'Browser does not support audio recording', variant: 'destructive' });
    const format = pickFormat();
    if (typeof MediaRecorder === 'undefined')
      return toast({ title: 'Audio recording not supported in this browser.', variant: 'destructive' });
    let stream: MediaStream;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ audio: true });
      setPermission('granted');
    } catch (error) {
      const name = (error as DOMException).name;
      setPermission('denied');
      if (name === 'NotFoundError') return toast({ title: 'No microphone found. Please connect a microphone.', variant: 'destructive' });
      return toast({ title: 'Microphone permission denied. Please allow access and try again.', variant: 'destructive' });
    }
    const chunks: Blob[] = [];
    const media = new MediaRecorder(stream, format ? { mimeType: format } : undefined);
    media.ondataavailable = (e) => e.data.size && chunks.push(e.data);
    media.onstop = () => {
      stream.getTracks().forEach((t) => t.stop());
      recording.current = new Blob(chunks, { type: media.mimeType || format || 'audio/webm' });
      setState('recorded');
    };
    media.onerror = () => toast({ title: 'Recording failed. Please try again.', variant: 'destructive' });
    recorder.current = media;
    media.start(1000);
    setSeconds(0);
    setState('recording');
    timer.current = window.setInterval(() => {
      setSeconds((s) => {
        if (s + 1 >= MAX_SECONDS) stop();
        return Math.min(MAX_SECONDS, s + 1);
      });
    }, 1000);
  };

  const stop = () => {
    window.clearInterval(timer.current);
    if (recorder.current?.state === 'recording') recorder.current.stop();
  };

  const play = () => {
    if (!recording.current) return;
    const audio = new Audio(URL.createObjectURL(recording.current));
    audio.play().catch(() => toast({ title: 'Could not play the recording.', variant: 'destructive' }));
  };

  const transcribe = async () => {
    if (!recording.current)
      return toast({ title: 'No Recording', description: 'Please record audio first before transcribing.', variant: 'destructive' });
    setState('transcribing');
    try {
      const audioUrl = await blobToDataUrl(recording.current);
      const { transcription } = await customerClient.transcribe(token, audioUrl);
      if (!transcription.trim())
        toast({ title: 'Transcription Failed', description: 'No speech detected in the recording.', variant: 'destructive' });
      else {
        onText(transcription.trim());
        recording.current = null;
        setState('idle');
        return;
      }
    } catch (error) {
      toast({
        title: 'Transcription Failed',
        description: (error as Error).message || 'Failed to transcribe audio. Please try again.',
        variant: 'destructive',
      });
    }
    setState('recorded');
  };

  // Play and Delete wait while the recording is turned into text; the third button's label says so.
  const waiting = state === 'transcribing' ? busyId : undefined;
  return (
    <Card className="p-4" data-testid="voice-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="flex items-center gap-2 font-medium text-stone-900">
            <Mic className="h-4 w-4 text-brand-700" aria-hidden /> Say it instead{' '}
            <span className="text-sm font-normal text-stone-500">(up to 40 s)</span>
          </p>
          <p className="text-xs text-stone-500">We turn it into text for you to check. The recording is deleted once it is transcribed.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          {state === 'idle' ? (
            <Button variant="outline" size="sm" className="min-h-11" icon={<Mic className="h-4 w-4" />} onClick={() => void start()}>
              {permission === 'denied' ? 'Try Again' : 'Record'}
            </Button>
          ) : null}
          {state === 'recording' ? (
            <Button variant="destructive" size="sm" className="min-h-11" icon={<Square className="h-4 w-4" />} onClick={stop}>
              Stop · {MAX_SECONDS - seconds}s
            </Button>
          ) : null}
          {state === 'recorded' || state === 'transcribing' ? (
            <>
              <Button
                variant="ghost"
                size="sm"
                className="min-h-11"
                icon={<Play className="h-4 w-4" />}
                onClick={play}
                disabled={state === 'transcribing'}
                aria-describedby={waiting}
              >
                Play
              </Button>
              <Button
                variant="ghost"
                size="sm"
                className="min-h-11"
                icon={<Trash2 className="h-4 w-4" />}
                onClick={() => ((recording.current = null), setState('idle'))}
                disabled={state === 'transcribing'}
                aria-describedby={waiting}
              >
                Delete
              </Button>
              <Button
                size="sm"
                className="min-h-11"
                icon={state === 'transcribing' ? <Spinner className="h-4 w-4" /> : <Wand2 className="h-4 w-4" />}
                disabled={state === 'transcribing'}
                aria-describedby={waiting}
                onClick={() => void transcribe()}
              >
                <span id={busyId}>{state === 'transcribing' ? 'Transcribing…' : 'Add to review'}</span>
              </Button>
            </>
          ) : null}
        </div>
      </div>
      {permission === 'denied' ? <p className="mt-2 text-sm text-red-700">Please allow microphone access and try again.</p> : null}
    </Card>
  );
}
